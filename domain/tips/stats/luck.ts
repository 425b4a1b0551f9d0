import { normalUpperTail } from "./normalDistribution";

/**
 * The luck indicator: how likely random picks at the same odds would have made at least this profit.
 *
 * The model: a pick at odds o wins with probability 1/o (fair odds, no bookmaker margin), so its unit
 * profit is o - 1 or -1, with mean 0 and variance o - 1; over independent picks the profit has mean 0
 * and variance Σ(o - 1) (`TipTally.randomProfitVariance`), and by the normal approximation
 * P(random ≥ profit) = 1 - Φ(profit / √Σ(o - 1)). Near 0.5 means the profit is what coin flips at
 * those odds give; near 0 means luck hardly explains it.
 *
 * NOTE: an indication, not a test. It is unreliable (1) on few picks, where the sum of a handful of
 * skewed outcomes is not normal: the ranking shows it only from MIN_SETTLED_FOR_RANKING picks on;
 * (2) on long odds, where one win moves the profit by o - 1 and even 20 picks at odds near 10 are far
 * from normal (the tail it gives is then too thin); (3) because real odds carry a margin, under which
 * random picks lose on average, so the true chance of the profit under random picks is a bit lower
 * than this one (the indicator errs on the side of calling a record luck). Quarter-line half results
 * are counted as whole picks at their odds. Null when nothing was decided (no variance to compare to).
 */
export const luckProbability = (profit: number, randomProfitVariance: number): number | null =>
  randomProfitVariance > 0 ? normalUpperTail(profit / Math.sqrt(randomProfitVariance)) : null;
