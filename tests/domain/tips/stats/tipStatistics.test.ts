import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isInPeriod, STATISTICS_PERIODS } from "../../../../domain/tips/stats/periods";
import {
  LAST_RESULTS_COUNT,
  tipStatistics,
  tipsterPredictionsCount,
} from "../../../../domain/tips/stats/tipStatistics";
import { type SettlementResult, unitProfit } from "../../../../domain/tips/tip";
import { aTip, DAY, NOW, settledTipsArbitrary, tipsOf } from "./settledTipArbitrary";

const allTime = (settled: Parameters<typeof tipStatistics>[0]["settled"], activeCount = 0) =>
  tipStatistics({ settled, activeCount, period: "ALL_TIME", now: NOW });

describe("tipStatistics", () => {
  it("is empty and honest before anything settled", () => {
    expect(allTime([], 3)).toEqual({
      winRate: null,
      averageOdds: null,
      profit: 0,
      lastResults: [],
      streak: 0,
      wonCount: 0,
      lostCount: 0,
      voidCount: 0,
      totalClosedPredictionsCount: 0,
      totalActivePredictionsCount: 3,
    });
  });

  it("counts wins over decided tips, leaves voids out of the rate and of the average odds", () => {
    const tips = [
      aTip({ tipId: "a", result: "won", odds: 2.5, settledAt: NOW - 4 * DAY }),
      aTip({ tipId: "b", result: "lost", odds: 1.5, settledAt: NOW - 3 * DAY }),
      aTip({ tipId: "c", result: "void", odds: 9, settledAt: NOW - 2 * DAY }),
      aTip({ tipId: "d", result: "won", odds: 2, settledAt: NOW - DAY }),
    ];
    const stats = allTime(tips, 2);
    expect(stats.winRate).toBeCloseTo(2 / 3, 12);
    expect(stats.averageOdds).toBeCloseTo(2, 12);
    expect(stats.profit).toBeCloseTo(1.5 - 1 + 0 + 1, 12);
    expect(stats).toMatchObject({ wonCount: 2, lostCount: 1, voidCount: 1, totalClosedPredictionsCount: 4 });
    expect(stats.lastResults).toEqual(["won", "void", "lost", "won"]);
    expect(stats.streak).toBe(1);
    expect(tipsterPredictionsCount(stats)).toBe(4);
  });

  it("counts a half win as half a win and half a void, and as a win in the spec's counts", () => {
    const stats = allTime(tipsOf(["half_won", "lost"], 1.9));
    // 0.5 won over 0.5 + 1 decided.
    expect(stats.winRate).toBeCloseTo(1 / 3, 12);
    expect(stats.profit).toBeCloseTo(0.45 - 1, 12);
    expect(stats).toMatchObject({ wonCount: 1, lostCount: 1, voidCount: 0 });
  });

  it("ends the streak at the newest loss and skips voids", () => {
    expect(allTime(tipsOf(["won", "lost", "won", "void", "half_won", "won"])).streak).toBe(3);
    expect(allTime(tipsOf(["won", "won", "half_lost"])).streak).toBe(0);
    expect(allTime(tipsOf(["void", "void"])).streak).toBe(0);
  });

  it("keeps the streak over all time in a short period, and the other figures in the period", () => {
    const old = tipsOf(["won", "won", "won"]).map((tip) => ({ ...tip, settledAt: tip.settledAt - 10 * DAY }));
    const recent = aTip({ tipId: "new", result: "won", settledAt: NOW - DAY });
    const stats = tipStatistics({
      settled: [...old, recent],
      activeCount: 0,
      period: "LAST_3_DAYS",
      now: NOW,
    });
    expect(stats.streak).toBe(4);
    expect(stats.totalClosedPredictionsCount).toBe(1);
    expect(stats.lastResults).toEqual(["won"]);
  });

  it("shows the newest LAST_RESULTS_COUNT results, newest first", () => {
    const results = Array.from({ length: 15 }, (_, i): SettlementResult => (i % 3 === 0 ? "lost" : "won"));
    const stats = allTime(tipsOf(results));
    expect(stats.lastResults).toEqual([...results].reverse().slice(0, LAST_RESULTS_COUNT));
  });

  it("has a win rate in [0, 1], a profit that is the sum of the unit profits and counts that add up", () => {
    fc.assert(
      fc.property(
        settledTipsArbitrary(),
        fc.constantFrom(...STATISTICS_PERIODS),
        fc.nat(50),
        (tips, period, active) => {
          const stats = tipStatistics({ settled: tips, activeCount: active, period, now: NOW });
          const inPeriod = tips.filter((tip) => isInPeriod(tip.settledAt, period, NOW));
          if (stats.winRate !== null) {
            expect(stats.winRate).toBeGreaterThanOrEqual(0);
            expect(stats.winRate).toBeLessThanOrEqual(1);
          }
          expect(stats.winRate === null).toBe(inPeriod.every((tip) => tip.result === "void"));
          const sum = inPeriod.reduce((acc, tip) => acc + unitProfit(tip.result, tip.odds), 0);
          expect(stats.profit).toBeCloseTo(sum, 9);
          expect(stats.wonCount + stats.lostCount + stats.voidCount).toBe(stats.totalClosedPredictionsCount);
          expect(stats.totalClosedPredictionsCount).toBe(inPeriod.length);
          expect(stats.totalActivePredictionsCount).toBe(active);
          expect(tipsterPredictionsCount(stats)).toBe(inPeriod.length);
          expect(stats.lastResults.length).toBe(Math.min(LAST_RESULTS_COUNT, inPeriod.length));
          if (stats.averageOdds !== null) expect(stats.averageOdds).toBeGreaterThan(1);
        },
      ),
    );
  });

  it("does not depend on the order the tips come in", () => {
    fc.assert(
      fc.property(
        settledTipsArbitrary().chain((tips) =>
          fc.tuple(fc.constant(tips), fc.shuffledSubarray(tips, { minLength: tips.length })),
        ),
        fc.constantFrom(...STATISTICS_PERIODS),
        ([tips, shuffled], period) => {
          const a = tipStatistics({ settled: tips, activeCount: 1, period, now: NOW });
          const b = tipStatistics({ settled: shuffled, activeCount: 1, period, now: NOW });
          expect(b).toEqual(a);
        },
      ),
    );
  });

  it("counts a tip settled exactly on a period's boundary in that period, and in no shorter one", () => {
    const onBoundary = aTip({ tipId: "edge", settledAt: NOW - 7 * DAY });
    const count = (period: (typeof STATISTICS_PERIODS)[number]) =>
      tipStatistics({ settled: [onBoundary], activeCount: 0, period, now: NOW }).totalClosedPredictionsCount;
    expect(count("LAST_3_DAYS")).toBe(0);
    expect(count("LAST_7_DAYS")).toBe(1);
    expect(count("LAST_30_DAYS")).toBe(1);
    expect(count("ALL_TIME")).toBe(1);
  });
});
