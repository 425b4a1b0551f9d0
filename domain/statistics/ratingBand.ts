/**
 * The colour band of a player's match rating (issue 9, lineups and player stats): the badge on the pitch
 * and in the tables. Bands by whole points as rating sites draw them: under 6 a poor match, 6 to 6.9
 * ordinary, 7 to 7.9 good, 8 to 8.9 very good, 9 and above outstanding. No rating (under ten minutes
 * played) has a band of its own so the badge can say "not rated".
 */
export type RatingBand = "none" | "poor" | "fair" | "good" | "great" | "top";

export const RATING_BAND_FLOORS: ReadonlyArray<readonly [RatingBand, number]> = [
  ["top", 9],
  ["great", 8],
  ["good", 7],
  ["fair", 6],
];

export const ratingBand = (rating: number | null | undefined): RatingBand => {
  if (rating === null || rating === undefined || !Number.isFinite(rating)) return "none";
  // Ratings come rounded to one decimal; compare on tenths so 6.999… and 7.0 read the same.
  const tenths = Math.round(rating * 10);
  for (const [band, floor] of RATING_BAND_FLOORS) if (tenths >= floor * 10) return band;
  return "poor";
};

/** A rating as the badge shows it: one decimal, always ("7.0", not "7"). */
export const ratingText = (rating: number): string => (Math.round(rating * 10) / 10).toFixed(1);
