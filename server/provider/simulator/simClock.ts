/**
 * The simulator's clock: it starts at the real time (or `startAt`) and runs `speed` times faster than
 * real time, so a demo or a test can watch a whole match in minutes. Real time still drives the ticks,
 * so heartbeats and the feed engine's silence watch stay in real seconds.
 */
export interface SimClock {
  readonly now: () => number;
  readonly speed: number;
  /** Moves the clock on at once (the development control `/dev/sim/advance`: a match over in a second). */
  readonly advance: (ms: number) => void;
}

export const makeSimClock = (options: {
  readonly speed: number;
  readonly startAt?: number;
  readonly realNow?: () => number;
}): SimClock => {
  const realNow = options.realNow ?? Date.now;
  const realStart = realNow();
  const simStart = options.startAt ?? realStart;
  let skipped = 0;
  return {
    speed: options.speed,
    now: () => simStart + (realNow() - realStart) * options.speed + skipped,
    advance: (ms) => {
      skipped += Math.max(0, ms);
    },
  };
};
