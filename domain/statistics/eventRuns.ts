import type { StatEvent } from "./statisticsAnswers";

/**
 * A team's matches as its results and fixtures list them (issue 9): in the list's order (by date), in runs
 * of one tournament, each run under that tournament's head. A tournament met again after another starts a
 * new run, so the list stays in date order.
 */
export interface TournamentRun {
  /** Unique in the list: the tournament and the run's first event. */
  readonly key: string;
  readonly tournamentId: string;
  readonly events: ReadonlyArray<StatEvent>;
}

export const tournamentRuns = (events: ReadonlyArray<StatEvent>): ReadonlyArray<TournamentRun> => {
  const runs: Array<{ key: string; tournamentId: string; events: StatEvent[] }> = [];
  for (const event of events) {
    const last = runs.at(-1);
    if (last && last.tournamentId === event.tournamentId) last.events.push(event);
    else
      runs.push({
        key: `${event.tournamentId} ${event.id}`,
        tournamentId: event.tournamentId,
        events: [event],
      });
  }
  return runs;
};
