import type { StatSeason } from "./statisticsAnswers";

/**
 * The season a tournament page shows: the one the visitor chose (`?season=`) when the tournament has
 * it, else the current one (the newest). Undefined for a tournament with no season at all.
 */
export const chosenSeason = (
  seasons: ReadonlyArray<StatSeason>,
  currentSeasonId: string | null,
  requested: string | undefined,
): StatSeason | undefined =>
  seasons.find((season) => season.id === requested) ??
  seasons.find((season) => season.id === currentSeasonId) ??
  seasons[0];
