import { setTimeout as sleep } from "node:timers/promises";
import { Effect, Schema } from "effect";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { Database } from "../../../server/db/Database";
import { openPostgres } from "../../../server/db/postgresDriver";
import type { SqlDriver } from "../../../server/db/SqlDriver";
import { jobKind } from "../../../server/jobs/JobKind";
import { enqueueJob } from "../../../server/jobs/JobQueue";
import { handleJob, type JobRunner, PermanentJobFailure } from "../../../server/jobs/jobRunner";
import { closeDatabases, freshDatabase } from "../../helpers/testDatabase";
import {
  CountJob,
  callCounter,
  capturingLogger,
  type JobsWorld,
  jobRows,
  jobsWorld,
  LEASE_MS,
  runnerOf,
} from "./jobsHarness";

let driver: SqlDriver;
let world: JobsWorld;
const extraDrivers: SqlDriver[] = [];

beforeEach(async () => {
  driver = await freshDatabase();
  world = jobsWorld(driver);
});
afterAll(async () => {
  for (const extra of extraDrivers.splice(0)) await extra.close();
  await closeDatabases();
});

const inTransaction = <A, E, R>(body: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const db = yield* Database;
    return yield* db.transaction(body);
  });

/** A promise the test resolves by hand. */
const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
};

describe("enqueuing in a transaction", () => {
  it("leaves no job and wakes nobody when the transaction rolls back", async () => {
    const counter = callCounter();
    const runner = runnerOf(world, [handleJob(CountJob, async ({ n }) => void counter.record(n))]);
    const failure = await world.run(
      inTransaction(
        Effect.gen(function* () {
          yield* enqueueJob(CountJob, { n: 1 });
          return yield* Effect.fail("the flow changed its mind" as const);
        }),
      ).pipe(Effect.flip),
    );
    expect(failure).toBe("the flow changed its mind");
    expect(await jobRows(driver)).toEqual([]);
    expect(world.wakes.count).toBe(0);
    await runner.idle();
    expect(counter.total()).toBe(0);
  });

  it("wakes the runner only once the transaction has committed, and the job runs once", async () => {
    const counter = callCounter();
    const ran = gate();
    let runner: JobRunner | undefined;
    world = jobsWorld(driver, () => runner?.wake());
    runner = runnerOf(world, [
      handleJob(CountJob, async ({ n }) => {
        counter.record(n);
        ran.open();
      }),
    ]);
    const wakesInside = await world.run(
      inTransaction(
        Effect.gen(function* () {
          yield* enqueueJob(CountJob, { n: 7 });
          return world.wakes.count;
        }),
      ),
    );
    expect(wakesInside).toBe(0);
    expect(world.wakes.count).toBe(1);
    // The runner does not poll (pollMs 0): only the wake after the commit can have run it.
    await ran.opened;
    await runner.idle();
    await runner.idle();
    expect([...counter.calls]).toEqual([[7, 1]]);
    expect(await jobRows(driver)).toEqual([
      expect.objectContaining({ kind: CountJob.name, state: "done", attempts: 1, payload: null }),
    ]);
  });

  it("outside a transaction, commits and wakes at once", async () => {
    await world.run(enqueueJob(CountJob, { n: 1 }));
    expect(world.wakes.count).toBe(1);
    expect(await jobRows(driver)).toEqual([expect.objectContaining({ state: "pending", attempts: 0 })]);
  });
});

