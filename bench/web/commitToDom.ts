import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { type Browser, chromium, type Page } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/chromium.ts";
import { type Figure, fmt, percentile } from "../measure";
import { type PaintSample, paintLatencies } from "./commitLog";
import { type CommitToDomServer, startCommitToDomServer } from "./commitToDomServer";
import { PAINT_PROBE } from "./paintProbe";
import { rendererMainCpuMs } from "./rendererCpu";

/**
 * Server commit to DOM (issue 7, deliverable 5): the live soccer list open in Chromium while the server
 * commits 1,000 main-market price changes a second; how long from each commit (the moment the feed
 * engine's write resolved) to the frame that shows the changed cell, beside a bare websocket echo into
 * plain cells fed the same commits; then the long tasks during a burst of 100 batches committed as fast
 * as the engine goes. Both clocks are `Date.now()` on one machine.
 */
export interface CommitToDomOptions {
  /** The built app; built there (vite) when it holds no index.html. */
  readonly webDir?: string;
  /** The app server's port (0: any free port). */
  readonly port?: number;
  readonly viewport?: { readonly width: number; readonly height: number };
  /** Live events on the line (rows of the list). */
  readonly events?: number;
  readonly changesPerSecond?: number;
  readonly batchesPerSecond?: number;
  readonly warmUpSeconds?: number;
  readonly steadySeconds?: number;
  readonly burstBatches?: number;
  /** Rounds of both pages; figures are the medians over rounds. */
  readonly rounds?: number;
  readonly chromiumPath?: string;
  /** Progress lines (stderr by default). */
  readonly log?: (line: string) => void;
}

export interface PageFigures {
  readonly page: string;
  /** Rows and prices in the DOM once loaded (the list is not virtualised: off-screen rows count). */
  readonly rows: number;
  readonly prices: number;
  /** Price changes committed in the measured window, and how many of them were seen painted. */
  readonly committed: number;
  readonly painted: number;
  /** The page's main-thread CPU per committed batch, 4 s of the same load traced after the window. */
  readonly cpuPerBatch: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  readonly steadyLongestTask: number;
  readonly burstLongestTask: number;
  readonly burstLongTasksOver50: number;
  /** Commit-to-paint p99 of the burst's changes (the page catching up). */
  readonly burstP99: number;
  /** How long the engine took to commit the burst's batches. */
  readonly burstCommitMs: number;
}

export interface CommitToDomResult {
  readonly app: PageFigures;
  readonly bare: PageFigures;
  readonly rounds: ReadonlyArray<{ readonly app: PageFigures; readonly bare: PageFigures }>;
  readonly targets: { readonly p99Under100: boolean; readonly noLongTaskOver50: boolean };
  readonly figures: Figure[];
  /** The Markdown table printed when run alone. */
  readonly table: string;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, Math.max(0, ms)));

interface ProbeState {
  readonly samples: PaintSample[];
  readonly longTasks: Array<{ readonly at: number; readonly duration: number }>;
}

const readProbe = (page: Page): Promise<ProbeState> =>
  page.evaluate(() => {
    const probe = (window as unknown as { __paintProbe: ProbeState }).__paintProbe;
    return { samples: probe.samples, longTasks: probe.longTasks };
  });

const sampleCount = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __paintProbe: ProbeState }).__paintProbe.samples.length);

/** Waits until the page stops painting new prices (no new sample for `quietMs`), at most `limitMs`. */
const waitQuiet = async (page: Page, quietMs: number, limitMs: number): Promise<void> => {
  const until = Date.now() + limitMs;
  let last = await sampleCount(page);
  let lastChange = Date.now();
  while (Date.now() < until && Date.now() - lastChange < quietMs) {
    await sleep(100);
    const now = await sampleCount(page);
    if (now !== last) {
      last = now;
      lastChange = Date.now();
    }
  }
};

const longTasksIn = (state: ProbeState, from: number, to: number) =>
  state.longTasks.filter((task) => task.at + task.duration >= from && task.at <= to);

interface Pace {
  readonly perBatch: number;
  readonly intervalMs: number;
  readonly warmUpMs: number;
  readonly steadyMs: number;
  readonly burstBatches: number;
  /** The traced stretch of steady load that measures the page's CPU. */
  readonly cpuMs: number;
}

