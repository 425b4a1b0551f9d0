/**
 * The team page's sub-pages, each a path segment (`/team/{id}/{tab}`), in the spec's order (issue 9).
 * `/team/{id}` is the first, results: what a visitor coming from a match wants next is the team's other
 * matches (docs/decisions.md, 2026-11-25).
 */
export const TEAM_TABS = [
  "results",
  "fixtures",
  "standings",
  "statistics",
  "squad",
  "top-players",
  "tips",
  "news",
  "media",
  "transfers",
] as const;
export type TeamTab = (typeof TEAM_TABS)[number];

export const DEFAULT_TEAM_TAB: TeamTab = "results";

export const isTeamTab = (value: string): value is TeamTab =>
  (TEAM_TABS as ReadonlyArray<string>).includes(value);

/** The tabs that show one of the team's tournaments, with the tournament select above them. */
export const TOURNAMENT_TABS: ReadonlyArray<TeamTab> = ["standings", "statistics", "top-players"];
