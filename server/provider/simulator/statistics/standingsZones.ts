import type { StandingsZone } from "../../StatisticsProvider";
import type { World, WorldTournament } from "../world/model";

/**
 * Priorities the world gives the men's league pyramid, top flight first (soccerWorld.ts and
 * indoorWorld.ts). Other leagues (women's, youth, regional extras with their own numbers) get no zones.
 */
const TIER_PRIORITIES: ReadonlyArray<number> = [100, 60, 40, 30];

/** North American leagues are closed: play-offs instead of continental places, nobody goes up or down. */
const CLOSED_COUNTRIES: ReadonlySet<string> = new Set(["us", "ca"]);

const zone = (from: number, to: number, kind: StandingsZone["kind"], label: string): StandingsZone => ({
  from,
  to,
  kind,
  label,
});

/**
 * The table's coloured places, derived from where a league sits in its country's pyramid:
 * - a top flight sends its best to the continental cups (4 in a soccer league of 16 or more, else 2;
 *   indoor leagues play a top-8 play-off instead, top 4 under 12 teams), an international league (the
 *   Euro League) and closed leagues play-offs too;
 * - a lower tier promotes the top 2 in soccer (1 indoors), with a play-off for 3rd to 6th (2nd to 5th
 *   indoors; smaller leagues to 4th);
 * - a league with a tier below relegates its bottom 3 in soccer (2 under 16 teams, 1 indoors);
 * - a cup's group stage sends each group's top two to the knockout.
 */
export const zonesOf = (world: World, tournament: WorldTournament): ReadonlyArray<StandingsZone> => {
  const format = tournament.format;
  // A cup's group tables: the top two of each group go on to the knockout (bracket.ts, groupWinnersPairs).
  if (format.kind === "groups_knockout") return [zone(1, 2, "qualification", "Knockout stage")];
  if (format.kind !== "league") return [];
  const tier = TIER_PRIORITIES.indexOf(tournament.priority);
  const category = world.categoryById.get(tournament.categoryId);
  if (!category) return [];
  const size = format.teamIds.length;
  const soccer = tournament.sportCode === "soccer";
  const playoff = (to: number) => zone(1, Math.min(to, size), "playoff", "Play-offs");
  if (category.country === null) return tournament.priority >= TIER_PRIORITIES[0]! ? [playoff(8)] : [];
  if (tier < 0) return [];
  const closed = CLOSED_COUNTRIES.has(category.country);
  if (closed) return [playoff(tier === 0 ? (size >= 12 ? 8 : 4) : 4)];
  const below = TIER_PRIORITIES[tier + 1];
  const hasTierBelow =
    below !== undefined &&
    world.tournaments.some(
      (t) => t.categoryId === tournament.categoryId && t.format.kind === "league" && t.priority === below,
    );
  const zones: StandingsZone[] = [];
  if (tier === 0) {
    if (soccer) zones.push(zone(1, size >= 16 ? 4 : 2, "continental", "Continental cups"));
    else zones.push(playoff(size >= 12 ? 8 : 4));
  } else if (soccer) {
    zones.push(
      zone(1, 2, "promotion", "Promotion"),
      zone(3, size >= 12 ? 6 : 4, "playoff", "Promotion play-off"),
    );
  } else {
    zones.push(
      zone(1, 1, "promotion", "Promotion"),
      zone(2, size >= 10 ? 5 : 4, "playoff", "Promotion play-off"),
    );
  }
  if (hasTierBelow) {
    const down = soccer ? (size >= 16 ? 3 : 2) : 1;
    zones.push(zone(size - down + 1, size, "relegation", "Relegation"));
  }
  return zones;
};