const measurePage = async (
  browser: Browser,
  server: CommitToDomServer,
  name: string,
  url: string,
  viewport: { width: number; height: number },
  pace: Pace,
): Promise<PageFigures> => {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  try {
    await page.addInitScript(PAINT_PROBE);
    await page.goto(url);
    await page.waitForFunction(
      (n) => document.querySelectorAll("[data-event-id] .odds__price").length >= n,
      server.cells.length,
      { timeout: 60_000 },
    );
    const { rows, prices } = await page.evaluate(() => ({
      rows: document.querySelectorAll("[data-event-id]").length,
      prices: document.querySelectorAll("[data-event-id] .odds__price").length,
    }));
    // Let the page settle (its first requests, fonts, the subscription) before the load starts.
    await sleep(1500);

    const steadyLoad = async (ms: number) => {
      const start = Date.now();
      for (let n = 1; Date.now() < start + ms; n++) {
        server.push(pace.perBatch);
        await sleep(start + n * pace.intervalMs - Date.now());
      }
    };
    const from = Date.now() + pace.warmUpMs;
    const to = from + pace.steadyMs;
    await steadyLoad(pace.warmUpMs + pace.steadyMs);
    await server.settled();
    await waitQuiet(page, 500, 5000);

    // The renderer's CPU under the same load, traced apart so the trace's cost stays out of the latencies.
    await browser.startTracing(page, { categories: ["disabled-by-default-devtools.timeline"] });
    const cpuFrom = Date.now();
    await steadyLoad(pace.cpuMs);
    const cpuTo = Date.now();
    await server.settled();
    await waitQuiet(page, 500, 5000);
    const cpuMs = rendererMainCpuMs(await browser.stopTracing());

    const burstFrom = Date.now();
    for (let n = 0; n < pace.burstBatches; n++) {
      server.push(pace.perBatch);
      await server.settled();
    }
    const burstCommitted = Date.now();
    await waitQuiet(page, 500, 10_000);
    const burstTo = Date.now();

    const state = await readProbe(page);
    const steady = paintLatencies(server.commits, state.samples, from, to);
    const burst = paintLatencies(server.commits, state.samples, burstFrom, burstCommitted);
    const steadyTasks = longTasksIn(state, from, to);
    const burstTasks = longTasksIn(state, burstFrom, burstTo);
    const longest = (tasks: ReadonlyArray<{ duration: number }>) =>
      tasks.reduce((max, task) => Math.max(max, task.duration), 0);
    return {
      page: name,
      rows,
      prices,
      committed: steady.committed,
      cpuPerBatch: cpuMs / server.commits.batchesBetween(cpuFrom, cpuTo),
      painted: steady.painted,
      p50: percentile(steady.latencies, 50),
      p99: percentile(steady.latencies, 99),
      max: steady.latencies[steady.latencies.length - 1] ?? Number.NaN,
      steadyLongestTask: longest(steadyTasks),
      burstLongestTask: longest(burstTasks),
      burstLongTasksOver50: burstTasks.filter((task) => task.duration > 50).length,
      burstP99: percentile(burst.latencies, 99),
      burstCommitMs: burstCommitted - burstFrom,
    };
  } finally {
    await context.close();
  }
};

const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const medianFigures = (all: ReadonlyArray<PageFigures>): PageFigures => {
  const pick = (key: Exclude<keyof PageFigures, "page">) => median(all.map((figures) => figures[key]));
  return {
    page: all[0]!.page,
    rows: pick("rows"),
    prices: pick("prices"),
    committed: pick("committed"),
    painted: pick("painted"),
    cpuPerBatch: pick("cpuPerBatch"),
    p50: pick("p50"),
    p99: pick("p99"),
    max: pick("max"),
    steadyLongestTask: pick("steadyLongestTask"),
    burstLongestTask: pick("burstLongestTask"),
    burstLongTasksOver50: pick("burstLongTasksOver50"),
    burstP99: pick("burstP99"),
    burstCommitMs: pick("burstCommitMs"),
  };
};

const ensureBuilt = (webDir: string, log: (line: string) => void): void => {
  if (existsSync(resolve(webDir, "index.html"))) return;
  log(`building the web app into ${webDir}…`);
  const built = spawnSync(
    "npx",
    ["vite", "build", "--outDir", resolve(webDir), "--emptyOutDir", "--logLevel", "warn"],
    { stdio: "inherit" },
  );
  if (built.status !== 0) throw new Error(`vite build into ${webDir} failed`);
};

const ms = (value: number) => (Number.isNaN(value) ? "–" : `${fmt(value)} ms`);

