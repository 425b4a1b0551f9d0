import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { GetLineEventsCounters } from "../domain/feed/commands";
import { graphqlPath } from "../domain/graphql/services";
import { GetCurrentTime } from "../domain/rpc/frontServer";
import { RPC_GET_PAYLOAD_PARAM, type RpcService, rpcPath } from "../domain/rpc/services";
import { FULL_SPORT_CODES, fullSport } from "../domain/sports/catalogue";
import { HOME_TOP_QUERY } from "../domain/sportsbook/homeQuery";
import { type LoadResult, runLoad } from "./httpLoad";
import { type Figure, fmt } from "./measure";
import { benchProcess, type BenchProcess as Child, spawnServer, waitFor } from "./serverProcess";

const WARMUP_MS = 1000;
const DURATION_MS = 5000;
/** How long the simulator may take to open its whole line (every far fixture) before the bench gives up. */
const WHOLE_LINE_TIMEOUT_MS = 300_000;
const OPENING_MS = 20_000;

/**
 * The real server (bench/serverProcess.ts) with no demo tipsters (their steps are scheduled jobs, not
 * the ingest path this bench is about). Development mode: production serves persisted operations only.
 */
const startApp = async (ingest: string | undefined, freshDemo = false): Promise<Child> => {
  const app = await spawnServer({
    DEMO_TIPSTERS: freshDemo ? "on" : "off",
    DEMO_HISTORY_HOURS: freshDemo ? "24" : "0",
    ...(ingest ? { INGEST: ingest } : {}),
  });
  await waitFor(app, "server start", 120_000, async () => (await fetch(currentTimeUrl(app.url))).ok);
  return app;
};

const startBare = async (): Promise<Child> => {
  const child = spawn(process.execPath, [new URL("./bareJsonServer.mjs", import.meta.url).pathname], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once("data", (chunk: Buffer) => resolve(Number(chunk.toString("utf8").trim())));
    child.once("exit", () => reject(new Error("the bare server exited")));
  });
  return benchProcess(child, `http://127.0.0.1:${port}`);
};

const currentTimeUrl = (base: string) =>
  `${base}${rpcPath(GetCurrentTime.service, GetCurrentTime.name)}?${RPC_GET_PAYLOAD_PARAM}=${Buffer.from("{}").toString("base64")}`;

const HOME_TOP_VARIABLES = JSON.stringify({ sportId: fullSport("soccer").id, timeZoneOffset: 0, size: 10 });
const homeTopExtensions = JSON.stringify({
  persistedQuery: { version: 1, sha256Hash: createHash("sha256").update(HOME_TOP_QUERY).digest("hex") },
});

/** The first request of a browser that has not sent the home query yet: its text, which the server learns. */
const homeTopTextUrl = (base: string) =>
  `${base}${graphqlPath("sportsbook")}?${new URLSearchParams({ query: HOME_TOP_QUERY, variables: HOME_TOP_VARIABLES, extensions: homeTopExtensions, bypassCache: "true" })}`;

/**
 * The home page's Sportsbook query for soccer as the web app sends it, a persisted GET (its hash, not its
 * text), with bypassCache: every request executes.
 */
const homeTopUrl = (base: string) =>
  `${base}${graphqlPath("sportsbook")}?${new URLSearchParams({ variables: HOME_TOP_VARIABLES, extensions: homeTopExtensions, bypassCache: "true" })}`;

const rpc = async (base: string, command: { service: RpcService; name: string }, payload: unknown) => {
  const response = await fetch(`${base}${rpcPath(command.service, command.name)}`, {
    method: "POST",
    body: JSON.stringify(payload),
  });
  if (!response.ok) throw new Error(`${command.name}: ${response.status}`);
  return response.json();
};

/** Events listed over the five simulated sports, counted through the day strip's counters. */
const listedEvents = async (base: string): Promise<number> => {
  let total = 0;
  for (const code of FULL_SPORT_CODES) {
    const answer = (await rpc(base, GetLineEventsCounters, {
      sportId: fullSport(code).id,
      timeZoneOffset: 0,
    })) as { days: Array<{ count: number }> };
    for (const day of answer.days) total += day.count;
  }
  return total;
};

