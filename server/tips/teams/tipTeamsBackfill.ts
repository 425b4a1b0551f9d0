import type { ManagedRuntime } from "effect";
import type { Database } from "../../db/Database";
import type { Logger } from "../../log";
import { type PeriodicRun, startPeriodicRun } from "../periodicRun";
import { backfillTipTeams, type TipTeamsBackfilled } from "./backfillTipTeams";
import type { EventTeamsLookup } from "./eventTeamsLookup";

export type TipTeamsBackfill = PeriodicRun<TipTeamsBackfilled>;

/**
 * Runs the tips' teams backfill once as the server starts (off the start: the server serves meanwhile, and
 * an old tip is on its teams' lists once it is done); tests run it again at will. Without a timer: new tips
 * get their teams when published, so there is nothing to come back for.
 */
export const startTipTeamsBackfill = ({
  runtime,
  logger,
  lookup,
}: {
  readonly runtime: ManagedRuntime.ManagedRuntime<Database, never>;
  readonly logger: Logger;
  readonly lookup: EventTeamsLookup;
}): TipTeamsBackfill => {
  const backfill = startPeriodicRun({
    run: () => runtime.runPromise(backfillTipTeams(lookup)),
    intervalMs: 0,
    logger,
    failure: "tip teams backfill failed",
  });
  backfill.runOnce().then(
    (done) => {
      if (done.events > 0)
        logger.info(
          `tips' teams: ${done.tips} tips of ${done.known} events filled, ${done.events - done.known} events unknown`,
        );
      if (done.failed > 0) logger.warn(`tips' teams: the lookup failed for ${done.failed} events`);
    },
    (error: unknown) =>
      logger.error("tip teams backfill failed", {
        error: error instanceof Error ? error.message : String(error),
      }),
  );
  return backfill;
};
