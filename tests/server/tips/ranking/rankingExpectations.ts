import type { Effect } from "effect";
import { expect } from "vitest";
import { buyersReturn } from "../../../../domain/tips/stats/buyersReturn";
import { tipsterClosingLineValue } from "../../../../domain/tips/stats/closingLineValue";
import { effectivePeriod, isInPeriod, STATISTICS_PERIODS } from "../../../../domain/tips/stats/periods";
import { type RankingEntry, rankingEntries, rankTop } from "../../../../domain/tips/stats/ranking";
import { tipStatistics } from "../../../../domain/tips/stats/tipStatistics";
import type { SettledTip } from "../../../../domain/tips/tip";
import type { Database } from "../../../../server/db/Database";
import type { SqlDriver } from "../../../../server/db/SqlDriver";
import type { SportsClock } from "../../../../server/provider/SportsClock";
import { clampLimit, tipsterRanking } from "../../../../server/tips/ranking/rankingQueries";
import { MATERIALISED_TABS } from "../../../../server/tips/ranking/refreshRankings";
import { tipsterStatistics } from "../../../../server/tips/ranking/tipsterStatistics";
import { purchasesOf, type RecordTip, SPORTS } from "./rankingRecord";

/** What the ranking's store must agree with: domain/tips/stats over the same tips. */
export type Run = <A, E>(effect: Effect.Effect<A, E, Database | SportsClock>) => Promise<A>;

export const settledOf = (tips: ReadonlyArray<RecordTip>, sportId: string, userId?: string): SettledTip[] =>
  tips.filter((tip) => tip.sportId === sportId && (userId === undefined || tip.creatorId === userId));

export const pureEntries = (tips: ReadonlyArray<RecordTip>, sportId: string, now: number) => {
  const users = [...new Set(settledOf(tips, sportId).map((tip) => tip.creatorId))];
  return users.map((userId) => rankingEntries(userId, settledOf(tips, sportId, userId), now));
};

export const expectClose = (actual: number | null, expected: number | null) => {
  if (expected === null) expect(actual).toBeNull();
  else expect(actual).toBeCloseTo(expected, 9);
};

/** Every tab's materialised top against rankTop over the pure entries. */
export const expectRankingMatches = async (
  run: Run,
  driver: SqlDriver,
  tips: ReadonlyArray<RecordTip>,
  now: number,
) => {
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

export const expectEntry = (actual: RankingEntry, expected: RankingEntry) => {
  expect(actual.sampleSize).toBe(expected.sampleSize);
  expect(actual.settledCount).toBe(expected.settledCount);
  expect(actual.qualified).toBe(expected.qualified);
  expect(actual.streak).toBe(expected.streak);
  expectClose(actual.winRate, expected.winRate);
  expectClose(actual.winRateLowerBound, expected.winRateLowerBound);
  expectClose(actual.profit, expected.profit);
  expectClose(actual.luck, expected.luck);
};

/** Every user's statistics in every sport and period at `now` against tipStatistics and its neighbours. */
export const expectStatisticsMatch = async (run: Run, tips: ReadonlyArray<RecordTip>, now: number) => {
  const users = [...new Set(tips.map((tip) => tip.creatorId))];
  for (const sportId of SPORTS)
    for (const userId of users) {
      const settled = settledOf(tips, sportId, userId);
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
        const bought = purchasesOf(tips.filter((tip) => inPeriod.includes(tip)));
        const pure = buyersReturn(bought, inPeriod);
        expect(actual.buyersReturn.settledPurchaseCount).toBe(pure.settledPurchaseCount);
        expect(actual.buyersReturn.paidFun).toBe(pure.paidFun);
        expect(actual.buyersReturn.refundedFun).toBe(pure.refundedFun);
        expectClose(actual.buyersReturn.unitProfit, pure.unitProfit);
        expectClose(actual.buyersReturn.netFun, pure.netFun);
        expectClose(actual.buyersReturn.breakEvenStake, pure.breakEvenStake);
      }
    }
};
