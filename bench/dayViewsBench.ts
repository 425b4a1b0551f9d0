import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { Worker } from "node:worker_threads";
import { GetLineEventsCounters } from "../domain/feed/commands";
import { dayWindow, isDayInWindow } from "../domain/feed/dayWindow";
import { MAX_TIME_ZONE_OFFSET_SECONDS, MIN_TIME_ZONE_OFFSET_SECONDS } from "../domain/feed/timeZoneOffset";
import { type LineView, viewTopic } from "../domain/feed/views";
import { MAX_SUBSCRIPTIONS_PER_SOCKET } from "../domain/realtime/subscriptionLimits";
import { GetCurrentTime } from "../domain/rpc/frontServer";
import { RPC_GET_PAYLOAD_PARAM, rpcPath } from "../domain/rpc/services";
import { FULL_SPORT_CODES, fullSport } from "../domain/sports/catalogue";
import { migrate } from "../server/db/migrate";
import { openPglite } from "../server/db/pgliteDriver";
import { FeedEngine } from "../server/feed/FeedEngine";
import { makeFeedStore } from "../server/feed/feedStore";
import { makeLogger } from "../server/log";
import { makeManualProvider } from "../server/provider/manualProvider";
import { makeRealtimeHub } from "../server/realtime/hub";
import { makeTopicRegistry } from "../server/realtime/topics";
import { type LoadResult, runLoad } from "./httpLoad";
import { type Figure, fmt } from "./measure";
import { spawnServer, waitFor } from "./serverProcess";
import { moveOdds, syntheticLine } from "./syntheticLine";

/**
 * Issue 10 item 1: what 1,000 distinct day views cost everyone else. The real server in a process of its
 * own, the simulator live at real speed; get_current_time at 1 and 10 connections with no view subscribed,
 * then with 1,000 distinct (sport, date, offset) day views held by 20 websocket clients of 50 topics each.
 * NOTE: each socket comes as its own client address, through a trusted proxy (TRUSTED_PROXIES=127.0.0.1
 * and X-Forwarded-For): 1,000 views are 1,000 users' pages, not one client past the per-address bound.
 */
const VIEWS = 1000;
const CONNECTIONS = [1, 10];
const WARMUP_MS = 1000;
const DURATION_MS = 5000;
const WHOLE_LINE_TIMEOUT_MS = 300_000;

const startServer = async () => {
  const server = await spawnServer({ DEMO_TIPSTERS: "off", TRUSTED_PROXIES: "127.0.0.1" });
  return {
    child: server.process,
    url: server.url,
    waitFor: (what: string, timeoutMs: number, ready: () => Promise<boolean>) =>
      waitFor(server, what, timeoutMs, ready),
    stop: server.stop,
  };
};

const currentTimeUrl = (base: string) =>
  `${base}${rpcPath(GetCurrentTime.service, GetCurrentTime.name)}?${RPC_GET_PAYLOAD_PARAM}=${Buffer.from("{}").toString("base64")}`;

const dayCounts = async (base: string, sportId: string, timeZoneOffset: number) => {
  const response = await fetch(
    `${base}${rpcPath(GetLineEventsCounters.service, GetLineEventsCounters.name)}`,
    {
      method: "POST",
      body: JSON.stringify({ sportId, timeZoneOffset }),
    },
  );
  if (!response.ok) throw new Error(`get_line_events_counters: ${response.status}`);
  return ((await response.json()) as { days: Array<{ date: string; count: number }> }).days;
};

const OFFSETS = Array.from(
  { length: (MAX_TIME_ZONE_OFFSET_SECONDS - MIN_TIME_ZONE_OFFSET_SECONDS) / 900 + 1 },
  (_, i) => MIN_TIME_ZONE_OFFSET_SECONDS + i * 900,
);

/**
 * 1,000 distinct day views, those holding events first (every sport, every quarter-hour offset, each
 * listed day), then empty days of the window: the attack in the issue asked for any (date, offset).
 */
