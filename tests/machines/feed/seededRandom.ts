/**
 * A small seeded generator (mulberry32): the same seed gives the same run, so a failing fuzz seed can be
 * kept and replayed as a regression test.
 */
export interface SeededRandom {
  /** A float in [0, 1). */
  readonly next: () => number;
  /** An integer in [0, n). */
  readonly int: (n: number) => number;
  readonly chance: (probability: number) => boolean;
  readonly pick: <T>(items: ReadonlyArray<T>) => T;
}

export const seededRandom = (seed: number): SeededRandom => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => items[int(items.length)]!,
  };
};
