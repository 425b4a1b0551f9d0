import type { FeedBatch } from "../../domain/feed/diff";

export interface BatchFollowerDeps {
  /** The last version this gateway holds of a sport (0 when none). */
  readonly held: (sportId: string) => number;
  /** Takes the next batch of a sport: always `held(sportId) + 1`. */
  readonly accept: (batch: FeedBatch) => void;
  /** The committed batches of a sport after a version, oldest first, from the database's log. */
  readonly readLog: (
    sportId: string,
    fromVersion: number,
    limit: number,
  ) => Promise<ReadonlyArray<FeedBatch>>;
  readonly onError: (error: unknown) => void;
}

const LOG_PAGE = 500;

/**
 * A gateway's side of the batches the ingest process publishes on NATS. NATS delivers at most once: a batch
 * lost in a reconnect, or published while this gateway was starting, shows as a version ahead of the next
 * one expected. Then the hole is read from the log in PostgreSQL (where every batch is written before it is
 * published), and batches that arrived meanwhile wait their turn. So the engine sees each sport's versions
 * contiguous and once, whatever NATS did.
 */
export const makeBatchFollower = (deps: BatchFollowerDeps) => {
  /** Batches that arrived ahead of a hole, by sport and version. */
  const waiting = new Map<string, Map<number, FeedBatch>>();
  const filling = new Map<string, Promise<void>>();

  const drainWaiting = (sportId: string): void => {
    const queue = waiting.get(sportId);
    if (!queue) return;
    for (;;) {
      const held = deps.held(sportId);
      for (const version of queue.keys()) if (version <= held) queue.delete(version);
      const next = queue.get(held + 1);
      if (!next) break;
      queue.delete(next.version);
      deps.accept(next);
    }
    if (queue.size === 0) waiting.delete(sportId);
  };

  /** Reads the log after what is held until it has nothing newer; one fill per sport at a time. */
  const fill = (sportId: string): Promise<void> => {
    const running = filling.get(sportId);
    if (running) return running;
    const work = (async () => {
      for (;;) {
        const batches = await deps.readLog(sportId, deps.held(sportId), LOG_PAGE);
        let took = 0;
        for (const batch of batches) {
          if (batch.version !== deps.held(sportId) + 1) break;
          deps.accept(batch);
          took++;
        }
        drainWaiting(sportId);
        if (took < LOG_PAGE) return;
      }
    })()
      .catch(deps.onError)
      .finally(() => filling.delete(sportId));
    filling.set(sportId, work);
    return work;
  };

  return {
    /** A batch from NATS. */
    receive(batch: FeedBatch): void {
      const held = deps.held(batch.sportId);
      if (batch.version <= held) return;
      if (batch.version === held + 1 && !filling.has(batch.sportId)) {
        deps.accept(batch);
        drainWaiting(batch.sportId);
        return;
      }
      let queue = waiting.get(batch.sportId);
      if (!queue) {
        queue = new Map();
        waiting.set(batch.sportId, queue);
      }
      queue.set(batch.version, batch);
      void fill(batch.sportId);
    },
    /**
     * Reads the log for every sport named: after NATS reconnects, and on a quiet timer, since a batch lost
     * last shows no hole until the next one comes.
     */
    catchUp(sportIds: Iterable<string>): Promise<void> {
      return Promise.all([...sportIds].map((sportId) => fill(sportId))).then(() => {});
    },
  };
};

export type BatchFollower = ReturnType<typeof makeBatchFollower>;
