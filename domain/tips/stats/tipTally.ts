import { type SettledTip, statusOfResult, unitProfit } from "../tip";
import { decidedWeight, winWeight } from "./resultWeights";
import { oldestFirst } from "./settledOrder";

/**
 * The sums a user's statistics and ranking values are read from, for one sport and one span of
 * time. They add up (`combineTallies`), so a server can keep one tally per user, sport and day and
 * sum the days of a period instead of scanning every tip on each request.
 */
export interface TipTally {
  readonly wonCount: number;
  readonly lostCount: number;
  readonly voidCount: number;
  /** Won and lost tips together (void left out): the sample size shown on a ranking row. */
  readonly decidedCount: number;
  /** Wins and losses weighted by `decidedWeight` (half results count half). */
  readonly decidedWeight: number;
  readonly winWeight: number;
  /** Sum of the odds of the decided tips, for their average. */
  readonly decidedOddsSum: number;
  /** Sum of unit profits at stake 1. */
  readonly profit: number;
  /** Sum of `odds - 1` over decided tips: the profit's variance under fair random picks (see luck.ts). */
  readonly randomProfitVariance: number;
}

export const emptyTally: TipTally = {
  wonCount: 0,
  lostCount: 0,
  voidCount: 0,
  decidedCount: 0,
  decidedWeight: 0,
  winWeight: 0,
  decidedOddsSum: 0,
  profit: 0,
  randomProfitVariance: 0,
};

export const addToTally = (tally: TipTally, tip: SettledTip): TipTally => {
  const status = statusOfResult(tip.result);
  const decided = status !== "void";
  return {
    wonCount: tally.wonCount + (status === "won" ? 1 : 0),
    lostCount: tally.lostCount + (status === "lost" ? 1 : 0),
    voidCount: tally.voidCount + (decided ? 0 : 1),
    decidedCount: tally.decidedCount + (decided ? 1 : 0),
    decidedWeight: tally.decidedWeight + decidedWeight(tip.result),
    winWeight: tally.winWeight + winWeight(tip.result),
    decidedOddsSum: tally.decidedOddsSum + (decided ? tip.odds : 0),
    profit: tally.profit + unitProfit(tip.result, tip.odds),
    randomProfitVariance: tally.randomProfitVariance + (decided ? tip.odds - 1 : 0),
  };
};

export const combineTallies = (a: TipTally, b: TipTally): TipTally => ({
  wonCount: a.wonCount + b.wonCount,
  lostCount: a.lostCount + b.lostCount,
  voidCount: a.voidCount + b.voidCount,
  decidedCount: a.decidedCount + b.decidedCount,
  decidedWeight: a.decidedWeight + b.decidedWeight,
  winWeight: a.winWeight + b.winWeight,
  decidedOddsSum: a.decidedOddsSum + b.decidedOddsSum,
  profit: a.profit + b.profit,
  randomProfitVariance: a.randomProfitVariance + b.randomProfitVariance,
});

/** Tallies a list in settlement order, so the float sums do not depend on the order given. */
export const tallyOf = (tips: ReadonlyArray<SettledTip>): TipTally =>
  oldestFirst(tips).reduce(addToTally, emptyTally);

export const settledCountOf = (tally: TipTally): number => tally.decidedCount + tally.voidCount;

/** Wins over decided picks, half results counting half; null before anything was decided. */
export const winRateOf = (tally: TipTally): number | null =>
  tally.decidedWeight > 0 ? tally.winWeight / tally.decidedWeight : null;

export const averageOddsOf = (tally: TipTally): number | null =>
  tally.decidedCount > 0 ? tally.decidedOddsSum / tally.decidedCount : null;
