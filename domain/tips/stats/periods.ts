import { Schema } from "effect";

/**
 * The statistics and ranking periods (accounts-tips-settings sections 3 and 9). The names are URL
 * segments (`/tipsters-ranking/{sportCode}/{tab}/{period}`), so they are the spec's, unchanged.
 */
export const StatisticsPeriod = Schema.Literals([
  "ALL_TIME",
  "LAST_3_DAYS",
  "LAST_7_DAYS",
  "LAST_30_DAYS",
  "LAST_90_DAYS",
]);
export type StatisticsPeriod = typeof StatisticsPeriod.Type;

export const STATISTICS_PERIODS: ReadonlyArray<StatisticsPeriod> = StatisticsPeriod.literals;

/** The spec's default of the statistics period sheet ("default allTime"). */
export const DEFAULT_STATISTICS_PERIOD: StatisticsPeriod = "ALL_TIME";

/** How many days a period reaches back; null for all time. */
export const PERIOD_DAYS: Readonly<Record<StatisticsPeriod, number | null>> = {
  ALL_TIME: null,
  LAST_3_DAYS: 3,
  LAST_7_DAYS: 7,
  LAST_30_DAYS: 30,
  LAST_90_DAYS: 90,
};

/**
 * The names the period sheet shows (all time, 3, 7, 30, 90 days) as keys the interface translates:
 * ui/ holds the wording, this holds which label belongs to which period.
 */
export const PERIOD_UI_NAMES: Readonly<Record<StatisticsPeriod, string>> = {
  ALL_TIME: "allTime",
  LAST_3_DAYS: "last3Days",
  LAST_7_DAYS: "last7Days",
  LAST_30_DAYS: "last30Days",
  LAST_90_DAYS: "last90Days",
};

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The first instant (ms) a period counts, or null for all time. Periods are rolling windows of whole
 * 24-hour days back from `now`, not calendar days: the ranking is one list for every time zone.
 */
export const periodStart = (period: StatisticsPeriod, now: number): number | null => {
  const days = PERIOD_DAYS[period];
  return days === null ? null : now - days * DAY_MS;
};

/**
 * Whether a tip settled at `settledAt` counts in the period. The start is inclusive (a tip settled
 * exactly `days` × 24 h ago counts). There is no upper bound: settlement times come from the settling
 * server's clock and a few milliseconds of skew must not drop a fresh result from every period.
 */
export const isInPeriod = (settledAt: number, period: StatisticsPeriod, now: number): boolean => {
  const start = periodStart(period, now);
  return start === null || settledAt >= start;
};

/** The ranking page's tabs (spec section 3), URL segments as well. */
export const RankingTab = Schema.Literals(["ALL", "TOP_PROFIT", "TOP_WIN_RATE", "TOP_STREAK", "FOLLOWING"]);
export type RankingTab = typeof RankingTab.Type;

export const RANKING_TABS: ReadonlyArray<RankingTab> = RankingTab.literals;

/**
 * The period a tab really ranks on. The spec keeps streak to all time (a current run of wins has no
 * period), so `/TOP_STREAK/LAST_7_DAYS` is served as all time rather than refused: the link stays
 * valid and the page says which period it shows.
 */
export const effectivePeriod = (tab: RankingTab, period: StatisticsPeriod): StatisticsPeriod =>
  tab === "TOP_STREAK" ? "ALL_TIME" : period;
