import type { Season, TournamentFormat, World } from "../world/model";
import { seasonsOf } from "../world/seasons";
import { compareTournaments } from "./tournamentOrder";

/** Whether a team can be in a season of the format at all: a cheap test before any season is built. */
const mayPlay = (format: TournamentFormat, teamId: string): boolean => {
  switch (format.kind) {
    case "league":
      return format.teamIds.includes(teamId);
    case "cup":
    case "groups_knockout":
      return format.entrants.includes(teamId);
    case "draw":
      return format.players.includes(teamId);
    case "friendlies":
      return false;
  }
};

/**
 * The seasons a team plays in: first the current season (the latest started by `now`) of every
 * tournament whose current season has the team, in the leagues page's order; then the earlier seasons
 * (up to `back` years) that had it, newest first. Cup fields change from year to year, league members
 * do not.
 */
export const teamSeasons = (world: World, teamId: string, now: number, back = 4): ReadonlyArray<Season> => {
  const team = world.teamById.get(teamId);
  if (!team) return [];
  const order = compareTournaments(world);
  const tournaments = world.tournaments
    .filter((t) => t.sportId === team.sportId && mayPlay(t.format, teamId))
    .sort(order);
  const current: Season[] = [];
  const earlier: Array<{ season: Season; rank: number }> = [];
  tournaments.forEach((tournament, rank) => {
    const [latest, ...before] = seasonsOf(world, tournament.id, now, back);
    if (latest?.teamIds.includes(teamId)) current.push(latest);
    for (const season of before) if (season.teamIds.includes(teamId)) earlier.push({ season, rank });
  });
  earlier.sort((a, b) => b.season.startYear - a.season.startYear || a.rank - b.rank);
  return [...current, ...earlier.map((e) => e.season)];
};
