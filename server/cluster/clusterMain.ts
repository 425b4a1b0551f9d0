import { createServer } from "node:http";
import { createApp } from "../app";
import { loadConfig, type ServerConfig } from "../config";
import { openDatabase } from "../db/openDatabase";
import type { SqlDriver } from "../db/SqlDriver";
import { HEALTH_PATH, sendHealth } from "../http/health";
import { type Logger, makeLogger } from "../log";
import { makeSimulatorProvider } from "../provider/simulator/SimulatorProvider";
import { loadPageRenderer } from "../ssr/loadPageRenderer";
import { demoHistory } from "../tips/demo/demoHistory";
import { type ClockOrigin, sharedClockOrigin } from "./clockOrigin";
import { clusterFeedSource } from "./clusterFeedSource";
import { ingestLease } from "./ingestLease";
import { openNatsBus } from "./natsBus";

/**
 * A process of cluster mode (`npm run cluster`, scripts/cluster/): ROLE=gateway serves HTTP, RPC, GraphQL,
 * the websocket and pages from the batches on NATS; ROLE=ingest stands by until it holds the advisory lock,
 * then runs the simulator, the feed's commit path (log in PostgreSQL, then NATS) and the marketplace's
 * timers. `npm start` never comes here.
 */
const config = loadConfig();
const logger = makeLogger(config.logLevel, config.production);
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

if (config.role === "all" || !config.databaseUrl || !config.natsUrl) {
  logger.error("a cluster process needs ROLE=gateway or ROLE=ingest, DATABASE_URL and NATS_URL");
  process.exit(1);
}

/** The cluster's one sports clock: whoever comes first proposes it, with a fresh demo's replay if due. */
const clockOrigin = async (driver: SqlDriver): Promise<ClockOrigin> => {
  const history = await demoHistory(driver, config);
  const now = Date.now();
  return sharedClockOrigin(driver, {
    realStart: now,
    simStart: config.simStart ?? now,
    speed: config.simSpeed,
    ...(history ? { catchUp: history } : {}),
  });
};

/** What a signal stops; each role sets it as it builds. */
let stop: () => Promise<void> = async () => {};
let stopping = false;
const onSignal = (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal} received, shutting down`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  void stop().finally(() => process.exit(0));
};
process.on("SIGINT", () => onSignal("SIGINT"));
process.on("SIGTERM", () => onSignal("SIGTERM"));

const runIngest = async (cfg: ServerConfig & { databaseUrl: string; natsUrl: string }, log: Logger) => {
  let leader = false;
  // Open before the election, so the launcher and an operator see the standby alive too.
  const health = createServer((req, res) => {
    if (req.url === HEALTH_PATH) sendHealth(res, { status: "ok", role: "ingest", leader });
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => health.listen(cfg.port, cfg.host, resolve));
  const lease = ingestLease({ url: cfg.databaseUrl });
  stop = async () => {
    await lease.release();
    health.close();
  };
  log.info("ingest standing by for the lease");
  await lease.acquired;
  leader = true;
  void lease.lost.then((error) => {
    // Without the lock this process cannot know it is alone: another may already write the log.
    log.error("ingest lease lost; stopping so that no two processes ingest", { error: errorText(error) });
    process.exit(1);
  });
  const driver = await openDatabase(cfg);
  const bus = await openNatsBus({
    url: cfg.natsUrl,
    name: `ingest-${process.pid}`,
    onError: (error) => log.warn("nats", { error: errorText(error) }),
  });
  const origin = await clockOrigin(driver);
  const provider = makeSimulatorProvider({
    seed: cfg.simSeed,
    speed: origin.speed,
    startAt: origin.simStart,
    realStart: origin.realStart,
    ...(origin.catchUp ? { catchUp: origin.catchUp } : {}),
  });
  const app = await createApp({
    config: cfg,
    driver,
    logger: log,
    provider,
    role: "ingest",
    replayingHistory: provider.clock.catchingUp,
    // The demo's chat fans post here: their messages reach the gateways' sockets over the relay.
    relayBus: bus.relayBus,
    // Written to the log first (the engine's commit), then told: a gateway that misses it reads the log.
    feedOptions: { onCommitted: (batch) => bus.publishBatch(batch) },
  });
  log.info(`ingest elected: simulator seed ${cfg.simSeed} at ${origin.speed}x`);
  stop = async () => {
    await app.close();
    await bus.close();
    await driver.close();
    await lease.release();
    health.close();
  };
};

const runGateway = async (cfg: ServerConfig & { databaseUrl: string; natsUrl: string }, log: Logger) => {
  const driver = await openDatabase(cfg);
  const origin = await clockOrigin(driver);
  let catchUp = async () => {};
  const bus = await openNatsBus({
    url: cfg.natsUrl,
    name: `gateway-${cfg.port}`,
    // Whatever was published while NATS was away is in the log.
    onReconnect: () => void catchUp(),
    onError: (error) => log.warn("nats", { error: errorText(error) }),
  });
  const source = clusterFeedSource({
    driver,
    bus,
    origin,
    onError: (error) => log.error("reading the feed log failed", { error: errorText(error) }),
  });
  catchUp = source.catchUp;
  const pages = await loadPageRenderer(cfg.webDir, cfg.ssrDir);
  const app = await createApp({
    config: cfg,
    driver,
    logger: log,
    provider: source,
    feedStore: source.feedStore,
    feedOptions: source.feedOptions,
    role: "gateway",
    replayingHistory: source.clock.catchingUp,
    relayBus: bus.relayBus,
    ...(pages ? { pages } : {}),
  });
  await new Promise<void>((resolve) => app.server.listen(cfg.port, cfg.host, resolve));
  log.info(`gateway serving on port ${cfg.port}`);
  stop = async () => {
    await app.close();
    await bus.close();
    await driver.close();
  };
};

const clusterConfig = { ...config, databaseUrl: config.databaseUrl, natsUrl: config.natsUrl };
await (config.role === "ingest" ? runIngest(clusterConfig, logger) : runGateway(clusterConfig, logger));
