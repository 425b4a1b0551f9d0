export interface SliceRun {
  /** Steps taken (`next()` calls that yielded). */
  readonly steps: number;
  /** Time spent working, slices summed (the wall time is longer: requests ran between them). */
  readonly busyMs: number;
  readonly slices: number;
  readonly stopped: boolean;
}

/**
 * Runs background work on the serving thread without holding it: steps of `work` are taken until
 * `sliceMs` has gone by, then the event loop runs whatever waits (requests, sockets, timers) before the
 * next slice. A step longer than a slice is not cut, so the work's steps must be small. Stops between
 * steps once `signal` aborts.
 */
export const runInSlices = (
  work: Iterator<unknown>,
  options: { readonly sliceMs: number; readonly signal?: AbortSignal; readonly clock?: () => number },
): Promise<SliceRun> => {
  const clock = options.clock ?? (() => performance.now());
  let steps = 0;
  let busyMs = 0;
  let slices = 0;
  return new Promise<SliceRun>((resolve, reject) => {
    const slice = () => {
      if (options.signal?.aborted) {
        resolve({ steps, busyMs, slices, stopped: true });
        return;
      }
      const started = clock();
      slices += 1;
      try {
        do {
          if (work.next().done) {
            busyMs += clock() - started;
            resolve({ steps, busyMs, slices, stopped: false });
            return;
          }
          steps += 1;
        } while (clock() - started < options.sliceMs);
      } catch (error) {
        reject(error);
        return;
      }
      busyMs += clock() - started;
      setImmediate(slice);
    };
    setImmediate(slice);
  });
};
