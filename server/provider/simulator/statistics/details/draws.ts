import type { Rng } from "../../world/rng";

/** Poisson counts (Knuth's product for small means, a rounded normal for large ones). */
export const poisson = (rng: Rng, mean: number): number => {
  if (mean <= 0) return 0;
  if (mean > 40) return Math.max(0, Math.round(rng.normal(mean, Math.sqrt(mean))));
  const limit = Math.exp(-mean);
  let k = 0;
  for (let p = rng.next(); p > limit; p *= rng.next()) k++;
  return k;
};

/** `count` instants spread uniformly over [start, end), in time order. */
export const instants = (rng: Rng, start: number, end: number, count: number): number[] =>
  Array.from({ length: count }, () => start + Math.floor(rng.next() * Math.max(1, end - start))).sort(
    (a, b) => a - b,
  );

/** One of `items` by weight, or undefined when none weighs anything. */
export const pickBy = <A>(rng: Rng, items: ReadonlyArray<A>, weight: (item: A) => number): A | undefined => {
  let total = 0;
  for (const item of items) total += Math.max(0, weight(item));
  if (total <= 0) return undefined;
  let r = rng.next() * total;
  for (const item of items) {
    r -= Math.max(0, weight(item));
    if (r < 0) return item;
  }
  return items[items.length - 1];
};

/**
 * `total` shared out in proportion to `weights` as whole numbers that add up to it (largest remainders;
 * ties to the earlier entry). Evenly when no weight is positive.
 */
export const apportion = (total: number, weights: ReadonlyArray<number>): number[] => {
  if (weights.length === 0) return [];
  const positive = weights.some((w) => w > 0);
  const w = positive ? weights.map((x) => Math.max(0, x)) : weights.map(() => 1);
  const sum = w.reduce((a, b) => a + b, 0);
  const exact = w.map((x) => (total * x) / sum);
  const out = exact.map(Math.floor);
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => [x - Math.floor(x), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    out[i]! += 1;
    left -= 1;
  }
  return out;
};

/** A rate per 90 minutes turned into a whole count for the minutes played, dithered so the mean holds. */
export const countFor = (per90: number, minutes: number, dither: number): number =>
  Math.floor((per90 * minutes) / 90 + dither);

export const clamp = (x: number, low: number, high: number): number => Math.min(high, Math.max(low, x));
