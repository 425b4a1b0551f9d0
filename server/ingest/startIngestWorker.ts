import { MessageChannel, Worker } from "node:worker_threads";
import type { FeedBatch } from "../../domain/feed/diff";
import type { FullSport } from "../../domain/sports/catalogue";
import type { ServerConfig } from "../config";
import { openDatabase } from "../db/openDatabase";
import { openPortDriver } from "../db/portDriver";
import type { SqlDriver } from "../db/SqlDriver";
import type { FeedEngineOptions } from "../feed/FeedEngine";
import { type FeedStore, makeFeedStore } from "../feed/feedStore";
import type { Logger } from "../log";
import { CATALOGUE_SPORTS } from "../provider/catalogueSports";
import type { SportsDataProvider } from "../provider/SportsDataProvider";
import { type CatchUp, makeSimClock, type SimClock } from "../provider/simulator/simClock";
import type { FromIngestWorker, IngestWorkerData, ToIngestWorker } from "./ingestProtocol";
import { makeSilenceWatch } from "./silenceWatch";

export interface IngestWorkerOptions {
  readonly config: Pick<
    ServerConfig,
    | "dataDir"
    | "databaseUrl"
    | "logLevel"
    | "production"
    | "simSeed"
    | "simSpeed"
    | "authSecret"
    | "publicUrl"
    | "demoTipsters"
  >;
  readonly logger: Logger;
  /**
   * The worker died: the serving thread can follow the line no more, and with PGlite its database is
   * gone. Called once; main.ts exits non-zero so that a supervisor restarts the whole server.
   */
  readonly onFailure: (error: Error) => void;
  /** The simulated sports (all five by default); tests pick fewer. */
  readonly sports?: ReadonlyArray<FullSport>;
  readonly tickMs?: number;
  /** How long the worker may say nothing before an error is logged (10 s by default). */
  readonly unresponsiveMs?: number;
  /** The worker's feed engine: its silence watch and its flush period. */
  readonly feed?: Pick<FeedEngineOptions, "silenceMs" | "flushMs">;
}

/** The simulator as the serving thread sees it: a clock of its own, batches from the worker. */
export interface IngestedSimulator extends SportsDataProvider {
  readonly clock: SimClock;
  /** `/dev/sim/advance`: this thread's clock and the worker's move on together. */
  readonly advance: (ms: number) => void;
  /** What the serving thread's feed engine starts from: the worker's lines; the log through the driver. */
  readonly feedStore: FeedStore;
  /** The serving thread's engine never suspends on its own: silence is watched where the provider runs. */
  readonly feedOptions: Pick<FeedEngineOptions, "silenceMs">;
}

export interface IngestWorker {
  /** The worker thread itself (its resource use; tests end it to see its failure handled). */
  readonly thread: Worker;
  /** PGlite on the worker's thread reached over a port; with DATABASE_URL a pool of this thread's own. */
  readonly driver: SqlDriver;
  /** Starts the simulator and the commit path on the worker, the sim clock starting now. */
  readonly startSimulator: (options?: { readonly catchUp?: CatchUp }) => Promise<IngestedSimulator>;
}

/**
 * Starts the ingest worker (server/ingest/ingestWorker.ts) and answers once its database is open: the
 * serving thread then reads what it needs (the demo history) before the simulator starts.
 */
