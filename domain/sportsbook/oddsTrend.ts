/** Which way a price moved: up (a longer price) or down (a shorter one). */
export type OddsTrend = "up" | "down";

/** The move from `previous` to `next`; none on the first sight of a price or when it did not move. */
export const oddsTrend = (previous: number | undefined, next: number): OddsTrend | null => {
  if (previous === undefined || previous === next) return null;
  return next > previous ? "up" : "down";
};
