import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Effect } from "effect";
import { afterAll, describe, expect, it } from "vitest";
import { Database } from "../../../server/db/Database";
import { migrate } from "../../../server/db/migrate";
import { openPglite } from "../../../server/db/pgliteDriver";
import { enqueueJob } from "../../../server/jobs/JobQueue";
import { handleJob } from "../../../server/jobs/jobRunner";
import { claimDueJobs } from "../../../server/jobs/jobStore";
import { CountJob, callCounter, jobRows, jobsWorld, LEASE_MS, manualClock, runnerOf } from "./jobsHarness";

const dataDir = mkdtempSync(join(tmpdir(), "funsclub-jobs-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The embedded database as `npm start` opens it: a folder on disk, migrated. */
const open = async () => {
  const driver = await openPglite(dataDir);
  await migrate(driver);
  return driver;
};

describe("the job queue across a restart (PGlite on disk)", () => {
  it("runs each job exactly once: those never started, and the one whose runner died holding it", async () => {
    const clock = manualClock();
    const counter = callCounter();

    // First life: three jobs committed; a runner claims one and the process dies before it finishes.
    const first = await open();
    const before = jobsWorld(first, () => undefined, clock);
    await before.run(
      Effect.gen(function* () {
        const db = yield* Database;
        yield* db.transaction(
          Effect.forEach([1, 2, 3], (n) => enqueueJob(CountJob, { n }), { discard: true }),
        );
      }),
    );
    const claimed = await claimDueJobs(
      first,
      { token: randomUUID(), kinds: [CountJob.name], limit: 1 },
      clock.currentTimeMillisUnsafe(),
      LEASE_MS,
    );
    expect(claimed).toHaveLength(1);
    await first.close();

    // Second life: a new runner on the same folder runs the two others at once, the claimed one after its lease.
    const second = await open();
    const after = jobsWorld(second, () => undefined, clock);
    const runner = runnerOf(after, [handleJob(CountJob, async ({ n }) => void counter.record(n))]);
    await runner.idle();
    expect(counter.total()).toBe(2);
    const held = (claimed[0]!.payload as { n: number }).n;
    expect(counter.calls.has(held)).toBe(false);
    clock.advance(LEASE_MS);
    await runner.idle();
    await runner.stop();
    expect([...counter.calls].sort()).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
    ]);
    await second.close();

    // Third life: nothing is left to run, however late it is.
    const third = await open();
    clock.advance(24 * 3_600_000);
    const later = runnerOf(
      jobsWorld(third, () => undefined, clock),
      [handleJob(CountJob, async ({ n }) => void counter.record(n))],
    );
    await later.idle();
    await later.stop();
    expect(counter.total()).toBe(3);
    const rows = await jobRows(third);
    expect(rows.every((row) => row.state === "done")).toBe(true);
    expect(rows.map((row) => row.attempts).sort()).toEqual([1, 1, 2]);
    await third.close();
  }, 60_000);
});
