import { BUYER_STAKE_FUN, buyersNet } from "../../../domain/tips/stats/buyersReturn";
import type { StatisticsPeriod } from "../../../domain/tips/stats/periods";
import { type RankingEntry, rankingEntry } from "../../../domain/tips/stats/ranking";
import { averageOddsOf } from "../../../domain/tips/stats/tipTally";
import type { RankingTally } from "./rankingTally";

/** Buyers' return from the sums kept per day (the same figures as domain/tips/stats/buyersReturn.ts). */
export interface BuyersReturnSums {
  readonly settledPurchaseCount: number;
  readonly paidFun: number;
  readonly refundedFun: number;
  readonly unitProfit: number;
  /** At the notional stake of BUYER_STAKE_FUN per bought tip. */
  readonly netFun: number;
  readonly breakEvenStake: number | null;
  readonly stake: number;
}

export const buyersReturnOfSums = (
  sums: Pick<RankingTally, "purchaseCount" | "paidFun" | "refundedFun" | "buyersUnitProfit">,
  stake: number = BUYER_STAKE_FUN,
): BuyersReturnSums => ({
  settledPurchaseCount: sums.purchaseCount,
  paidFun: sums.paidFun,
  refundedFun: sums.refundedFun,
  unitProfit: sums.buyersUnitProfit,
  ...buyersNet(sums.buyersUnitProfit, sums.paidFun, stake),
  stake,
});

/** A ranking entry with what its row shows beside the domain's values. */
export interface RankedTipster extends RankingEntry {
  readonly averageOdds: number | null;
  /** Mean closing-line value over the tips with a closing price (closingLineValue.ts); null without one. */
  readonly closingLineValue: number | null;
  readonly closingLineCount: number;
  readonly purchaseCount: number;
  readonly paidFun: number;
  readonly refundedFun: number;
  readonly buyersUnitProfit: number;
}

export const rankedTipster = (
  userId: string,
  period: StatisticsPeriod,
  tally: RankingTally,
  streak: number,
): RankedTipster => ({
  ...rankingEntry(userId, period, tally, streak),
  averageOdds: averageOddsOf(tally),
  closingLineValue: tally.clvCount > 0 ? tally.clvSum / tally.clvCount : null,
  closingLineCount: tally.clvCount,
  purchaseCount: tally.purchaseCount,
  paidFun: tally.paidFun,
  refundedFun: tally.refundedFun,
  buyersUnitProfit: tally.buyersUnitProfit,
});
