import { setTimeout as sleep } from "node:timers/promises";
import { Effect } from "effect";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Database } from "../../../server/db/Database";
import type { SqlDriver } from "../../../server/db/SqlDriver";
import { enqueueJob } from "../../../server/jobs/JobQueue";
import { handleJob, type JobRunner } from "../../../server/jobs/jobRunner";
import { closeDatabases, freshDatabase } from "../../helpers/testDatabase";
import {
  CountJob,
  callCounter,
  capturingLogger,
  jobRows,
  jobsWorld,
  LEASE_MS,
  runnerOf,
} from "./jobsHarness";

let driver: SqlDriver;
beforeAll(async () => {
  driver = await freshDatabase();
});
afterAll(async () => {
  await closeDatabases();
});

/** A runner of the scenario: how many jobs it runs at once, whether it hangs (dies) on what it claims. */
const runnerPlan = fc.record({ concurrency: fc.integer({ min: 1, max: 4 }), dies: fc.boolean() });

describe("any number of runners, some dying mid-job", () => {
  it("complete each job exactly once", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 30 }),
        fc.array(runnerPlan, { minLength: 1, maxLength: 4 }),
        runnerPlan.map((plan) => ({ ...plan, dies: false })),
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 8 }),
        async (jobCount, others, survivorPlan, delays) => {
          await driver.exec("DELETE FROM jobs");
          const world = jobsWorld(driver);
          await world.run(
            Effect.gen(function* () {
              const db = yield* Database;
              yield* db.transaction(
                Effect.forEach(
                  Array.from({ length: jobCount }, (_, n) => n),
                  (n) => enqueueJob(CountJob, { n }),
                  { discard: true },
                ),
              );
            }),
          );
          const completed = callCounter();
          let release!: () => void;
          const revived = new Promise<void>((resolve) => {
            release = resolve;
          });
          const plans = [survivorPlan, ...others];
          const logs = plans.map(() => capturingLogger());
          const runners: JobRunner[] = plans.map((plan, index) =>
            runnerOf(
              world,
              [
                handleJob(CountJob, async ({ n }) => {
                  if (plan.dies) return revived;
                  await sleep(delays[n % delays.length]!);
                  completed.record(n);
                }),
              ],
              { concurrency: plan.concurrency, logger: logs[index]! },
            ),
          );
          // Every runner wakes, in turn, as separate processes would on their polls.
          for (const runner of [...runners].reverse()) runner.wake();
          const living = runners.filter((_, index) => !plans[index]!.dies);
          await Promise.all(living.map((runner) => runner.idle()));
          // The dead runners' leases run out; the living take their jobs over on their next looks (on
          // PostgreSQL a dead runner's claim may still be landing when the living first find nothing due).
          for (let look = 0; look < 5 && completed.calls.size < jobCount; look++) {
            await sleep(10);
            world.clock.advance(LEASE_MS);
            await Promise.all(living.map((runner) => runner.idle()));
          }

          expect(completed.calls.size).toBe(jobCount);
          expect([...completed.calls.values()].every((count) => count === 1)).toBe(true);
          expect((await jobRows(driver)).every((row) => row.state === "done")).toBe(true);

          // The dead come back: none of their outcomes is stored over the living's.
          release();
          await Promise.all(runners.map((runner) => runner.stop()));
          const rows = await jobRows(driver);
          expect(rows.every((row) => row.state === "done")).toBe(true);
          const takenOver = rows.filter((row) => row.attempts === 2).length;
          const lost = logs.flatMap((log) => log.lines).filter((line) => line.includes("job lease lost"));
          expect(lost).toHaveLength(takenOver);
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});
