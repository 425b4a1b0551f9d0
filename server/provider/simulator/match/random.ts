/**
 * The match engines' own seeded randomness. NOTE: kept apart from the world generator's PRNG on purpose:
 * a match must replay identically from `fixture.seed` alone, whatever else draws numbers.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  readonly next: () => number;
}

/** mulberry32: tiny, fast, good enough for simulation (not for secrets). */
export const mulberry32 = (seed: number): Rng => {
  let a = seed >>> 0;
  return {
    next: () => {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
};

/** FNV-1a, 32 bits. */
export const hashString = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

/** Mixes two integers into a new seed, so sub-streams (fate, drift) stay independent of the match. */
export const mixSeed = (a: number, b: number): number => {
  let h = Math.imul((a >>> 0) ^ 0x9e3779b9, 0x85ebca6b) ^ (b >>> 0);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
};

/** A deterministic number in [-1, 1) for (seed, n), without keeping a stream. */
export const noiseAt = (seed: number, n: number): number => (mixSeed(seed, n) / 4294967296) * 2 - 1;

export const uniform = (rng: Rng, min: number, max: number): number => min + (max - min) * rng.next();

/** Inclusive on both ends. */
export const intBetween = (rng: Rng, min: number, max: number): number =>
  min + Math.floor(rng.next() * (max - min + 1));

export const chance = (rng: Rng, probability: number): boolean => rng.next() < probability;

export const pickWeighted = <T>(
  rng: Rng,
  items: ReadonlyArray<T>,
  weight: (item: T) => number,
): T | undefined => {
  let total = 0;
  for (const item of items) total += Math.max(0, weight(item));
  if (total <= 0) return items.length > 0 ? items[Math.floor(rng.next() * items.length)] : undefined;
  let at = rng.next() * total;
  for (const item of items) {
    at -= Math.max(0, weight(item));
    if (at < 0) return item;
  }
  return items[items.length - 1];
};

/** Index drawn from a table of weights. */
export const pickIndex = (rng: Rng, weights: ReadonlyArray<number>): number => {
  let total = 0;
  for (const w of weights) total += w;
  let at = rng.next() * total;
  for (let i = 0; i < weights.length; i++) {
    at -= weights[i]!;
    if (at < 0) return i;
  }
  return weights.length - 1;
};
