/** Timers asked for within this many milliseconds of each other run in one task. */
const GRAIN_MS = 100;

const buckets = new Map<number, Set<() => void>>();

/**
 * Runs `run` about `ms` from now (up to `GRAIN_MS` later), in one task with every other callback due in
 * the same slot; answers a function that cancels it.
 * NOTE: a busy live list moves hundreds of prices a second and each highlight ends on a timer: one task
 * per slot lets React clear them all in one render instead of one render per price.
 */
export const afterShared = (ms: number, run: () => void): (() => void) => {
  const due = Math.ceil((performance.now() + ms) / GRAIN_MS) * GRAIN_MS;
  let bucket = buckets.get(due);
  if (!bucket) {
    const fresh = new Set<() => void>();
    buckets.set(due, fresh);
    setTimeout(() => {
      buckets.delete(due);
      for (const callback of fresh) callback();
    }, due - performance.now());
    bucket = fresh;
  }
  const held = bucket;
  held.add(run);
  return () => {
    held.delete(run);
  };
};
