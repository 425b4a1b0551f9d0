/** Which way a price moved: shown green (up) or red (down) for a moment after it changes. */
export type OddsTrend = "up" | "down";

/** How long a moved price stays highlighted. */
export const ODDS_HIGHLIGHT_MS = 2500;

/** The move from `previous` to `next`; none on the first sight of a price or when it did not move. */
export const oddsTrend = (previous: number | undefined, next: number): OddsTrend | null => {
  if (previous === undefined || previous === next) return null;
  return next > previous ? "up" : "down";
};

/** Prices as bettors read them: always two decimals up to 100 (`2.10`), whole numbers above. */
export const formatOdds = (coefficient: number): string =>
  coefficient >= 100 ? String(Math.round(coefficient)) : coefficient.toFixed(2);
