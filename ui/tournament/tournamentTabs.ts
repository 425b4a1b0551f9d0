import type { TournamentProfile } from "../../domain/statistics/statisticsAnswers.ts";

/**
 * The tournament page's sub-pages, each a path segment (`/tournament/{id}/{tab}`), in the spec's order
 * (issue 9). `/tournament/{id}` is details.
 */
export const TOURNAMENT_TABS = [
  "details",
  "results",
  "fixtures",
  "standings",
  "knockout",
  "top-teams",
  "top-players",
  "top-scorers",
  "archive",
  "news",
  "media",
] as const;
export type TournamentTab = (typeof TOURNAMENT_TABS)[number];

export const DEFAULT_TOURNAMENT_TAB: TournamentTab = "details";

export const isTournamentTab = (value: string): value is TournamentTab =>
  (TOURNAMENT_TABS as ReadonlyArray<string>).includes(value);

/** The tabs that make sense for the tournament: no knockout for a league, no standings for a pure cup. */
export const tabsOf = (
  profile: Pick<TournamentProfile, "hasStandings" | "hasKnockout">,
): ReadonlyArray<TournamentTab> =>
  TOURNAMENT_TABS.filter(
    (tab) => (tab !== "standings" || profile.hasStandings) && (tab !== "knockout" || profile.hasKnockout),
  );

/** The tabs that show one season, and so honour `?season=`. */
export const SEASON_TABS: ReadonlyArray<TournamentTab> = [
  "details",
  "results",
  "fixtures",
  "standings",
  "knockout",
  "top-teams",
  "top-players",
  "top-scorers",
];

/** Where an archived season leads: its table, or its draw for a cup. */
export const seasonTabOf = (profile: Pick<TournamentProfile, "hasStandings">): TournamentTab =>
  profile.hasStandings ? "standings" : "knockout";
