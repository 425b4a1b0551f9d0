import type { PlayerMatch } from "./statisticsAnswers";

/**
 * A player's matches as the matches tab lists them (issue 9): newest first as the service sends them,
 * in runs of one tournament, each run under its tournament's name and category. A tournament met again
 * after another (a cup tie between league rounds) starts a new run, so the list stays in date order
 * across pages.
 */
export interface PlayerMatchGroup {
  /** Unique in the list: the tournament and the run's first event. */
  readonly key: string;
  readonly tournamentId: string;
  readonly tournamentName: string;
  readonly categoryName: string;
  readonly matches: ReadonlyArray<PlayerMatch>;
}

export const playerMatchGroups = (matches: ReadonlyArray<PlayerMatch>): ReadonlyArray<PlayerMatchGroup> => {
  const groups: Array<
    { -readonly [K in keyof PlayerMatchGroup]: PlayerMatchGroup[K] } & { matches: PlayerMatch[] }
  > = [];
  for (const match of matches) {
    const last = groups.at(-1);
    if (last && last.tournamentId === match.event.tournamentId) last.matches.push(match);
    else
      groups.push({
        key: `${match.event.tournamentId} ${match.event.id}`,
        tournamentId: match.event.tournamentId,
        tournamentName: match.tournamentName,
        categoryName: match.categoryName,
        matches: [match],
      });
  }
  return groups;
};

/** What a match's summary has to show, in the order the row draws it (nothing counted: no icons). */
export const SUMMARY_ICONS = ["goal", "penaltyGoal", "ownGoal", "assist", "yellowCard", "redCard"] as const;
export type SummaryIcon = (typeof SUMMARY_ICONS)[number];

export const summaryIcons = (
  summary: PlayerMatch["summary"],
): ReadonlyArray<{ readonly kind: SummaryIcon; readonly count: number }> =>
  summary === null
    ? []
    : SUMMARY_ICONS.filter((kind) => summary[kind] > 0).map((kind) => ({ kind, count: summary[kind] }));
