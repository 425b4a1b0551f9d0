import type { TeamProfile } from "./statisticsAnswers";

/**
 * The tournament a team's standings, statistics and top players tabs show (issue 9, "team tournament
 * select"): the one the visitor chose, when the team plays it; else the first with a table (a league
 * says more on these tabs than a cup); else the first of all.
 */
export type TeamTournament = TeamProfile["tournaments"][number];

export const teamTournamentOf = (
  tournaments: ReadonlyArray<TeamTournament>,
  chosenId: string | null,
): TeamTournament | undefined =>
  tournaments.find((entry) => entry.tournamentId === chosenId) ??
  tournaments.find((entry) => entry.hasStandings) ??
  tournaments[0];
