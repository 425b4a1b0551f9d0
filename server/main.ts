import { DEFAULT_ACCOUNT_POLICY, withoutAddressLimits } from "./accounts/accountPolicy";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/openDatabase";
import { startIngestWorker } from "./ingest/startIngestWorker";
import { makeLogger } from "./log";
import { makeSimulatorProvider } from "./provider/simulator/SimulatorProvider";
import { makeSimulatorStatistics } from "./provider/simulator/statistics/makeSimulatorStatistics";
import { loadPageRenderer } from "./ssr/loadPageRenderer";
import { warmStatistics } from "./statistics/warmStatistics";
import { demoHistory } from "./tips/demo/demoHistory";

/** `npm start` / `npm run serve`: one process serving the web app, RPC, GraphQL and the websocket. */
const config = loadConfig();
const logger = makeLogger(config.logLevel, config.production);

// Issue 10 item 2: by default (INGEST=worker) the simulator, the feed's commit path and PGlite run on a
// worker thread, off the serving event loop.
const ingest =
  config.ingest === "worker"
    ? await startIngestWorker({
        config,
        logger,
        // Logged by the ingest side; the line can no longer move, so the process stops for its supervisor.
        onFailure: () => process.exit(1),
      })
    : undefined;
const driver = ingest ? ingest.driver : await openDatabase(config);
const history = await demoHistory(driver, config);
const provider = ingest
  ? await ingest.startSimulator(history ? { catchUp: history } : {})
  : makeSimulatorProvider({
      seed: config.simSeed,
      speed: config.simSpeed,
      ...(history ? { catchUp: history } : {}),
    });
logger.info(
  `simulator: seed ${config.simSeed}, speed ${config.simSpeed}x, ${ingest ? "on the ingest worker thread" : "on the serving thread (INGEST=inline)"}`,
);
if (history) {
  const minutes = Math.ceil(history.behindMs / (history.speed - config.simSpeed) / 60_000);
  logger.info(
    `a fresh demo: the world replays its last ${config.demoHistoryHours} h at ${history.speed}x (about ${minutes} min) before it runs in real time; DEMO_HISTORY_HOURS=0 turns it off`,
  );
}
// The statistics pages' history (issue 9) is the same seeded world, read on the serving thread at the
// provider's clock: deterministic from the seed, so it agrees with the line the worker commits.
const statistics = makeSimulatorStatistics({
  seed: config.simSeed,
  now: provider.now,
  // Inline (INGEST=inline) the two share the simulator's fixtures and its cache of match outcomes.
  ...("book" in provider ? { book: provider.book } : {}),
});
const pages = await loadPageRenderer(config.webDir, config.ssrDir);
if (!pages)
  logger.warn(`no server-rendering build in ${config.ssrDir}: pages are rendered in the browser only`);
const app = await createApp({
  config,
  driver,
  logger,
  provider,
  statistics,
  ...("feedStore" in provider ? { feedStore: provider.feedStore, feedOptions: provider.feedOptions } : {}),
  ...(config.simControl ? { simControl: provider } : {}),
  replayingHistory: provider.clock.catchingUp,
  // With the ingest worker, settlement, the rankings and the demo tipsters run there (issue 10 item 2).
  marketplaceTimers: ingest ? "elsewhere" : "here",
  ...(config.addressRateLimits ? {} : { accountPolicy: withoutAddressLimits(DEFAULT_ACCOUNT_POLICY) }),
  ...(pages ? { pages } : {}),
});
if (config.simControl) logger.warn("SIM_CONTROL=on: POST /dev/sim/advance moves the simulator's clock");
if (!config.addressRateLimits)
  logger.warn("ADDRESS_RATE_LIMITS=off: account flows are not limited per address");

app.server.once("error", (error: NodeJS.ErrnoException) => {
  logger.error(
    error.code === "EADDRINUSE"
      ? `port ${config.port} is already in use: stop the other server or set PORT`
      : `cannot listen on port ${config.port}: ${error.message}`,
  );
  void driver.close().finally(() => process.exit(1));
});
const warmUp = new AbortController();
app.server.listen(config.port, config.host, () => {
  const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite at ${config.dataDir}`;
  logger.info(`FunsClub is serving http://localhost:${config.port}/en-us/ (storage: ${where})`);
  void warmStatistics(statistics, config.statisticsWarmUp, logger, warmUp.signal);
});

let stopping = false;
const stop = async (signal: string): Promise<void> => {
  if (stopping) return;
  stopping = true;
  warmUp.abort();
  logger.info(`${signal} received, shutting down`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.close();
  await driver.close();
  process.exit(0);
};
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));
