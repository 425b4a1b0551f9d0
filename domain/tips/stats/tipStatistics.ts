import type { SettledTip, SettlementResult } from "../tip";
import { isInPeriod, type StatisticsPeriod } from "./periods";
import { newestFirst } from "./settledOrder";
import { currentStreak } from "./streak";
import { averageOddsOf, settledCountOf, tallyOf, winRateOf } from "./tipTally";

/** How many results the statistics tab's row of recent results shows. */
export const LAST_RESULTS_COUNT = 10;

/** A user's tip statistics for one sport and period (spec section 3, "Tip statistics per user"). */
export interface TipStatistics {
  /** Won over won plus lost, half results counting half, void left out; null with nothing decided. */
  readonly winRate: number | null;
  /** Mean odds of the settled tips that were not void; null without one. */
  readonly averageOdds: number | null;
  /** Units won or lost at a stake of 1 per tip. */
  readonly profit: number;
  /** The period's newest results first, at most LAST_RESULTS_COUNT. */
  readonly lastResults: ReadonlyArray<SettlementResult>;
  /** The current winning streak, over all time whatever the period (see streak.ts). */
  readonly streak: number;
  /** By the spec's statuses: a half win is won, a half loss is lost. */
  readonly wonCount: number;
  readonly lostCount: number;
  readonly voidCount: number;
  readonly totalClosedPredictionsCount: number;
  /** Tips not settled yet: a count of now, the same in every period. */
  readonly totalActivePredictionsCount: number;
}

export interface TipStatisticsInput {
  /** Every settled tip of one user in one sport (all time: the period is applied here). */
  readonly settled: ReadonlyArray<SettledTip>;
  readonly activeCount: number;
  readonly period: StatisticsPeriod;
  readonly now: number;
}

export const tipStatistics = ({ settled, activeCount, period, now }: TipStatisticsInput): TipStatistics => {
  const inPeriod = settled.filter((tip) => isInPeriod(tip.settledAt, period, now));
  const tally = tallyOf(inPeriod);
  return {
    winRate: winRateOf(tally),
    averageOdds: averageOddsOf(tally),
    profit: tally.profit,
    lastResults: newestFirst(inPeriod)
      .slice(0, LAST_RESULTS_COUNT)
      .map((tip) => tip.result),
    streak: currentStreak(settled),
    wonCount: tally.wonCount,
    lostCount: tally.lostCount,
    voidCount: tally.voidCount,
    totalClosedPredictionsCount: settledCountOf(tally),
    totalActivePredictionsCount: activeCount,
  };
};

/**
 * The Tipster card's predictionsCount: the spec's "total closed plus active minus active", i.e. the
 * closed tips only. Open tips are left out because they prove nothing yet.
 */
export const tipsterPredictionsCount = (statistics: TipStatistics): number =>
  statistics.totalClosedPredictionsCount;
