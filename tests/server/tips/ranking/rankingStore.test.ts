import { Effect, Layer, ManagedRuntime } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DAY_MS } from "../../../../domain/tips/stats/periods";
import { MIN_SETTLED_FOR_RANKING } from "../../../../domain/tips/stats/ranking";
import { statusOfResult } from "../../../../domain/tips/tip";
import { Database } from "../../../../server/db/Database";
import type { SqlDriver } from "../../../../server/db/SqlDriver";
import { SportsClock } from "../../../../server/provider/SportsClock";
import { tipsterRanking } from "../../../../server/tips/ranking/rankingQueries";
import { recordSettlement } from "../../../../server/tips/ranking/recordSettlement";
import { refreshDueRankings } from "../../../../server/tips/ranking/refreshRankings";
import { closeDatabases, freshDatabase } from "../../../helpers/testDatabase";
import { expectRankingMatches, expectStatisticsMatch } from "./rankingExpectations";
import { BASE, insertActive, makeRecord, markSettledSql, type RecordTip, SPORTS } from "./rankingRecord";

/**
 * The ranking's store against the pure rules: a seeded record of settled tips goes through
 * recordSettlement one settlement transaction at a time (tips settled in the same millisecond out of order),
 * then every period's materialised entries, every tab's places and every user's statistics must be what
 * domain/tips/stats computes from the same tips, at several instants, with nothing but the tallies read.
 */
const RECORD = makeRecord(20261124, 9);
let driver: SqlDriver;
let runtime: ManagedRuntime.ManagedRuntime<Database | SportsClock, never>;
const run = <A, E>(effect: Effect.Effect<A, E, Database | SportsClock>) => runtime.runPromise(effect);

const settle = (tip: RecordTip) =>
  Effect.gen(function* () {
    const db = yield* Database;
    yield* db.transaction(
      Effect.gen(function* () {
        yield* db.query(markSettledSql, [tip.tipId, statusOfResult(tip.result), tip.result, tip.settledAt]);
        yield* recordSettlement(tip.tipId);
      }),
    );
  });

/** Settlement order, except that tips settled in the same millisecond arrive in reverse id order. */
const arrivalOrder = (tips: ReadonlyArray<RecordTip>): ReadonlyArray<RecordTip> =>
  [...tips].sort((a, b) => a.settledAt - b.settledAt || (a.tipId < b.tipId ? 1 : -1));

beforeAll(async () => {
  driver = await freshDatabase();
  runtime = ManagedRuntime.make(
    Layer.mergeAll(Database.fromDriver(driver), Layer.succeed(SportsClock, { now: () => BASE })),
  );
  await insertActive(driver, RECORD);
  for (const tip of arrivalOrder(RECORD)) await run(settle(tip));
}, 120_000);
afterAll(async () => {
  await runtime.dispose();
  await closeDatabases();
});

describe("the ranking's tallies", () => {
  it("are a record with several same-millisecond settlements of one tipster, and qualified tipsters", () => {
    const runsOfOne = new Set(RECORD.map((tip) => `${tip.creatorId}@${tip.settledAt}`));
    expect(runsOfOne.size).toBeLessThan(RECORD.length);
    const decided = RECORD.filter((tip) => tip.result !== "void" && tip.sportId === SPORTS[0]);
    const perUser = new Map<string, number>();
    for (const tip of decided) perUser.set(tip.creatorId, (perUser.get(tip.creatorId) ?? 0) + 1);
    expect([...perUser.values()].some((count) => count >= MIN_SETTLED_FOR_RANKING)).toBe(true);
    expect([...perUser.values()].some((count) => count < MIN_SETTLED_FOR_RANKING)).toBe(true);
  });

  it("give every tab's top places the pure ranking computes, in every period, as the windows move", async () => {
    const end = BASE + 120 * DAY_MS;
    // Mid-day instants, so each rolling window starts inside a day of settlements.
    for (const now of [end + 7 * 3_600_000, end + 2 * DAY_MS + 13 * 3_600_000 + 17_000]) {
      const refreshed = await run(refreshDueRankings(now, 60_000));
      expect(refreshed).toEqual([...SPORTS].sort());
      await expectRankingMatches(run, driver, RECORD, now);
    }
  }, 60_000);

  it("give each user's statistics as tipStatistics computes them from the same tips", async () => {
    await expectStatisticsMatch(run, RECORD, BASE + 100 * DAY_MS + 5 * 3_600_000);
  }, 60_000);

  it("rebuild a ranking only when it is due: after a settlement, or once it is a minute old", async () => {
    const now = BASE + 130 * DAY_MS;
    await run(refreshDueRankings(now, 60_000));
    expect(await run(refreshDueRankings(now + 59_999, 60_000))).toEqual([]);
    expect(await run(refreshDueRankings(now + 60_000, 60_000))).toEqual([...SPORTS].sort());
    // Nothing settled in the last 3 days by now: the window moved past everyone.
    expect(await run(tipsterRanking(SPORTS[0], "ALL", "LAST_3_DAYS", 100, undefined))).toEqual([]);
    expect((await run(tipsterRanking(SPORTS[0], "ALL", "ALL_TIME", 100, undefined))).length).toBeGreaterThan(
      0,
    );
  });
});
