import { Clock, Duration, Effect, Layer, Schema } from "effect";
import { Database } from "../../../server/db/Database";
import type { SqlDriver } from "../../../server/db/SqlDriver";
import { jobKind } from "../../../server/jobs/JobKind";
import { JobQueue } from "../../../server/jobs/JobQueue";
import { type JobHandler, type JobRunnerOptions, startJobRunner } from "../../../server/jobs/jobRunner";
import type { Logger } from "../../../server/log";

/** A wall clock that stands still until the test moves it (sleeping stays real time). */
export interface ManualClock extends Clock.Clock {
  readonly advance: (ms: number) => void;
}

export const manualClock = (start = Date.UTC(2026, 10, 25, 12)): ManualClock => {
  let now = start;
  const nanos = () => BigInt(now) * 1_000_000n;
  return {
    currentTimeMillisUnsafe: () => now,
    currentTimeMillis: Effect.sync(() => now),
    currentTimeNanosUnsafe: nanos,
    currentTimeNanos: Effect.sync(nanos),
    monotonicTimeNanosUnsafe: () => process.hrtime.bigint(),
    monotonicTimeNanos: Effect.sync(() => process.hrtime.bigint()),
    sleep: (duration) =>
      Effect.callback<void>((resume) => {
        const timer = setTimeout(() => resume(Effect.void), Duration.toMillis(duration));
        return Effect.sync(() => clearTimeout(timer));
      }),
    advance: (ms) => {
      now += ms;
    },
  };
};

/** A kind with short numbers, so a test reaches its last attempt in a few clock moves. */
export const CountJob = jobKind({
  name: "test.count",
  payload: Schema.Struct({ n: Schema.Int }),
  maxAttempts: 3,
  backoff: { baseMs: 1_000, maxMs: 4_000 },
});

export const LEASE_MS = 30_000;

/** Every line logged, at every level. */
export const capturingLogger = (): Logger & { readonly lines: string[] } => {
  const lines: string[] = [];
  const at = (level: string) => (message: string, fields?: Record<string, unknown>) => {
    lines.push(`${level} ${message} ${JSON.stringify(fields ?? {})}`);
  };
  return { lines, debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
};

/** What a test enqueues through: the driver, a clock it moves, and how often the queue woke a runner. */
export interface JobsWorld {
  readonly driver: SqlDriver;
  readonly clock: ManualClock;
  readonly wakes: { count: number };
  /** Runs an Effect that may enqueue, over this world's database, queue and clock. */
  readonly run: <A, E>(effect: Effect.Effect<A, E, Database | JobQueue>) => Promise<A>;
}

export const jobsWorld = (
  driver: SqlDriver,
  onWake: () => void = () => undefined,
  clock: ManualClock = manualClock(),
): JobsWorld => {
  const wakes = { count: 0 };
  const layer = Layer.mergeAll(
    Database.fromDriver(driver),
    JobQueue.layer(() => {
      wakes.count++;
      onWake();
    }),
  );
  return {
    driver,
    clock,
    wakes,
    run: (effect) =>
      Effect.runPromise(effect.pipe(Effect.provide(layer), Effect.provideService(Clock.Clock, clock))),
  };
};

/** A runner over the world's driver and clock that only polls when told to (pollMs 0). */
export const runnerOf = (
  world: JobsWorld,
  // biome-ignore lint/suspicious/noExplicitAny: handlers of any payload
  handlers: ReadonlyArray<JobHandler<any>>,
  options: Partial<JobRunnerOptions> = {},
) =>
  startJobRunner({
    db: world.driver,
    handlers,
    logger: capturingLogger(),
    now: () => world.clock.currentTimeMillisUnsafe(),
    leaseMs: LEASE_MS,
    pollMs: 0,
    ...options,
  });

export interface JobRow {
  readonly id: string;
  readonly kind: string;
  readonly state: string;
  readonly attempts: number;
  readonly payload: unknown;
  readonly last_error: string | null;
  readonly run_at: number;
}

export const jobRows = async (driver: SqlDriver): Promise<ReadonlyArray<JobRow>> =>
  (
    await driver.query<JobRow>(
      "SELECT id, kind, state, attempts, payload, last_error, run_at FROM jobs ORDER BY created_at, id",
    )
  ).map((row) => ({ ...row, run_at: Number(row.run_at) }));

/** Counts handler calls per payload `n`. */
export const callCounter = () => {
  const calls = new Map<number, number>();
  return {
    calls,
    record: (n: number) => calls.set(n, (calls.get(n) ?? 0) + 1),
    total: () => [...calls.values()].reduce((sum, count) => sum + count, 0),
  };
};
