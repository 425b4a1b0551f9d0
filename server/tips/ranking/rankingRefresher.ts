import { Effect, type ManagedRuntime } from "effect";
import type { Database } from "../../db/Database";
import type { Logger } from "../../log";
import { SportsClock } from "../../provider/SportsClock";
import { type PeriodicRun, startPeriodicRun } from "../periodicRun";
import { refreshDueRankings } from "./refreshRankings";

/** `runOnce` answers how many sports it rebuilt. */
export type RankingRefresher = PeriodicRun<number>;

/** A ranking older than this is rebuilt even without settlements: the rolling windows have moved. */
export const RANKING_MAX_AGE_MS = 60_000;
/** How often the refresher looks; settlements wait at most this long, and a burst makes one rebuild. */
export const RANKING_TICK_MS = 5_000;

/**
 * Keeps the materialised rankings fresh on a timer, on the sports clock (the clock tips settle by). Passes
 * never overlap; everything it needs is in the database, so a restart simply carries on.
 */
export const startRankingRefresher = ({
  runtime,
  logger,
  tickMs = RANKING_TICK_MS,
  maxAgeMs = RANKING_MAX_AGE_MS,
}: {
  readonly runtime: ManagedRuntime.ManagedRuntime<Database | SportsClock, never>;
  readonly logger: Logger;
  readonly tickMs?: number;
  readonly maxAgeMs?: number;
}): RankingRefresher =>
  startPeriodicRun({
    run: () =>
      runtime.runPromise(
        Effect.gen(function* () {
          const now = (yield* SportsClock).now();
          return (yield* refreshDueRankings(now, maxAgeMs)).length;
        }),
      ),
    intervalMs: tickMs,
    logger,
    failure: "ranking refresh failed",
  });
