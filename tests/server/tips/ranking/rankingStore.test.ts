import { Effect, Layer, ManagedRuntime } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyersReturn } from "../../../../domain/tips/stats/buyersReturn";
import { tipsterClosingLineValue } from "../../../../domain/tips/stats/closingLineValue";
import {
  DAY_MS,
  effectivePeriod,
  isInPeriod,
  STATISTICS_PERIODS,
} from "../../../../domain/tips/stats/periods";
import {
  MIN_SETTLED_FOR_RANKING,
  type RankingEntry,
  rankingEntries,
  rankTop,
} from "../../../../domain/tips/stats/ranking";
import { tipStatistics } from "../../../../domain/tips/stats/tipStatistics";
import { averageOddsOf, tallyOf } from "../../../../domain/tips/stats/tipTally";
import { type SettledTip, statusOfResult } from "../../../../domain/tips/tip";
import { Database } from "../../../../server/db/Database";
import type { SqlDriver } from "../../../../server/db/SqlDriver";
import { SportsClock } from "../../../../server/provider/SportsClock";
import { clampLimit, tipsterRanking } from "../../../../server/tips/ranking/rankingQueries";
import { recordSettlement } from "../../../../server/tips/ranking/recordSettlement";
import { MATERIALISED_TABS, refreshDueRankings } from "../../../../server/tips/ranking/refreshRankings";
import { tipsterStatistics } from "../../../../server/tips/ranking/tipsterStatistics";
import { closeDatabases, freshDatabase } from "../../../helpers/testDatabase";
import {
  BASE,
  insertActive,
  makeRecord,
  markSettledSql,
  purchasesOf,
  type RecordTip,
  SPORTS,
} from "./rankingRecord";

/**
 * The ranking's store against the pure rules: a seeded record of settled tips goes through
 * recordSettlement one settlement transaction at a time (same-millisecond runs taken in a shuffled order),
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

const settledOf = (tips: ReadonlyArray<RecordTip>, sportId: string, userId?: string): SettledTip[] =>
  tips.filter((tip) => tip.sportId === sportId && (userId === undefined || tip.creatorId === userId));

const pureEntries = (tips: ReadonlyArray<RecordTip>, sportId: string, now: number) => {
  const users = [...new Set(settledOf(tips, sportId).map((tip) => tip.creatorId))];
  return users.map((userId) => rankingEntries(userId, settledOf(tips, sportId, userId), now));
};

const expectClose = (actual: number | null, expected: number | null) => {
  if (expected === null) expect(actual).toBeNull();
  else expect(actual).toBeCloseTo(expected, 9);
};

/** Every tab's materialised top against rankTop over the pure entries. */
const expectRankingMatches = async (tips: ReadonlyArray<RecordTip>, now: number) => {
  for (const sportId of SPORTS) {
    const entries = pureEntries(tips, sportId, now);
    for (const period of STATISTICS_PERIODS) {
      const inPeriod = entries.map((byPeriod) => byPeriod[period]).filter((entry) => entry.settledCount > 0);
      for (const tab of MATERIALISED_TABS) {
        const shownPeriod = effectivePeriod(tab, period);
        const expected = rankTop(
          entries.map((byPeriod) => byPeriod[shownPeriod]).filter((entry) => entry.settledCount > 0),
          tab,
        );
        const rows = await run(tipsterRanking(sportId, tab, period, clampLimit(undefined), undefined));
        expect(
          rows.map((row) => row.tipster.userId),
          `${sportId} ${tab} ${period}`,
        ).toEqual(expected.map((row) => row.userId));
        rows.forEach((row, index) => {
          const want = expected[index]!;
          expect(row.position).toBe(want.position);
          expect(row.value).toBeCloseTo(want.value, 9);
          expectEntry(row.tipster, want.entry);
        });
      }
      // Everyone with a settled tip in the period has an entry (FOLLOWING reads them), nobody else.
      const stored = await driver.query<{ user_id: string }>(
        "SELECT user_id FROM tip_ranking_entries WHERE sport_id = $1 AND period = $2 ORDER BY user_id",
        [sportId, period],
      );
      expect(stored.map((row) => row.user_id)).toEqual(inPeriod.map((entry) => entry.userId).sort());
    }
  }
};

const expectEntry = (actual: RankingEntry, expected: RankingEntry) => {
  expect(actual.sampleSize).toBe(expected.sampleSize);
  expect(actual.settledCount).toBe(expected.settledCount);
  expect(actual.qualified).toBe(expected.qualified);
  expect(actual.streak).toBe(expected.streak);
  expectClose(actual.winRate, expected.winRate);
  expectClose(actual.winRateLowerBound, expected.winRateLowerBound);
  expectClose(actual.profit, expected.profit);
  expectClose(actual.luck, expected.luck);
};

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
      await expectRankingMatches(RECORD, now);
    }
  }, 60_000);

  it("give each user's statistics as tipStatistics computes them from the same tips", async () => {
    const now = BASE + 100 * DAY_MS + 5 * 3_600_000;
    const users = [...new Set(RECORD.map((tip) => tip.creatorId))];
    for (const sportId of SPORTS)
      for (const userId of users) {
        const settled = settledOf(RECORD, sportId, userId);
        for (const period of STATISTICS_PERIODS) {
          const expected = tipStatistics({ settled, activeCount: 0, period, now });
          const actual = await run(tipsterStatistics(userId, sportId, period, now));
          const where = `${userId} ${sportId} ${period}`;
          expect(actual.lastResults, where).toEqual(expected.lastResults);
          expect(actual.streak, where).toBe(expected.streak);
          expect(actual.wonCount, where).toBe(expected.wonCount);
          expect(actual.lostCount, where).toBe(expected.lostCount);
          expect(actual.voidCount, where).toBe(expected.voidCount);
          expect(actual.totalClosedPredictionsCount, where).toBe(expected.totalClosedPredictionsCount);
          expect(actual.totalActivePredictionsCount, where).toBe(0);
          expectClose(actual.winRate, expected.winRate);
          expectClose(actual.averageOdds, expected.averageOdds);
          expectClose(actual.profit, expected.profit);
          const inPeriod = settled.filter((tip) => isInPeriod(tip.settledAt, period, now));
          expectClose(actual.closingLineValue, tipsterClosingLineValue(inPeriod).average);
          const bought = purchasesOf(RECORD.filter((tip) => inPeriod.includes(tip)));
          const pure = buyersReturn(bought, inPeriod);
          expect(actual.buyersReturn.settledPurchaseCount).toBe(pure.settledPurchaseCount);
          expect(actual.buyersReturn.paidFun).toBe(pure.paidFun);
          expect(actual.buyersReturn.refundedFun).toBe(pure.refundedFun);
          expectClose(actual.buyersReturn.unitProfit, pure.unitProfit);
          expectClose(actual.buyersReturn.netFun, pure.netFun);
          expectClose(actual.buyersReturn.breakEvenStake, pure.breakEvenStake);
          expectClose(averageOddsOf(tallyOf(inPeriod)), expected.averageOdds);
        }
      }
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