describe("runners", () => {
  it("never run one job twice when two runners share the database (200 jobs)", async () => {
    const ids = Array.from({ length: 200 }, (_, n) => n);
    await world.run(
      inTransaction(Effect.forEach(ids, (n) => enqueueJob(CountJob, { n }), { discard: true })),
    );
    // On PostgreSQL the second runner has a connection pool of its own, as another process would.
    let second = driver;
    if (driver.kind === "postgres") {
      const [{ schema }] = (await driver.query<{ schema: string }>("SELECT current_schema() AS schema")) as [
        { schema: string },
      ];
      second = await openPostgres(process.env.DATABASE_URL!, { searchPath: schema });
      extraDrivers.push(second);
    }
    const counter = callCounter();
    const byRunner = [0, 0];
    const handler = (runner: 0 | 1) =>
      handleJob(CountJob, async ({ n }) => {
        counter.record(n);
        byRunner[runner]!++;
        await sleep(n % 3);
      });
    const a = runnerOf(world, [handler(0)], { concurrency: 4 });
    const b = runnerOf({ ...world, driver: second }, [handler(1)], { concurrency: 4 });
    a.wake();
    b.wake();
    await Promise.all([a.idle(), b.idle()]);
    expect(counter.calls.size).toBe(200);
    expect([...counter.calls.values()].every((count) => count === 1)).toBe(true);
    expect(byRunner[0]! + byRunner[1]!).toBe(200);
    expect((await jobRows(driver)).filter((row) => row.state === "done")).toHaveLength(200);
  });

  it("runs again, once, the job of a runner that died holding it, after its lease", async () => {
    await world.run(enqueueJob(CountJob, { n: 1 }));
    const hung = gate();
    const started = gate();
    const deadCalls = callCounter();
    const deadLog = capturingLogger();
    const dead = runnerOf(
      world,
      [
        handleJob(CountJob, async ({ n }) => {
          deadCalls.record(n);
          started.open();
          await hung.opened;
        }),
      ],
      { logger: deadLog },
    );
    dead.wake();
    await started.opened;

    const counter = callCounter();
    const survivor = runnerOf(world, [handleJob(CountJob, async ({ n }) => void counter.record(n))]);
    await survivor.idle();
    expect(counter.total()).toBe(0);
    world.clock.advance(LEASE_MS - 1);
    await survivor.idle();
    expect(counter.total()).toBe(0);
    world.clock.advance(1);
    await survivor.idle();
    expect([...counter.calls]).toEqual([[1, 1]]);
    expect(await jobRows(driver)).toEqual([expect.objectContaining({ state: "done", attempts: 2 })]);

    // The hung runner comes back to life: its claim is gone, so the outcome stored stays the survivor's.
    hung.open();
    await dead.stop();
    expect(deadCalls.total()).toBe(1);
    expect(await jobRows(driver)).toEqual([expect.objectContaining({ state: "done", attempts: 2 })]);
    expect(deadLog.lines).toEqual([expect.stringContaining("job lease lost before its outcome was stored")]);
  });

  it("retries with doubling backoff on the injected clock and marks the job failed after its last attempt", async () => {
    const logger = capturingLogger();
    const counter = callCounter();
    const runner = runnerOf(
      world,
      [
        handleJob(CountJob, async ({ n }) => {
          counter.record(n);
          throw new Error("the relay said 451");
        }),
      ],
      { logger },
    );
    await world.run(enqueueJob(CountJob, { n: 3 }));
    const start = world.clock.currentTimeMillisUnsafe();
    await runner.idle();
    expect(await jobRows(driver)).toEqual([
      expect.objectContaining({
        state: "pending",
        attempts: 1,
        run_at: start + 1_000,
        last_error: "the relay said 451",
      }),
    ]);
    world.clock.advance(999);
    await runner.idle();
    expect(counter.total()).toBe(1);
    world.clock.advance(1);
    await runner.idle();
    expect(counter.total()).toBe(2);
    expect((await jobRows(driver))[0]).toMatchObject({ attempts: 2, run_at: start + 1_000 + 2_000 });
    world.clock.advance(1_999);
    await runner.idle();
    expect(counter.total()).toBe(2);
    world.clock.advance(1);
    await runner.idle();
    expect(counter.total()).toBe(3);
    expect(await jobRows(driver)).toEqual([
      expect.objectContaining({
        state: "failed",
        attempts: 3,
        payload: null,
        last_error: "the relay said 451",
      }),
    ]);
    world.clock.advance(60_000);
    await runner.idle();
    expect(counter.total()).toBe(3);
    expect(logger.lines.filter((line) => line.startsWith("warn job attempt failed"))).toHaveLength(2);
    expect(logger.lines.filter((line) => line.startsWith("error job failed"))).toEqual([
      expect.stringContaining("the relay said 451"),
    ]);
  });

  it("gives the slot of an attempt that outlives its lease back, counting it as failed", async () => {
    const logger = capturingLogger();
    const runner = runnerOf(world, [handleJob(CountJob, () => new Promise<void>(() => undefined))], {
      leaseMs: 50,
      logger,
    });
    await world.run(enqueueJob(CountJob, { n: 5 }));
    await runner.idle();
    expect(await jobRows(driver)).toEqual([
      expect.objectContaining({
        state: "pending",
        attempts: 1,
        last_error: "the attempt outlived its lease",
      }),
    ]);
    expect(logger.lines).toEqual([expect.stringContaining("warn job attempt failed")]);
  });

  it("fails at once a job whose handler says trying again cannot help", async () => {
    const counter = callCounter();
    const runner = runnerOf(world, [
      handleJob(CountJob, async ({ n }) => {
        counter.record(n);
        throw new PermanentJobFailure("refused for good");
      }),
    ]);
    await world.run(enqueueJob(CountJob, { n: 4 }));
    await runner.idle();
    world.clock.advance(CountJob.backoff.maxMs);
    await runner.idle();
    expect(counter.total()).toBe(1);
    expect(await jobRows(driver)).toEqual([
      expect.objectContaining({ state: "failed", attempts: 1, last_error: "refused for good" }),
    ]);
  });

  it("fails at once a job whose payload does not decode, without calling its handler", async () => {
    const logger = capturingLogger();
    const counter = callCounter();
    const runner = runnerOf(world, [handleJob(CountJob, async ({ n }) => void counter.record(n))], {
      logger,
    });
    const now = world.clock.currentTimeMillisUnsafe();
    await driver.query(
      `INSERT INTO jobs (id, kind, payload, max_attempts, run_at, created_at)
       VALUES ('bad', $1, '{"n":"three"}'::jsonb, 3, $2, $2)`,
      [CountJob.name, now],
    );
    await runner.idle();
    expect(counter.total()).toBe(0);
    expect(await jobRows(driver)).toEqual([
      expect.objectContaining({ state: "failed", attempts: 1, last_error: "payload does not decode" }),
    ]);
  });

  it("leaves alone the kinds it has no handler for", async () => {
    const Other = jobKind({ name: "test.other", payload: Schema.String, maxAttempts: 1 });
    await world.run(enqueueJob(Other, "for a newer version"));
    const runner = runnerOf(world, [handleJob(CountJob, async () => undefined)]);
    await runner.idle();
    expect(await jobRows(driver)).toEqual([
      expect.objectContaining({ kind: "test.other", state: "pending", attempts: 0 }),
    ]);
  });
});