const pickViews = async (base: string, now: number): Promise<{ views: LineView[]; withEvents: number }> => {
  const full: LineView[] = [];
  const empty: LineView[] = [];
  for (const timeZoneOffset of OFFSETS) {
    for (const code of FULL_SPORT_CODES) {
      const sportId = fullSport(code).id;
      const days = await dayCounts(base, sportId, timeZoneOffset);
      const listed = new Set(days.filter((d) => d.count > 0).map((d) => d.date));
      // NOTE: a day away from the window's edges, in case the sports clock and this one differ a little.
      const inWindow = (date: string) =>
        isDayInWindow(date, timeZoneOffset, now - 86_400_000) &&
        isDayInWindow(date, timeZoneOffset, now + 86_400_000);
      for (const date of listed)
        if (inWindow(date)) full.push({ kind: "day", sportId, date, timeZoneOffset });
      const { first } = dayWindow(now, timeZoneOffset);
      for (let k = 0; k < 16; k++) {
        const date = new Date(Date.parse(first) + k * 86_400_000).toISOString().slice(0, 10);
        if (!listed.has(date) && inWindow(date)) empty.push({ kind: "day", sportId, date, timeZoneOffset });
      }
    }
  }
  const views = [...full, ...empty].slice(0, VIEWS);
  return { views, withEvents: Math.min(full.length, VIEWS) };
};

/** Opens the websocket clients in a worker thread, each socket subscribed to its 50 views. */
const holdViews = async (wsUrl: string, views: ReadonlyArray<LineView>) => {
  const groups: string[][] = [];
  for (let i = 0; i < views.length; i += MAX_SUBSCRIPTIONS_PER_SOCKET)
    groups.push(views.slice(i, i + MAX_SUBSCRIPTIONS_PER_SOCKET).map(viewTopic));
  const worker = new Worker(new URL("./dayViewClients.mjs", import.meta.url), {
    workerData: { url: wsUrl, groups },
  });
  const ask = <T>(message: unknown) =>
    new Promise<T>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
      if (message) worker.postMessage(message);
    });
  const ready = await ask<{ type: string; message?: string }>(undefined);
  if (ready.type !== "ready") throw new Error(`subscribing the day views failed: ${ready.message}`);
  return {
    count: () => ask<{ frames: number; bytes: number }>({ type: "count" }),
    close: async () => {
      await ask({ type: "close" });
      await worker.terminate();
    },
  };
};

const rssMb = (pid: number): number => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
};

const load = async (url: string, connections: number): Promise<LoadResult> => {
  const result = await runLoad({ url, connections, warmupMs: WARMUP_MS, durationMs: DURATION_MS });
  const other = Object.keys(result.statuses).filter((status) => status !== "200");
  if (result.errors > 0 || other.length > 0 || result.requests === 0)
    throw new Error(`get_current_time: ${JSON.stringify(result.statuses)}, ${result.errors} errors`);
  return result;
};

const latency = (r: LoadResult) => `${fmt(r.p50Ms, 2)} ms / ${fmt(r.p99Ms, 2)} ms`;

/** Waits until the simulator has opened its whole line: the count of listed events steady for 10 s. */
const wholeLine = async (server: Awaited<ReturnType<typeof startServer>>): Promise<number> => {
  let last = -1;
  let steadySince = Date.now();
  await server.waitFor("the whole line", WHOLE_LINE_TIMEOUT_MS, async () => {
    let events = 0;
    for (const code of FULL_SPORT_CODES)
      for (const day of await dayCounts(server.url, fullSport(code).id, 0)) events += day.count;
    if (events !== last) {
      last = events;
      steadySince = Date.now();
    }
    await sleep(1500);
    return events > 0 && Date.now() - steadySince >= 10_000;
  });
  return last;
};

const servingFigures = async (): Promise<Figure[]> => {
  const server = await startServer();
  try {
    await server.waitFor("server start", 120_000, async () => (await fetch(currentTimeUrl(server.url))).ok);
    const events = await wholeLine(server);
    const timeUrl = currentTimeUrl(server.url);
    const before = new Map<number, LoadResult>();
    for (const connections of CONNECTIONS) before.set(connections, await load(timeUrl, connections));
    const rssBefore = rssMb(server.child.pid!);

    const now = ((await (await fetch(timeUrl)).json()) as { time: number }).time;
    const { views, withEvents } = await pickViews(server.url, now);
    const held = await holdViews(`${server.url.replace("http", "ws")}/ws`, views);
    // Let every view take a few batches before measuring.
    await sleep(5000);
    const framesBefore = await held.count();
    const started = Date.now();
    const after = new Map<number, LoadResult>();
    for (const connections of CONNECTIONS) after.set(connections, await load(timeUrl, connections));
    const framesAfter = await held.count();
    const rssAfter = rssMb(server.child.pid!);
    const framesPerSecond = ((framesAfter.frames - framesBefore.frames) / (Date.now() - started)) * 1000;
    await held.close();

    const where = `simulator live, whole line (${fmt(events)} events)`;
    return [
      ...CONNECTIONS.map((connections) => ({
        name: `get_current_time p50 / p99 at ${connections} connection${connections > 1 ? "s" : ""} with ${fmt(views.length)} distinct day views subscribed (${fmt(withEvents)} holding events; 20 sockets, ${where})`,
        value: latency(after.get(connections)!),
        baselineName: "the same server a minute before, no view subscribed",
        baseline: latency(before.get(connections)!),
      })),
      {
        name: `server RSS with ${fmt(views.length)} day views subscribed (${fmt(framesPerSecond)} view batches pushed per second)`,
        value: `${fmt(rssAfter)} MB`,
        baselineName: "no view subscribed",
        baseline: `${fmt(rssBefore)} MB`,
      },
    ];
  } finally {
    await server.stop();
  }
};

