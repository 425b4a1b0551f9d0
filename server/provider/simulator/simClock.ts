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
  /** True while a catch-up is replaying the past (see `CatchUp`). */
  readonly catchingUp: () => boolean;
}

/**
 * A fresh demo's history: the clock starts `behindMs` in the past and runs at `speed` until it meets the
 * time it would have had without it, then goes on as usual. What the world does meanwhile (matches,
 * the demo tipsters' tips and their settlement) happens for real on the sports clock, only faster, so a
 * first `npm start` has a record and a ranking within minutes without back-dating anything.
 */
export interface CatchUp {
  readonly behindMs: number;
  readonly speed: number;
}

export const makeSimClock = (options: {
  readonly speed: number;
  readonly startAt?: number;
  readonly realNow?: () => number;
  /** The real time the clock started at (now by default): a clock on another thread keeps the same time. */
  readonly realStart?: number;
  readonly catchUp?: CatchUp;
}): SimClock => {
  const realNow = options.realNow ?? Date.now;
  const realStart = options.realStart ?? realNow();
  const simStart = options.startAt ?? realStart;
  const { speed } = options;
  const catchUp = options.catchUp && options.catchUp.speed > speed ? options.catchUp : undefined;
  // Real ms after the start at which the replay meets the usual line.
  const caughtUpAfter = catchUp ? catchUp.behindMs / (catchUp.speed - speed) : 0;
  let skipped = 0;
  const usual = (elapsed: number) => simStart + elapsed * speed;
  return {
    speed,
    now: () => {
      const elapsed = realNow() - realStart;
      const base =
        catchUp && elapsed < caughtUpAfter
          ? simStart - catchUp.behindMs + elapsed * catchUp.speed
          : usual(elapsed);
      return base + skipped;
    },
    advance: (ms) => {
      skipped += Math.max(0, ms);
    },
    catchingUp: () => catchUp !== undefined && realNow() - realStart < caughtUpAfter,
  };
};
