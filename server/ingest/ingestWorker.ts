import { parentPort, workerData } from "node:worker_threads";
import { Layer, ManagedRuntime } from "effect";
import { AccountsConfig } from "../accounts/AccountsConfig";
import { Database } from "../db/Database";
import { openDatabase } from "../db/openDatabase";
import { openPostgres } from "../db/postgresDriver";
import { servePortDriver } from "../db/servePortDriver";
import { FeedEngine } from "../feed/FeedEngine";
import { makeFeedStore } from "../feed/feedStore";
import { LineFeed } from "../feed/LineFeed";
import { JobQueue } from "../jobs/JobQueue";
import { makeLogger } from "../log";
import { SportsClock } from "../provider/SportsClock";
import { makeSimulatorProvider, type SimulatorProvider } from "../provider/simulator/SimulatorProvider";
import { makeRealtimeHub } from "../realtime/hub";
import { makeTopicRegistry } from "../realtime/topics";
import { type MarketplaceTimers, startMarketplaceTimers } from "../tips/marketplaceTimers";
import type { FromIngestWorker, IngestWorkerData, ToIngestWorker } from "./ingestProtocol";

/**
 * The ingest worker (issue 10 item 2): the simulator, the feed engine's commit path (the whole line
 * diffed, the log written, the state tables flushed) and PGlite run here, off the serving event loop.
 * Each committed batch goes to the serving thread, whose engine folds it into its tree and publishes it.
 * The marketplace's timers run here too, reading this engine's line.
 */
const data = workerData as IngestWorkerData;
const port = parentPort!;
const post = (message: FromIngestWorker) => port.postMessage(message);
const logger = makeLogger(data.logLevel, data.production);

// With DATABASE_URL the serving thread has migrated already and keeps a pool of its own.
const driver = data.databaseUrl
  ? await openPostgres(data.databaseUrl)
  : await openDatabase({ dataDir: data.dataDir, databaseUrl: undefined });
if (!data.databaseUrl) servePortDriver(driver, data.sql);
post({ type: "database-ready" });
const alive = setInterval(() => post({ type: "alive" }), 1000);

const topics = makeTopicRegistry();
// Nobody subscribes here: views are the serving thread's. The engine only needs somewhere to publish.
const hub = makeRealtimeHub({
  topics,
  logger,
  authenticate: async () => ({ code: "realtime.unavailable", message: "no clients on the ingest worker" }),
});
let provider: SimulatorProvider | undefined;
let engine: FeedEngine | undefined;
let runtime:
  | ManagedRuntime.ManagedRuntime<Database | LineFeed | SportsClock | AccountsConfig | JobQueue, never>
  | undefined;
let marketplace: MarketplaceTimers | undefined;

const start = async (message: Extract<ToIngestWorker, { type: "start" }>): Promise<void> => {
  provider = makeSimulatorProvider({
    seed: data.simulator.seed,
    speed: data.simulator.speed,
    realStart: message.realStart,
    ...(data.simulator.sports ? { sports: data.simulator.sports } : {}),
    ...(data.simulator.tickMs ? { tickMs: data.simulator.tickMs } : {}),
    ...(message.catchUp ? { catchUp: message.catchUp } : {}),
  });
  const store = makeFeedStore(driver);
  const stored = await store.load();
  // Gaps are answered on the serving thread: here no ring and no history for them are kept.
  const lines = new Map([...stored].map(([sportId, sport]) => [sportId, { ...sport, history: undefined }]));
  engine = await FeedEngine.start({
    provider,
    store: { ...store, load: async () => lines },
    hub,
    topics,
    logger,
    ringSize: 1,
    ...data.feed,
    onCommitted: (batch) => post({ type: "batch", batch }),
  });
  // Settlement, the rankings and the demo tipsters: scheduled work, kept off the serving loop with the line.
  const line = engine;
  runtime = ManagedRuntime.make(
    Layer.mergeAll(
      AccountsConfig.layer({
        authSecret: data.marketplace.authSecret,
        publicUrl: data.marketplace.publicUrl,
      }),
      Layer.succeed(LineFeed, line),
      Layer.succeed(SportsClock, { now: provider.now }),
      // The demo tipsters' notifications are jobs for the serving thread's runner, which finds them by polling.
      JobQueue.layer(() => undefined),
    ).pipe(Layer.provideMerge(Database.fromDriver(driver))),
  );
  const clock = provider.clock;
  marketplace = startMarketplaceTimers({
    runtime,
    logger,
    timers: true,
    ...(data.marketplace.demoTipsters ? { demo: { seed: data.simulator.seed, busy: clock.catchingUp } } : {}),
  });
  // NOTE: a batch may be committed and posted before this: the serving thread skips versions it holds.
  post({ type: "started", sports: [...stored] });
};

const stop = async (): Promise<void> => {
  clearInterval(alive);
  await marketplace?.stop();
  await runtime?.dispose();
  await engine?.stop();
  await hub.close();
  await driver.close();
  post({ type: "stopped" });
  port.close();
};

/** In a worker, `process.exit` ends the thread: the serving thread hears the exit code and acts on it. */
const fail = (what: string) => (error: unknown) => {
  logger.error(`ingest worker: ${what} failed`, {
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
  process.exit(1);
};

port.on("message", (message: ToIngestWorker) => {
  switch (message.type) {
    case "start":
      start(message).catch(fail("start"));
      return;
    case "advance":
      provider?.advance(message.ms);
      return;
    case "stop":
      stop().catch(fail("stop"));
      return;
  }
});
