import { Z_95 } from "./normalDistribution";

/**
 * The lower bound of the Wilson score interval of a win rate: the lowest true rate the results are
 * still compatible with (at 95 % by default). Ordering by it instead of by the raw rate puts 15 wins
 * of 20 (bound 0.53) below 150 of 200 (0.69): a short lucky run cannot top a long record at the same
 * rate. `wins` and `n` may be fractional (half results count half). 0 when nothing was decided.
 */
export const wilsonLowerBound = (wins: number, n: number, z: number = Z_95): number => {
  // Exactly 0 with no win (the formula leaves ±1e-17 of rounding there).
  if (n <= 0 || wins <= 0) return 0;
  const rate = wins / n;
  const z2 = z * z;
  const centre = rate + z2 / (2 * n);
  const spread = z * Math.sqrt((rate * (1 - rate)) / n + z2 / (4 * n * n));
  return (centre - spread) / (1 + z2 / n);
};
