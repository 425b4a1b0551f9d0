import type { Logger } from "../log";

/** A task run on a timer and at will; runs never overlap. */
export interface PeriodicRun<T> {
  /** One run now, or the one already under way (tests drive it; the timer calls it too). */
  readonly runOnce: () => Promise<T>;
  /** Stops the timer and waits for a run under way. */
  readonly stop: () => Promise<void>;
}

/**
 * Runs `run` every `intervalMs` (0: never by itself) on a timer that does not keep the process alive. A
 * run asked for while one is under way joins it; a failed run is logged as `failure` and the next tick
 * tries again.
 */
export const startPeriodicRun = <T>({
  run,
  intervalMs,
  logger,
  failure,
}: {
  readonly run: () => Promise<T>;
  readonly intervalMs: number;
  readonly logger: Logger;
  readonly failure: string;
}): PeriodicRun<T> => {
  let running: Promise<T> | undefined;
  const runOnce = (): Promise<T> => {
    running ??= run().finally(() => {
      running = undefined;
    });
    return running;
  };
  const timer =
    intervalMs > 0
      ? setInterval(() => {
          runOnce().catch((error: unknown) =>
            logger.error(failure, { error: error instanceof Error ? error.message : String(error) }),
          );
        }, intervalMs)
      : undefined;
  timer?.unref();
  return {
    runOnce,
    stop: async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
};