describe("pruning", () => {
  it("forgets done jobs after a week, at most once an hour, and keeps failed ones", async () => {
    const runner = runnerOf(world, [
      handleJob(CountJob, async ({ n }) => {
        if (n === 2) throw new Error("never works");
      }),
    ]);
    await world.run(enqueueJob(CountJob, { n: 1 }));
    await runner.idle();
    await world.run(enqueueJob(CountJob, { n: 2 }));
    for (let attempt = 1; attempt <= CountJob.maxAttempts; attempt++) {
      await runner.idle();
      world.clock.advance(CountJob.backoff.maxMs);
    }
    expect((await jobRows(driver)).map((row) => row.state).sort()).toEqual(["done", "failed"]);
    const week = 7 * 24 * 3_600_000;
    const minute = 60_000;
    world.clock.advance(week);
    await runner.idle();
    expect((await jobRows(driver)).map((row) => row.state)).toEqual(["failed"]);

    await world.run(enqueueJob(CountJob, { n: 3 }));
    await runner.idle();
    world.clock.advance(week - 10 * minute);
    await runner.idle();
    // A week old now, but the last pruning was 20 minutes ago: it waits for the hour.
    world.clock.advance(20 * minute);
    await runner.idle();
    expect((await jobRows(driver)).map((row) => row.state).sort()).toEqual(["done", "failed"]);
    world.clock.advance(40 * minute);
    await runner.idle();
    expect((await jobRows(driver)).map((row) => row.state)).toEqual(["failed"]);
  });
});
