import type { FeedBatch } from "../../domain/feed/diff";
import type { SqlDriver } from "../db/SqlDriver";
import type { FeedEngineOptions } from "../feed/FeedEngine";
import { type FeedStore, makeFeedStore } from "../feed/feedStore";
import { CATALOGUE_SPORTS } from "../provider/catalogueSports";
import type { SportsDataProvider } from "../provider/SportsDataProvider";
import { makeSimClock, type SimClock } from "../provider/simulator/simClock";
import { makeBatchFollower } from "./batchFollower";
import type { ClockOrigin } from "./clockOrigin";
import type { NatsBus } from "./natsBus";

/** How often a gateway reads the log when NATS has been quiet: a batch lost last shows no hole until then. */
const QUIET_CATCH_UP_MS = 2000;

export interface ClusterFeedSource extends SportsDataProvider {
  readonly clock: SimClock;
  /** The gateway's engine starts from the database (state tables and log) and never writes to it. */
  readonly feedStore: FeedStore;
  readonly feedOptions: Pick<FeedEngineOptions, "silenceMs">;
  /** Reads the log for every sport: after NATS comes back. */
  readonly catchUp: () => Promise<void>;
}

/**
 * A gateway's sports data in cluster mode: the ingest process's committed batches from NATS, holes
 * filled from the PostgreSQL log, on the cluster's one sports clock. Silence is watched by the ingest
 * process, where the provider runs; its suspended markets arrive here as batches like any other.
 */
export const clusterFeedSource = (options: {
  readonly driver: SqlDriver;
  readonly bus: NatsBus;
  readonly origin: ClockOrigin;
  readonly onError: (error: unknown) => void;
}): ClusterFeedSource => {
  const { origin } = options;
  const clock = makeSimClock({
    speed: origin.speed,
    startAt: origin.simStart,
    realStart: origin.realStart,
    ...(origin.catchUp ? { catchUp: origin.catchUp } : {}),
  });
  const store = makeFeedStore(options.driver);
  const held = new Map<string, number>();
  let catchUp: () => Promise<void> = async () => {};

  return {
    name: "cluster ingest (NATS)",
    sports: () => CATALOGUE_SPORTS,
    now: clock.now,
    clock,
    feedStore: {
      ...store,
      load: async () => {
        const stored = await store.load();
        for (const [sportId, sport] of stored) held.set(sportId, sport.version);
        return stored;
      },
      // The ingest process writes the log and the state tables; a gateway only reads them.
      append: async () => {},
      flush: async () => {},
    },
    feedOptions: { silenceMs: Number.POSITIVE_INFINITY },
    catchUp: () => catchUp(),
    start: (listener) => {
      const committed = listener.committed;
      if (!committed) throw new Error("cluster batches need a feed engine that folds committed batches");
      const follower = makeBatchFollower({
        held: (sportId) => held.get(sportId) ?? 0,
        accept: (batch: FeedBatch) => {
          held.set(batch.sportId, batch.version);
          committed(batch);
        },
        readLog: (sportId, fromVersion, limit) => store.batchesAfter(sportId, fromVersion, limit),
        onError: options.onError,
      });
      const sportIds = () => CATALOGUE_SPORTS.map((sport) => sport.id);
      catchUp = () => follower.catchUp(sportIds());
      let lastBatchAt = Date.now();
      options.bus.subscribeBatches(
        (batch) => {
          lastBatchAt = Date.now();
          follower.receive(batch);
        },
        (sportId) => {
          lastBatchAt = Date.now();
          void follower.catchUp([sportId]);
        },
      );
      // What was committed between the database read and the subscription comes from the log.
      void catchUp();
      const quiet = setInterval(() => {
        if (Date.now() - lastBatchAt >= QUIET_CATCH_UP_MS) void catchUp();
      }, QUIET_CATCH_UP_MS);
      quiet.unref();
      return () => clearInterval(quiet);
    },
  };
};
