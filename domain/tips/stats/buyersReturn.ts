import { type SettledTip, unitProfit } from "../tip";
import { oldestFirst } from "./settledOrder";

/**
 * A buyer's notional stake on a tip they bought, in FUN. The spec has no stake (FUN buys tips, it is
 * not bet), so "what buyers gained" needs one: a buyer is taken to follow each bought tip with the
 * same round stake. The report also gives the stake-free figures (paid FUN beside the bought tips'
 * unit profit, and the break-even stake), so the choice of 100 changes one number only.
 */
export const BUYER_STAKE_FUN = 100;

/** One row of tip_purchases as this rule reads it. */
export interface TipPurchaseRecord {
  readonly tipId: string;
  readonly buyerId: string;
  /** FUN paid. */
  readonly cost: number;
  /** Void tips refund their buyers: a refunded purchase cost nothing in the end. */
  readonly refunded: boolean;
}

/** What a tipster's buyers got, beside what the tipster's own record says. */
export interface BuyersReturn {
  /** Purchases of tips that have settled; the others are pending and counted apart. */
  readonly settledPurchaseCount: number;
  readonly pendingPurchaseCount: number;
  /** FUN the buyers paid for settled tips and kept paying (refunds taken off). */
  readonly paidFun: number;
  readonly refundedFun: number;
  /** Σ over settled purchases of the tip's unit profit: a tip bought 30 times counts 30 times. */
  readonly unitProfit: number;
  /** Σ over settled purchases of unitProfit × stake - cost paid: the buyers' net in FUN at the stake. */
  readonly netFun: number;
  /** The stake per tip at which following the bought tips repays their price; null if no stake does. */
  readonly breakEvenStake: number | null;
  /** The tipster's own profit at stake 1 over all their settled tips, bought or not. */
  readonly tipsterUnitProfit: number;
}

/**
 * What buyers who paid `paidFun` for tips worth `unitProfit` at stake 1 got at `stake` per tip, and the
 * stake at which they would have broken even (null when no stake does).
 */
export const buyersNet = (
  unitProfit: number,
  paidFun: number,
  stake: number,
): { readonly netFun: number; readonly breakEvenStake: number | null } => ({
  netFun: unitProfit * stake - paidFun,
  breakEvenStake: unitProfit > 0 ? paidFun / unitProfit : null,
});

/**
 * Buyers' real return for one tipster: `purchases` of their tips and their `settled` tips (the
 * purchases of tips not among them are pending).
 */
export const buyersReturn = (
  purchases: ReadonlyArray<TipPurchaseRecord>,
  settled: ReadonlyArray<SettledTip>,
  stake: number = BUYER_STAKE_FUN,
): BuyersReturn => {
  const ordered = oldestFirst(settled);
  const byId = new Map(ordered.map((tip) => [tip.tipId, tip]));
  let settledPurchaseCount = 0;
  let paidFun = 0;
  let refundedFun = 0;
  let profit = 0;
  for (const purchase of purchases) {
    const tip = byId.get(purchase.tipId);
    if (tip === undefined) continue;
    settledPurchaseCount += 1;
    if (purchase.refunded) refundedFun += purchase.cost;
    else paidFun += purchase.cost;
    profit += unitProfit(tip.result, tip.odds);
  }
  return {
    settledPurchaseCount,
    pendingPurchaseCount: purchases.length - settledPurchaseCount,
    paidFun,
    refundedFun,
    unitProfit: profit,
    ...buyersNet(profit, paidFun, stake),
    tipsterUnitProfit: ordered.reduce((sum, tip) => sum + unitProfit(tip.result, tip.odds), 0),
  };
};
