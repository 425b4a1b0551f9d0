import { Layer, ManagedRuntime } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DAY_MS } from "../../../../domain/tips/stats/periods";
import { statusOfResult } from "../../../../domain/tips/tip";
import { Database } from "../../../../server/db/Database";
import { loadMigrations, migrate } from "../../../../server/db/migrate";
import { openPglite } from "../../../../server/db/pgliteDriver";
import type { SqlDriver } from "../../../../server/db/SqlDriver";
import { SportsClock } from "../../../../server/provider/SportsClock";
import { refreshDueRankings } from "../../../../server/tips/ranking/refreshRankings";
import { expectRankingMatches, expectStatisticsMatch, type Run } from "./rankingExpectations";
import { BASE, insertActive, makeRecord, SPORTS } from "./rankingRecord";

/**
 * A database with tips settled before migration 9: the migration fills the tallies and streaks from them
 * in SQL, by the same rules as the domain's, so the ranking and statistics start right.
 */
const RECORD = makeRecord(7, 6);
let driver: SqlDriver;
let runtime: ManagedRuntime.ManagedRuntime<Database | SportsClock, never>;
const run: Run = (effect) => runtime.runPromise(effect);

beforeAll(async () => {
  driver = await openPglite("memory://");
  const migrations = loadMigrations();
  const ranking = migrations.findIndex((migration) => migration.name === "tip_ranking");
  await migrate(driver, migrations.slice(0, ranking));
  await insertActive(driver, RECORD);
  await driver.query(
    `UPDATE tips SET status = x.status, result = x.result, settled_at = x.settled_at
     FROM json_to_recordset($1::json) AS x(id text, status text, result text, settled_at bigint) WHERE tips.id = x.id`,
    [
      JSON.stringify(
        RECORD.map((tip) => ({
          id: tip.tipId,
          status: statusOfResult(tip.result),
          result: tip.result,
          settled_at: tip.settledAt,
        })),
      ),
    ],
  );
  await migrate(driver, migrations);
  runtime = ManagedRuntime.make(
    Layer.mergeAll(Database.fromDriver(driver), Layer.succeed(SportsClock, { now: () => BASE })),
  );
}, 60_000);
afterAll(async () => {
  await runtime?.dispose();
  await driver?.close();
});

describe("migration 9 on a database with settled tips", () => {
  it("gives the ranking and statistics the pure rules compute from those tips", async () => {
    const now = BASE + 121 * DAY_MS + 3_600_000;
    expect(await run(refreshDueRankings(now, 60_000))).toEqual([...SPORTS].sort());
    await expectRankingMatches(run, driver, RECORD, now);
    await expectStatisticsMatch(run, RECORD, BASE + 90 * DAY_MS + 11 * 3_600_000);
  }, 60_000);
});
