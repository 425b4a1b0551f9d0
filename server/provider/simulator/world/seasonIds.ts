import type { World, WorldTournament } from "./model";

/**
 * Season ids name their tournament and year: `s` + 7 characters of the tournament id + the year in two
 * base36 digits, 10 characters, so a season can be found from its id without an index of all seasons.
 */
export const seasonId = (tournamentId: string, year: number): string =>
  `s${tournamentId.slice(2, 9)}${(year - 1900).toString(36).padStart(2, "0")}`;

const tournamentPrefixes = new WeakMap<World, ReadonlyMap<string, WorldTournament>>();
export const parseSeasonId = (
  world: World,
  id: string,
): { readonly tournament: WorldTournament; readonly year: number } | undefined => {
  let byPrefix = tournamentPrefixes.get(world);
  if (!byPrefix) {
    byPrefix = new Map(world.tournaments.map((t) => [t.id.slice(2, 9), t]));
    tournamentPrefixes.set(world, byPrefix);
  }
  const tournament = byPrefix.get(id.slice(1, 8));
  const year = Number.parseInt(id.slice(8), 36) + 1900;
  return tournament && id.length === 10 && Number.isFinite(year) ? { tournament, year } : undefined;
};
