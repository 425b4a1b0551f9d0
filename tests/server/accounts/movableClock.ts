import { type Clock, Duration, Effect } from "effect";

/** The server's clock in these tests: real time plus an offset the test moves forward. */
export interface MovableClock extends Clock.Clock {
  readonly advance: (ms: number) => void;
}

export const movableClock = (): MovableClock => {
  let offset = 0;
  const millis = () => Date.now() + offset;
  const nanos = () => BigInt(millis()) * 1_000_000n;
  return {
    currentTimeMillisUnsafe: millis,
    currentTimeMillis: Effect.sync(millis),
    currentTimeNanosUnsafe: nanos,
    currentTimeNanos: Effect.sync(nanos),
    monotonicTimeNanosUnsafe: () => process.hrtime.bigint(),
    monotonicTimeNanos: Effect.sync(() => process.hrtime.bigint()),
    // Sleeping is real time: only the wall clock is moved.
    sleep: (duration) =>
      Effect.callback<void>((resume) => {
        const timer = setTimeout(() => resume(Effect.void), Duration.toMillis(duration));
        return Effect.sync(() => clearTimeout(timer));
      }),
    advance: (ms) => {
      offset += ms;
    },
  };
};