/**
 * The simulator opens its far fixtures a few per tick: the line is whole once the count of listed
 * events has stopped growing for 10 s (matches still start and end, but none is added any more).
 */
const waitForWholeLine = async (app: Child): Promise<number> => {
  let last = -1;
  let steadySince = Date.now();
  let events = 0;
  await waitFor(app, "the whole line", WHOLE_LINE_TIMEOUT_MS, async () => {
    events = await listedEvents(app.url);
    if (events !== last) {
      last = events;
      steadySince = Date.now();
    }
    await sleep(1500);
    return events > 0 && Date.now() - steadySince >= 10_000;
  });
  return events;
};

const rssMb = (pid: number): number => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
};

const checked = (what: string, result: LoadResult): LoadResult => {
  const other = Object.keys(result.statuses).filter((status) => status !== "200");
  if (result.errors > 0 || other.length > 0 || result.requests === 0) {
    throw new Error(
      `${what}: ${result.requests} answers ${JSON.stringify(result.statuses)}, ${result.errors} errors`,
    );
  }
  return result;
};

const load = async (what: string, url: string, connections: number) =>
  checked(what, await runLoad({ url, connections, warmupMs: WARMUP_MS, durationMs: DURATION_MS }));

const latency = (r: LoadResult) => `${fmt(r.p50Ms, 2)} ms / ${fmt(r.p99Ms, 2)} ms`;
const withMax = (r: LoadResult) => `${latency(r)} / ${fmt(r.maxMs, 1)} ms`;

interface ModeFigures {
  readonly mode: string;
  readonly opening1: LoadResult;
  readonly events: number;
  readonly rssWholeLine: number;
  readonly rssAfter: number;
  readonly bare50: LoadResult;
  readonly bare1: LoadResult;
  readonly time50: LoadResult;
  readonly time1: LoadResult;
  readonly homeTop20: LoadResult;
}

const measureMode = async (mode: string | undefined): Promise<ModeFigures> => {
  const app = await startApp(mode);
  try {
    // Right after start the simulator opens its far fixtures (80 ms of work every 500 ms tick).
    const opening1 = checked(
      "get_current_time while the line opens",
      await runLoad({ url: currentTimeUrl(app.url), connections: 1, warmupMs: 0, durationMs: OPENING_MS }),
    );
    const events = await waitForWholeLine(app);
    const rssWholeLine = rssMb(app.process.pid!);
    // The baseline runs beside the live server, so both share the machine with its simulator.
    const bare = await startBare();
    let bare50: LoadResult;
    let bare1: LoadResult;
    try {
      bare50 = await load("bare server, 50 connections", bare.url, 50);
      bare1 = await load("bare server, 1 connection", bare.url, 1);
    } finally {
      await bare.stop();
    }
    const time50 = await load("get_current_time, 50 connections", currentTimeUrl(app.url), 50);
    const time1 = await load("get_current_time, 1 connection", currentTimeUrl(app.url), 1);
    const answer = (await (await fetch(homeTopTextUrl(app.url))).json()) as {
      data?: { topEvents?: unknown[] };
      errors?: unknown;
    };
    if (!answer.data?.topEvents || answer.errors) {
      throw new Error(`the home query failed: ${JSON.stringify(answer).slice(0, 400)}`);
    }
    // Learned from the text above: the load sends the hash alone (a refusal answers 200 with errors).
    const byHash = (await (await fetch(homeTopUrl(app.url))).json()) as { data?: unknown; errors?: unknown };
    if (!byHash.data || byHash.errors) {
      throw new Error(`the persisted home query failed: ${JSON.stringify(byHash).slice(0, 400)}`);
    }
    const homeTop20 = await load("home query, 20 connections", homeTopUrl(app.url), 20);
    return {
      mode: mode ?? "default",
      opening1,
      events,
      rssWholeLine,
      rssAfter: rssMb(app.process.pid!),
      bare50,
      bare1,
      time50,
      time1,
      homeTop20,
    };
  } finally {
    await app.stop();
  }
};