export const startIngestWorker = async (options: IngestWorkerOptions): Promise<IngestWorker> => {
  const { config, logger } = options;
  // With PostgreSQL each thread has its own pool; this one migrates before the worker connects.
  const ownPool = config.databaseUrl ? await openDatabase(config) : undefined;
  const channel = new MessageChannel();
  const data: IngestWorkerData = {
    sql: channel.port1,
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    logLevel: config.logLevel,
    production: config.production,
    simulator: {
      seed: config.simSeed,
      speed: config.simSpeed,
      ...(options.sports ? { sports: options.sports } : {}),
      ...(options.tickMs ? { tickMs: options.tickMs } : {}),
    },
    feed: options.feed ?? {},
    marketplace: {
      authSecret: config.authSecret,
      publicUrl: config.publicUrl,
      demoTipsters: config.demoTipsters,
    },
  };
  const worker = new Worker(new URL("./ingestWorker.mjs", import.meta.url), {
    workerData: data,
    transferList: [channel.port1],
  });
  const send = (message: ToIngestWorker) => worker.postMessage(message);
  const listeners = new Set<(message: FromIngestWorker) => void>();
  const silence = makeSilenceWatch({
    limitMs: options.unresponsiveMs ?? 10_000,
    now: Date.now,
    onSilent: (quietMs) =>
      logger.error("ingest worker unresponsive: the line and the database wait for it", { quietMs }),
    onBack: (quietMs) => logger.warn("ingest worker responsive again", { quietMs }),
  });
  // Watched once its database is open: opening and migrating a large one may take a while.
  let watching: ReturnType<typeof setInterval> | undefined;
  worker.on("message", (message: FromIngestWorker) => {
    silence.heard();
    for (const listener of listeners) listener(message);
  });

  let stopping = false;
  let stopped = false;
  let failure: Error | undefined;
  const failureListeners = new Set<(error: Error) => void>();
  const fail = (error: Error): void => {
    if (failure || stopped) return;
    failure = error;
    clearInterval(watching);
    logger.error("ingest worker failed", { error: error.message });
    proxy?.fail(error);
    for (const listener of failureListeners) listener(error);
    options.onFailure(error);
  };
  worker.on("error", fail);
  worker.on("exit", (code) => {
    if (!(stopping && code === 0)) fail(new Error(`the ingest worker exited (code ${code})`));
  });

  /** The worker's next message of `type`, or its failure. */
  const next = <T extends FromIngestWorker["type"]>(type: T) =>
    new Promise<Extract<FromIngestWorker, { type: T }>>((resolve, reject) => {
      if (failure) return reject(failure);
      const listener = (message: FromIngestWorker) => {
        if (message.type !== type) return;
        listeners.delete(listener);
        failureListeners.delete(reject);
        resolve(message as Extract<FromIngestWorker, { type: T }>);
      };
      listeners.add(listener);
      failureListeners.add(reject);
    });

  const stopWorker = async (): Promise<void> => {
    if (failure || stopped) return;
    stopping = true;
    clearInterval(watching);
    const done = next("stopped");
    send({ type: "stop" });
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, 15_000).unref());
    await Promise.race([done.catch(() => undefined), timeout]);
    stopped = true;
    await worker.terminate();
  };

  const proxy = ownPool ? undefined : openPortDriver(channel.port2, { kind: "pglite", close: stopWorker });
  const driver: SqlDriver = ownPool
    ? {
        ...ownPool,
        close: async () => {
          await stopWorker();
          await ownPool.close();
        },
      }
    : proxy!;
  await next("database-ready");
  silence.heard();
  watching = setInterval(silence.check, 1000);
  watching.unref();

  const startSimulator = async ({ catchUp }: { readonly catchUp?: CatchUp } = {}) => {
    const realStart = Date.now();
    const clock = makeSimClock({ speed: config.simSpeed, realStart, ...(catchUp ? { catchUp } : {}) });
    // Batches may come before the serving thread's engine listens: they wait here, in order.
    const waiting: FeedBatch[] = [];
    let follower: ((batch: FeedBatch) => void) | undefined;
    listeners.add((message) => {
      if (message.type !== "batch") return;
      if (follower) follower(message.batch);
      else waiting.push(message.batch);
    });
    const started = next("started");
    send({ type: "start", realStart, ...(catchUp ? { catchUp } : {}) });
    const stored = new Map((await started).sports);
    const store = makeFeedStore(driver);
    const simulator: IngestedSimulator = {
      name: "simulator (ingest worker)",
      sports: () => CATALOGUE_SPORTS,
      now: clock.now,
      clock,
      advance: (ms) => {
        clock.advance(ms);
        send({ type: "advance", ms });
      },
      start: (listener) => {
        const committed = listener.committed;
        if (!committed) throw new Error("the ingest worker's batches need a feed engine that folds them");
        follower = committed;
        for (const batch of waiting.splice(0)) committed(batch);
        return () => {
          follower = undefined;
        };
      },
      feedStore: { ...store, load: async () => stored },
      feedOptions: { silenceMs: Number.POSITIVE_INFINITY },
    };
    return simulator;
  };

  return { thread: worker, driver, startSimulator };
};
