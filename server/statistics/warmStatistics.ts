import type { Logger } from "../log";
import type { StatisticsProvider } from "../provider/StatisticsProvider";
import { runInSlices } from "./runInSlices";

/** A slice of warm-up work: short enough that a request waiting behind it barely notices. */
const SLICE_MS = 8;

/**
 * Plays the statistics side's most visited seasons ahead of their first visitors, in slices between
 * requests (issue 9: a league's first standings, a club's first page, were built on the spot). Logs
 * what it did; a failure is logged and changes nothing else, since every answer is still built on demand.
 */
export const warmStatistics = async (
  statistics: StatisticsProvider,
  tournamentsPerSport: number,
  logger: Logger,
  signal?: AbortSignal,
): Promise<void> => {
  if (!statistics.warmUp || tournamentsPerSport <= 0) return;
  const started = performance.now();
  try {
    const run = await runInSlices(statistics.warmUp({ tournamentsPerSport, seasonsPerTournament: 2 }), {
      sliceMs: SLICE_MS,
      ...(signal ? { signal } : {}),
    });
    if (run.stopped) return;
    logger.info(
      `statistics warm-up: ${run.steps} steps (top ${tournamentsPerSport} tournaments a sport, 2 seasons) in ${Math.round(run.busyMs)} ms of work over ${Math.round((performance.now() - started) / 1000)} s; STATISTICS_WARMUP=0 turns it off`,
    );
  } catch (error) {
    logger.error(`statistics warm-up failed: ${error instanceof Error ? error.message : String(error)}`);
  }
};