const modeFigures = (m: ModeFigures): Figure[] => {
  const how = `${DURATION_MS / 1000} s after ${WARMUP_MS / 1000} s warm-up, simulator live`;
  const mode = `INGEST=${m.mode}`;
  return [
    {
      name: `serving (${mode}): get_current_time at 50 keep-alive connections, requests per second (${how}; ${fmt((m.time50.requestsPerSecond / m.bare50.requestsPerSecond) * 100)} % of the baseline; target ≥ 80 %)`,
      value: fmt(m.time50.requestsPerSecond),
      baselineName: "bare node:http JSON server, same run, beside the live server",
      baseline: fmt(m.bare50.requestsPerSecond),
    },
    {
      name: `serving (${mode}): get_current_time at 1 connection, latency p50 / p99 / max (target p99 < 10 ms)`,
      value: withMax(m.time1),
      baselineName: "bare node:http JSON server, 1 connection",
      baseline: withMax(m.bare1),
    },
    {
      name: `serving (${mode}): get_current_time at 1 connection in the first ${OPENING_MS / 1000} s after start, while the simulator opens its line, latency p50 / p99 / max (target p99 < 10 ms)`,
      value: withMax(m.opening1),
      baselineName: "the same once the whole line is open",
      baseline: withMax(m.time1),
    },
    {
      name: `serving (${mode}): GraphQL home query (topEvents + topTournaments, soccer; a persisted GET as the web app sends it) with bypassCache at 20 connections, p50 / p99 (${fmt(m.homeTop20.requestsPerSecond)} requests/s; target p99 < 20 ms)`,
      value: latency(m.homeTop20),
      baselineName: "target p99",
      baseline: "20 ms",
    },
    {
      name: `serving (${mode}): RSS of the server process with the whole line (${fmt(m.events)} listed events; ${fmt(m.rssAfter)} MB after the load)`,
      value: `${fmt(m.rssWholeLine)} MB`,
      baselineName: "target",
      baseline: "400 MB",
    },
  ];
};

const FRESH_DEMO_MS = 20_000;

/**
 * The first seconds of a fresh `npm start` (demo tipsters on, no tip yet): the world replays its last
 * 24 h at 240x (about 7 minutes) while the demo tipsters step every second; measured from the moment the
 * server answers, one client then 50 connections, 20 s each.
 */
const measureFreshDemo = async (mode: string | undefined) => {
  const app = await startApp(mode, true);
  try {
    const url = currentTimeUrl(app.url);
    const one = checked(
      "fresh demo, 1 connection",
      await runLoad({ url, connections: 1, warmupMs: 0, durationMs: FRESH_DEMO_MS }),
    );
    const fifty = checked(
      "fresh demo, 50 connections",
      await runLoad({ url, connections: 50, warmupMs: 0, durationMs: FRESH_DEMO_MS }),
    );
    return { one, fifty, rss: rssMb(app.process.pid!) };
  } finally {
    await app.stop();
  }
};

const freshDemoFigures = (mode: string, m: Awaited<ReturnType<typeof measureFreshDemo>>): Figure[] => [
  {
    name: `serving (INGEST=${mode}), a fresh demo replaying its day at 240x: get_current_time at 1 connection in the first ${FRESH_DEMO_MS / 1000} s, requests per second and p50 / p99 / max`,
    value: `${fmt(m.one.requestsPerSecond)}; ${withMax(m.one)}`,
    baselineName: "target p99",
    baseline: "10 ms",
  },
  {
    name: `serving (INGEST=${mode}), the same, the next ${FRESH_DEMO_MS / 1000} s at 50 connections, requests per second and p50 / p99 / max (RSS ${fmt(m.rss)} MB after)`,
    value: `${fmt(m.fifty.requestsPerSecond)}; ${withMax(m.fifty)}`,
    baselineName: "—",
    baseline: "—",
  },
];

/**
 * Issue 10 item 2: what a visitor gets from the serving loop while the simulator runs, beside a bare
 * node:http server measured in the same run. One server per ingest mode (SERVING_BENCH_INGEST, comma-
 * separated; the server's default when unset), each measured once its whole line is open.
 */
export const servingBench = async (): Promise<Figure[]> => {
  const modes = process.env.SERVING_BENCH_INGEST?.split(",").filter(Boolean) ?? [undefined];
  const figures: Figure[] = [];
  for (const mode of modes) figures.push(...modeFigures(await measureMode(mode)));
  for (const mode of modes)
    figures.push(...freshDemoFigures(mode ?? "default", await measureFreshDemo(mode)));
  return figures;
};
