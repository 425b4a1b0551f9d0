/** A distribution over whole numbers: P(X = offset + i) = probs[i]. */
export interface Dist {
  readonly offset: number;
  readonly probs: Float64Array;
}

export const poissonPmf = (mean: number, max: number): Float64Array => {
  const out = new Float64Array(max + 1);
  let p = Math.exp(-mean);
  out[0] = p;
  for (let k = 1; k <= max; k++) {
    p = (p * mean) / k;
    out[k] = p;
  }
  return out;
};

/** Abramowitz–Stegun 7.1.26: plenty for prices on a two-decimal ladder. */
export const normalCdf = (x: number): number => {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
};

/** A normal law put on whole numbers (continuity-corrected), from `min` up. */
export const discreteNormal = (mean: number, sd: number, min = Number.NEGATIVE_INFINITY): Dist => {
  const spread = Math.max(sd, 0.3);
  const offset = Math.max(min, Math.floor(mean - 6 * spread));
  const top = Math.ceil(mean + 6 * spread);
  const probs = new Float64Array(Math.max(1, top - offset + 1));
  let below = offset === min ? 0 : normalCdf((offset - 0.5 - mean) / spread);
  for (let i = 0; i < probs.length; i++) {
    const upTo = normalCdf((offset + i + 0.5 - mean) / spread);
    probs[i] = upTo - below;
    below = upTo;
  }
  return { offset, probs };
};

/** P(X > line). */
export const probAbove = (dist: Dist, line: number): number => {
  let p = 0;
  for (let i = 0; i < dist.probs.length; i++) if (dist.offset + i > line) p += dist.probs[i]!;
  return p;
};

export const totalMass = (dist: Dist): number => {
  let p = 0;
  for (const v of dist.probs) p += v;
  return p;
};

/**
 * The half line (k + 0.5) where over and under are closest to even, never below `floor` (a line
 * already passed is settled, not offered).
 */
export const mainLine = (dist: Dist, floor = Number.NEGATIVE_INFINITY): number => {
  const mass = totalMass(dist);
  let best = Math.max(floor, dist.offset - 0.5);
  let bestGap = Number.POSITIVE_INFINITY;
  let above = mass;
  for (let i = 0; i < dist.probs.length; i++) {
    above -= dist.probs[i]!;
    const line = dist.offset + i + 0.5;
    if (line < floor) continue;
    const gap = Math.abs(above / mass - 0.5);
    if (gap < bestGap) {
      best = line;
      bestGap = gap;
    }
  }
  return best;
};

/** First and last index holding mass, so convolutions skip the empty tails. */
export const support = (values: Float64Array): readonly [number, number] => {
  let low = 0;
  let high = values.length - 1;
  while (low <= high && values[low] === 0) low++;
  while (high >= low && values[high] === 0) high--;
  return [low, high];
};

/** Adds `source[low..high]`, moved by `shift` and scaled by `weight`, into `target` (same offset). */
export const addShifted = (
  target: Float64Array,
  source: Float64Array,
  shift: number,
  weight: number,
  [low, high]: readonly [number, number] = support(source),
): void => {
  const from = Math.max(low, -shift);
  const to = Math.min(high, target.length - 1 - shift);
  for (let i = from; i <= to; i++) target[i + shift] = target[i + shift]! + source[i]! * weight;
};