/**
 * The engine alone: one batch of 50 live price moves over a synthetic line, with 1,000 distinct day
 * views watched, projected incrementally and (the switch kept for this comparison) by filtering the whole
 * line for every view as before issue 10.
 */
const projectionFigures = async (): Promise<Figure[]> => {
  const EVENTS = 3000;
  const STEPS = 15;
  const sport = {
    id: "bench-soccer",
    code: "soccer",
    name: "Soccer",
    priority: 10000,
    kind: "base" as const,
  };
  const perBatch = async (projection: "incremental" | "refilter", watched: number) => {
    const driver = await openPglite("memory://");
    await migrate(driver);
    const now = Date.UTC(2026, 10, 23, 12);
    const provider = makeManualProvider([sport], () => now);
    const topics = makeTopicRegistry();
    const logger = makeLogger("silent");
    const hub = makeRealtimeHub({ topics, logger, authenticate: async () => ({ code: "x", message: "x" }) });
    const store = makeFeedStore(driver);
    const engine = await FeedEngine.start({ provider, store, hub, topics, logger, projection });
    let line = syntheticLine(sport.id, EVENTS, now, 0.3);
    provider.push(sport.id, line);
    await engine.settled();
    const views: LineView[] = [];
    for (const timeZoneOffset of OFFSETS) {
      const { first } = dayWindow(now, timeZoneOffset);
      for (let k = 0; k < 16; k++) {
        const date = new Date(Date.parse(first) + k * 86_400_000).toISOString().slice(0, 10);
        views.push({ kind: "day", sportId: sport.id, date, timeZoneOffset });
      }
    }
    // Days with events first, as in the served figure.
    const held = (view: LineView) =>
      Object.keys(engine.snapshot(view).tree.sports[sport.id]?.categories ?? {}).length;
    views.sort((a, b) => held(b) - held(a));
    for (const view of views.slice(0, watched)) topics.subscribersChanged(viewTopic(view), 1, 0);
    const times: number[] = [];
    for (let step = 1; step <= STEPS; step++) {
      line = moveOdds(line, step, 50);
      const start = performance.now();
      provider.push(sport.id, line);
      await engine.settled();
      times.push(performance.now() - start);
    }
    await engine.stop();
    await hub.close();
    await driver.close();
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)]!;
  };
  const none = await perBatch("incremental", 0);
  const incremental = await perBatch("incremental", VIEWS);
  const refilter = await perBatch("refilter", VIEWS);
  const what = `commit of 50 price moves (synthetic line of 3,000 events, log write included), median`;
  return [
    {
      name: `${what}, ${fmt(VIEWS)} day views watched, incremental projection`,
      value: `${fmt(incremental, 2)} ms`,
      baselineName: "no view watched",
      baseline: `${fmt(none, 2)} ms`,
    },
    {
      name: `${what}, ${fmt(VIEWS)} day views watched, incremental projection`,
      value: `${fmt(incremental, 2)} ms`,
      baselineName: "the same views filtered from the whole line (before issue 10)",
      baseline: `${fmt(refilter, 2)} ms`,
    },
  ];
};

export const dayViewsBench = async (): Promise<Figure[]> => {
  const projection = await projectionFigures();
  for (const f of projection)
    process.stderr.write(`${f.name}: ${f.value} (${f.baselineName}: ${f.baseline})\n`);
  return [...projection, ...(await servingFigures())];
};