export const runCommitToDomBench = async (options: CommitToDomOptions = {}): Promise<CommitToDomResult> => {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const webDir = options.webDir ?? "dist/web-c2d";
  const viewport = options.viewport ?? { width: 1440, height: 900 };
  const events = options.events ?? 300;
  const changesPerSecond = options.changesPerSecond ?? 1000;
  const batchesPerSecond = options.batchesPerSecond ?? 20;
  const pace: Pace = {
    perBatch: Math.round(changesPerSecond / batchesPerSecond),
    intervalMs: 1000 / batchesPerSecond,
    warmUpMs: (options.warmUpSeconds ?? 3) * 1000,
    steadyMs: (options.steadySeconds ?? 12) * 1000,
    burstBatches: options.burstBatches ?? 100,
    cpuMs: 4000,
  };
  ensureBuilt(webDir, log);

  // The machine's load beside the figures: on a shared machine the renderer waits for a core.
  const loadBefore = loadavg()[0]!;
  const server = await startCommitToDomServer({ webDir, port: options.port ?? 3205, events });
  const browser = await chromium.launch({
    executablePath: options.chromiumPath ?? CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  const rounds: Array<{ app: PageFigures; bare: PageFigures }> = [];
  try {
    for (let round = 1; round <= (options.rounds ?? 1); round++) {
      log(`commit to DOM, round ${round}: the app's live list…`);
      const app = await measurePage(
        browser,
        server,
        "app",
        `${server.appUrl}/en-us/live/soccer`,
        viewport,
        pace,
      );
      log(`  p50 ${ms(app.p50)}, p99 ${ms(app.p99)}, burst longest task ${ms(app.burstLongestTask)}`);
      log(`commit to DOM, round ${round}: the bare echo…`);
      const bare = await measurePage(browser, server, "bare echo", server.bareUrl, viewport, pace);
      log(`  p50 ${ms(bare.p50)}, p99 ${ms(bare.p99)}, burst longest task ${ms(bare.burstLongestTask)}`);
      rounds.push({ app, bare });
    }
  } finally {
    await browser.close();
    await server.close();
  }

  const load1 = `load average ${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`;
  const app = medianFigures(rounds.map((round) => round.app));
  const bare = medianFigures(rounds.map((round) => round.bare));
  const targets = { p99Under100: app.p99 < 100, noLongTaskOver50: app.burstLongTasksOver50 === 0 };
  const load = `${fmt(changesPerSecond)} changes/s in ${fmt(batchesPerSecond)} batches/s`;
  const where = `${viewport.width}x${viewport.height}, ${fmt(app.rows)} rows in the DOM`;
  const medianOf = rounds.length > 1 ? `, median of ${rounds.length} rounds` : "";
  const figures: Figure[] = [
    {
      name: `server commit to painted odds cell, live list (${where}, ${load}${medianOf}), p50 / p99 / max (target p99 < 100 ms: ${targets.p99Under100 ? "met" : "missed"})`,
      value: `${ms(app.p50)} / ${ms(app.p99)} / ${ms(app.max)} (${fmt(app.painted)} of ${fmt(app.committed)} painted)`,
      baselineName: "bare websocket echo into plain cells, same commits",
      baseline: `${ms(bare.p50)} / ${ms(bare.p99)} / ${ms(bare.max)} (${fmt(bare.painted)} of ${fmt(bare.committed)} painted)`,
    },
    {
      name: `longest task / tasks over 50 ms during a burst of ${pace.burstBatches} batches (target none over 50 ms: ${targets.noLongTaskOver50 ? "met" : "missed"})`,
      value: `${ms(app.burstLongestTask)} / ${fmt(app.burstLongTasksOver50)}`,
      baselineName: "bare websocket echo",
      baseline: `${ms(bare.burstLongestTask)} / ${fmt(bare.burstLongTasksOver50)}`,
    },
    {
      name: `page main-thread CPU per batch of ${pace.perBatch} price changes (thread time, whatever the machine's load)`,
      value: `${fmt(app.cpuPerBatch, 1)} ms`,
      baselineName: "bare websocket echo",
      baseline: `${fmt(bare.cpuPerBatch, 1)} ms`,
    },
  ];
  const row = (f: PageFigures) =>
    `| ${f.page} | ${fmt(f.rows)} | ${fmt(f.painted)} / ${fmt(f.committed)} | ${fmt(f.cpuPerBatch, 1)} ms | ${ms(f.p50)} | ${ms(f.p99)} | ${ms(f.max)} | ${ms(f.steadyLongestTask)} | ${ms(f.burstLongestTask)} | ${fmt(f.burstLongTasksOver50)} | ${ms(f.burstP99)} | ${ms(f.burstCommitMs)} |`;
  const table = [
    `Commit to DOM: ${load}, ${where}${medianOf}; clocks: Date.now() in server and page; ${load1}`,
    "",
    "| page | rows | painted / committed | renderer CPU per batch | p50 | p99 | max | longest task (steady) | longest task (burst) | tasks > 50 ms (burst) | burst p99 | burst commit time |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
    row(app),
    row(bare),
    "",
    `target p99 < 100 ms: ${targets.p99Under100 ? "met" : `missed by ${ms(app.p99 - 100)}`}; no long task over 50 ms in the burst: ${targets.noLongTaskOver50 ? "met" : `missed (${fmt(app.burstLongTasksOver50)} tasks, longest ${ms(app.burstLongestTask)})`}`,
  ].join("\n");
  return { app, bare, rounds, targets, figures, table };
};

const flag = (name: string): string | undefined => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const viewport = flag("viewport")?.split("x").map(Number);
  const result = await runCommitToDomBench({
    ...(flag("rounds") ? { rounds: Number(flag("rounds")) } : {}),
    ...(flag("port") ? { port: Number(flag("port")) } : {}),
    ...(flag("web-dir") ? { webDir: flag("web-dir") } : {}),
    ...(flag("steady") ? { steadySeconds: Number(flag("steady")) } : {}),
    ...(viewport?.length === 2 ? { viewport: { width: viewport[0]!, height: viewport[1]! } } : {}),
  });
  console.log(result.table);
  process.exit(0);
}
