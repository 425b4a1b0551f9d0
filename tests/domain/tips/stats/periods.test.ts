import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DAY_MS,
  effectivePeriod,
  isInPeriod,
  PERIOD_DAYS,
  periodStart,
  RANKING_TABS,
  RankingTab,
  STATISTICS_PERIODS,
  StatisticsPeriod,
} from "../../../../domain/tips/stats/periods";
import { DAY, NOW } from "./settledTipArbitrary";

describe("statistics periods", () => {
  it("are the spec's names, in the sheet's order, and decode as URL segments", () => {
    expect(STATISTICS_PERIODS).toEqual([
      "ALL_TIME",
      "LAST_3_DAYS",
      "LAST_7_DAYS",
      "LAST_30_DAYS",
      "LAST_90_DAYS",
    ]);
    expect(Schema.decodeUnknownSync(StatisticsPeriod)("LAST_7_DAYS")).toBe("LAST_7_DAYS");
    expect(() => Schema.decodeUnknownSync(StatisticsPeriod)("last_7_days")).toThrow();
    expect(() => Schema.decodeUnknownSync(StatisticsPeriod)("LAST_14_DAYS")).toThrow();
  });

  it("start whole 24-hour days before now, all time has no start", () => {
    expect(DAY_MS).toBe(DAY);
    expect(periodStart("ALL_TIME", NOW)).toBeNull();
    expect(periodStart("LAST_3_DAYS", NOW)).toBe(NOW - 3 * DAY);
    expect(periodStart("LAST_90_DAYS", NOW)).toBe(NOW - 90 * DAY);
  });

  it("count a tip settled exactly at the start, not one settled a millisecond before", () => {
    for (const period of STATISTICS_PERIODS) {
      const days = PERIOD_DAYS[period];
      if (days === null) continue;
      expect(isInPeriod(NOW - days * DAY, period, NOW)).toBe(true);
      expect(isInPeriod(NOW - days * DAY - 1, period, NOW)).toBe(false);
    }
    expect(isInPeriod(0, "ALL_TIME", NOW)).toBe(true);
  });

  it("nest: a tip in a shorter period is in every longer one", () => {
    fc.assert(
      fc.property(fc.integer({ min: NOW - 200 * DAY, max: NOW + DAY }), (settledAt) => {
        const inside = STATISTICS_PERIODS.map((period) => isInPeriod(settledAt, period, NOW));
        // ALL_TIME, 3, 7, 30, 90: from the 3-day period on, once in, in all the longer ones.
        expect(inside[0]).toBe(true);
        for (let i = 1; i < inside.length - 1; i++) if (inside[i]) expect(inside[i + 1]).toBe(true);
      }),
    );
  });

  it("keep a result whose settlement clock ran a little ahead of now", () => {
    expect(isInPeriod(NOW + 5, "LAST_3_DAYS", NOW)).toBe(true);
  });
});

describe("ranking tabs", () => {
  it("are the spec's names", () => {
    expect(RANKING_TABS).toEqual(["ALL", "TOP_PROFIT", "TOP_WIN_RATE", "TOP_STREAK", "FOLLOWING"]);
    expect(Schema.decodeUnknownSync(RankingTab)("TOP_PROFIT")).toBe("TOP_PROFIT");
    expect(() => Schema.decodeUnknownSync(RankingTab)("TOP_LOSS")).toThrow();
  });

  it("rank a streak over all time whatever period is asked, and keep the period for the others", () => {
    for (const period of STATISTICS_PERIODS) {
      expect(effectivePeriod("TOP_STREAK", period)).toBe("ALL_TIME");
      for (const tab of RANKING_TABS.filter((t) => t !== "TOP_STREAK")) {
        expect(effectivePeriod(tab, period)).toBe(period);
      }
    }
  });
});
