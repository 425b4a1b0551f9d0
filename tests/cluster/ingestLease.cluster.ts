import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ingestLease } from "../../server/cluster/ingestLease";
import { startTestPostgres } from "./clusterEngines";

let postgres: Awaited<ReturnType<typeof startTestPostgres>>;

beforeAll(async () => {
  postgres = await startTestPostgres(55_441);
});
afterAll(async () => {
  await postgres?.remove();
});

const settledWithin = async (promise: Promise<unknown>, ms: number): Promise<boolean> =>
  Promise.race([promise.then(() => true), sleep(ms).then(() => false)]);

describe("the ingest election on PostgreSQL", () => {
  it("gives the lock to one process; the standby takes it within 5 s of the holder's death", async () => {
    const first = ingestLease({ url: postgres.url, pollMs: 200, probeMs: 200, key: 1 });
    await first.acquired;
    const second = ingestLease({ url: postgres.url, pollMs: 200, probeMs: 200, key: 1 });
    expect(await settledWithin(second.acquired, 1000)).toBe(false);

    // The holder's session ends as a kill -9 ends it: PostgreSQL drops the backend and its locks.
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    const killedAt = Date.now();
    await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND objid = 1 AND granted",
    );
    await admin.end();

    expect(await settledWithin(second.acquired, 5000)).toBe(true);
    expect(Date.now() - killedAt).toBeLessThan(5000);
    // The old holder learns it is no longer alone, so it stops ingesting.
    expect(await settledWithin(first.lost, 2000)).toBe(true);
    await first.release();
    await second.release();
  });

  it("lets a released lock go to the next process at once", async () => {
    const first = ingestLease({ url: postgres.url, pollMs: 100, key: 2 });
    await first.acquired;
    const second = ingestLease({ url: postgres.url, pollMs: 100, key: 2 });
    await first.release();
    expect(await settledWithin(second.acquired, 1000)).toBe(true);
    await second.release();
  });
});
