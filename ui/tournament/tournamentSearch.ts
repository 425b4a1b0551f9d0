/**
 * The tournament page's search parameters (`?season=`, `?round=`). The routes declare no search schema,
 * so the router hands over what it parsed: a season id that looks like a number comes as one.
 */
export const searchText = (value: unknown): string | undefined =>
  typeof value === "string" && value !== "" ? value : typeof value === "number" ? String(value) : undefined;

export const searchNumber = (value: unknown): number | undefined => {
  const number = typeof value === "number" ? value : typeof value === "string" ? Number(value) : Number.NaN;
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/** The search that keeps a chosen season: none for the current one, so its links stay plain. */
export const seasonSearch = (
  seasonId: string | undefined,
  currentSeasonId: string | null,
): { readonly season?: string } =>
  seasonId === undefined || seasonId === currentSeasonId ? {} : { season: seasonId };

/** The season and round a tournament address asks for, as its route's loader deps. */
export const tournamentSearchOf = (
  search: Readonly<Record<string, unknown>>,
): { readonly season: string | undefined; readonly round: number | undefined } => ({
  season: searchText(search.season),
  round: searchNumber(search.round),
});
