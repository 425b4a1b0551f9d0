import type { SettledTip } from "../tip";
import { luckProbability } from "./luck";
import { isInPeriod, type RankingTab, STATISTICS_PERIODS, type StatisticsPeriod } from "./periods";
import { currentStreak } from "./streak";
import { settledCountOf, type TipTally, tallyOf, winRateOf } from "./tipTally";
import { wilsonLowerBound } from "./wilsonInterval";

/**
 * The fewest decided (not void) tips in a period before a user is ranked on win rate or profit, or
 * shown a luck value. Why 20: at 20 picks at even odds a win rate's 95 % interval is still ±0.22
 * wide, and random picks make a profit of 4.5 units or more once in six runs (σ = √20); below that the
 * top of a list sorted by rate or profit is filled by whoever was luckiest on a handful of tips, which
 * is the ranking every tipster site is distrusted for. Below it a user is still listed on ALL with
 * their sample size, just not placed on TOP_PROFIT or TOP_WIN_RATE.
 */
export const MIN_SETTLED_FOR_RANKING = 20;

/** The row of the top list a place is shown in. */
export const RANKING_TOP_LIMIT = 100;

/** One user's ranking values in one sport and period. */
export interface RankingEntry {
  readonly userId: string;
  readonly period: StatisticsPeriod;
  /** Decided tips (won or lost, half results included, void not): the sample size every row shows. */
  readonly sampleSize: number;
  /** Every settled tip of the period, void included. */
  readonly settledCount: number;
  /** At least MIN_SETTLED_FOR_RANKING decided tips: placed on TOP_PROFIT and TOP_WIN_RATE. */
  readonly qualified: boolean;
  readonly winRate: number | null;
  /** What TOP_WIN_RATE orders by (wilsonInterval.ts); 0 with nothing decided. */
  readonly winRateLowerBound: number;
  readonly profit: number;
  /** Current winning streak, all time whatever the period (streak.ts). */
  readonly streak: number;
  /** luck.ts; null while not qualified, where the approximation means nothing. */
  readonly luck: number | null;
}

/** An entry from a tally of the period (kept incrementally by the server) and the all-time streak. */
export const rankingEntry = (
  userId: string,
  period: StatisticsPeriod,
  tally: TipTally,
  streak: number,
): RankingEntry => {
  const qualified = tally.decidedCount >= MIN_SETTLED_FOR_RANKING;
  return {
    userId,
    period,
    sampleSize: tally.decidedCount,
    settledCount: settledCountOf(tally),
    qualified,
    winRate: winRateOf(tally),
    winRateLowerBound: wilsonLowerBound(tally.winWeight, tally.decidedWeight),
    profit: tally.profit,
    streak,
    luck: qualified ? luckProbability(tally.profit, tally.randomProfitVariance) : null,
  };
};

/** One user's entries for every period, from their settled tips of one sport. */
export const rankingEntries = (
  userId: string,
  settled: ReadonlyArray<SettledTip>,
  now: number,
): Readonly<Record<StatisticsPeriod, RankingEntry>> => {
  const streak = currentStreak(settled);
  const entries = {} as Record<StatisticsPeriod, RankingEntry>;
  for (const period of STATISTICS_PERIODS) {
    const inPeriod = settled.filter((tip) => isInPeriod(tip.settledAt, period, now));
    entries[period] = rankingEntry(userId, period, tallyOf(inPeriod), streak);
  }
  return entries;
};

/**
 * Who a tab lists: ALL and FOLLOWING everyone with a settled tip in the period (FOLLOWING is ALL over
 * the entries of the users the viewer follows: the caller picks them), TOP_PROFIT and TOP_WIN_RATE the
 * qualified only, TOP_STREAK whoever is on a winning run (a streak of 0 is no place). TOP_STREAK is
 * given all-time entries (`effectivePeriod`).
 */
export const isListedOn = (tab: RankingTab, entry: RankingEntry): boolean => {
  switch (tab) {
    case "ALL":
    case "FOLLOWING":
      return entry.settledCount > 0;
    case "TOP_PROFIT":
    case "TOP_WIN_RATE":
      return entry.qualified;
    case "TOP_STREAK":
      return entry.streak > 0;
  }
};

/** The number a tab's row shows. TOP_WIN_RATE shows the rate itself, though it orders by its bound. */
export const rankingValue = (tab: RankingTab, entry: RankingEntry): number => {
  switch (tab) {
    case "ALL":
    case "FOLLOWING":
      return entry.sampleSize;
    case "TOP_PROFIT":
      return entry.profit;
    case "TOP_WIN_RATE":
      return entry.winRate ?? 0;
    case "TOP_STREAK":
      return entry.streak;
  }
};

const orderKey = (tab: RankingTab, entry: RankingEntry): number =>
  tab === "TOP_WIN_RATE" ? entry.winRateLowerBound : rankingValue(tab, entry);

/**
 * Best first by the tab's key, then the larger sample, then user id (code units, not a locale), so
 * the order is total and the same for any input order (given one entry per user).
 */
export const compareForTab =
  (tab: RankingTab) =>
  (a: RankingEntry, b: RankingEntry): number =>
    orderKey(tab, b) - orderKey(tab, a) ||
    b.sampleSize - a.sampleSize ||
    (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0);

export interface RankingRow {
  /** 1-based and distinct: ties are broken, never shared. */
  readonly position: number;
  readonly userId: string;
  readonly value: number;
  readonly entry: RankingEntry;
}

export const rankTop = (
  entries: ReadonlyArray<RankingEntry>,
  tab: RankingTab,
  limit: number = RANKING_TOP_LIMIT,
): ReadonlyArray<RankingRow> =>
  entries
    .filter((entry) => isListedOn(tab, entry))
    .sort(compareForTab(tab))
    .slice(0, Math.max(0, limit))
    .map((entry, index) => ({
      position: index + 1,
      userId: entry.userId,
      value: rankingValue(tab, entry),
      entry,
    }));
