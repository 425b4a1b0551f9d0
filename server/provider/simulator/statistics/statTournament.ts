import type { StatSeason, StatTournament } from "../../StatisticsProvider";
import type { Season, World, WorldTournament } from "../world/model";
import { categoryRef } from "./refs";
import { zonesOf } from "./standingsZones";
import { pointsOf, tieBreakRulesOf } from "./tournamentRules";

/** A tournament as the statistics pages see it; undefined for friendlies, which have no seasons to show. */
export const statTournament = (world: World, tournament: WorldTournament): StatTournament | undefined => {
  const category = world.categoryById.get(tournament.categoryId);
  if (!category || tournament.format.kind === "friendlies") return undefined;
  const points = pointsOf(tournament.sportCode);
  return {
    id: tournament.id,
    sportId: tournament.sportId,
    sportCode: tournament.sportCode,
    name: tournament.name,
    slug: tournament.slug,
    priority: tournament.priority,
    category: categoryRef(category),
    kind: tournament.format.kind,
    tieBreakingRules: tieBreakRulesOf(category),
    pointsForWin: points.win,
    pointsForDraw: points.draw,
    zones: zonesOf(world, tournament),
  };
};

export const statSeason = (season: Season): StatSeason => ({
  id: season.id,
  tournamentId: season.tournamentId,
  year: season.year,
  startYear: season.startYear,
  source: "simulator",
  groups: season.groups.map((group) => ({ name: group.name, teamIds: group.teamIds })),
  rounds: season.rounds.map((round) => ({ number: round.number, type: round.type, stage: round.stage })),
});
