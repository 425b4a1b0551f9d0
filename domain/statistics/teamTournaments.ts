import type { TeamProfile } from "./statisticsAnswers";

/**
 * The tournament a team's standings, statistics and top players tabs show (issue 9, "team tournament
 * select"): the season the visitor chose, when it is one of the team's; else the first with a table
 * (a table says more on these tabs than a knockout) in the service's order (current seasons first);
 * else the first of all. A tournament appears once a season, so the choice is by season.
 */
export type TeamTournament = TeamProfile["tournaments"][number];

export const teamTournamentOf = (
  tournaments: ReadonlyArray<TeamTournament>,
  chosenSeasonId: string | null,
): TeamTournament | undefined =>
  tournaments.find((entry) => entry.seasonId === chosenSeasonId) ??
  tournaments.find((entry) => entry.hasStandings) ??
  tournaments[0];
