import { Schema } from "effect";
import { closingLineValue } from "../../../domain/tips/stats/closingLineValue";
import { addToTally, combineTallies, emptyTally, type TipTally } from "../../../domain/tips/stats/tipTally";
import { type SettledTip, SettlementResult, unitProfit } from "../../../domain/tips/tip";
import { Millis } from "../../accounts/stores/columns";

/**
 * What the server sums per creator, sport and day: the domain's TipTally, plus what the ranking rows show
 * beside it (closing-line value, buyers' return). Every figure is a sum, so days add up to a period.
 */
export interface RankingTally extends TipTally {
  readonly clvSum: number;
  readonly clvCount: number;
  /** Purchases of the settled tips (free ones included). */
  readonly purchaseCount: number;
  /** FUN buyers paid for tips that did not come out void (kept by the creator). */
  readonly paidFun: number;
  /** FUN paid for void tips, given back. */
  readonly refundedFun: number;
  /** Σ over purchases of the tip's unit profit (buyersReturn.ts). */
  readonly buyersUnitProfit: number;
}

export const emptyRankingTally: RankingTally = {
  ...emptyTally,
  clvSum: 0,
  clvCount: 0,
  purchaseCount: 0,
  paidFun: 0,
  refundedFun: 0,
  buyersUnitProfit: 0,
};

/** A tip's purchases at settlement: how many, and the FUN they cost. */
export interface SettledPurchases {
  readonly count: number;
  readonly cost: number;
}

/** One settled tip's contribution, by the domain's rules. A void tip's buyers were refunded. */
export const tallyOfSettlement = (tip: SettledTip, purchases: SettledPurchases): RankingTally => {
  const clv = closingLineValue(tip);
  const refunded = tip.result === "void";
  return {
    ...addToTally(emptyTally, tip),
    clvSum: clv ?? 0,
    clvCount: clv === null ? 0 : 1,
    purchaseCount: purchases.count,
    paidFun: refunded ? 0 : purchases.cost,
    refundedFun: refunded ? purchases.cost : 0,
    buyersUnitProfit: purchases.count * unitProfit(tip.result, tip.odds),
  };
};

export const combineRankingTallies = (a: RankingTally, b: RankingTally): RankingTally => ({
  ...combineTallies(a, b),
  clvSum: a.clvSum + b.clvSum,
  clvCount: a.clvCount + b.clvCount,
  purchaseCount: a.purchaseCount + b.purchaseCount,
  paidFun: a.paidFun + b.paidFun,
  refundedFun: a.refundedFun + b.refundedFun,
  buyersUnitProfit: a.buyersUnitProfit + b.buyersUnitProfit,
});

/** The tally columns of tip_tallies_daily and tip_tallies_total, in one order, with their field. */
export const TALLY_COLUMNS = [
  ["won_count", "wonCount"],
  ["lost_count", "lostCount"],
  ["void_count", "voidCount"],
  ["decided_count", "decidedCount"],
  ["decided_weight", "decidedWeight"],
  ["win_weight", "winWeight"],
  ["decided_odds_sum", "decidedOddsSum"],
  ["profit", "profit"],
  ["random_profit_variance", "randomProfitVariance"],
  ["clv_sum", "clvSum"],
  ["clv_count", "clvCount"],
  ["purchase_count", "purchaseCount"],
  ["paid_fun", "paidFun"],
  ["refunded_fun", "refundedFun"],
  ["buyers_unit_profit", "buyersUnitProfit"],
] as const satisfies ReadonlyArray<readonly [string, keyof RankingTally]>;

export const tallyValues = (tally: RankingTally): ReadonlyArray<number> =>
  TALLY_COLUMNS.map(([, field]) => tally[field]);

/** numeric and bigint arrive as strings from node-postgres (numeric from PGlite too). */
export const SqlNumber = Schema.Union([Schema.Number, Schema.NumberFromString]);

/** `SUM(col) AS col, …` for each tally column. */
export const sumOfTallyColumns = (prefix = ""): string =>
  TALLY_COLUMNS.map(([column]) => `SUM(${prefix}${column}) AS ${column}`).join(", ");

export const TallyRow = Schema.Struct(
  Object.fromEntries(TALLY_COLUMNS.map(([column]) => [column, SqlNumber])) as {
    readonly [K in (typeof TALLY_COLUMNS)[number][0]]: typeof SqlNumber;
  },
);
export type TallyRow = typeof TallyRow.Type;

export const tallyOfRow = (row: TallyRow): RankingTally =>
  Object.fromEntries(TALLY_COLUMNS.map(([column, field]) => [field, row[column]])) as unknown as RankingTally;

/** A settled tip with its purchases' count and cost, as recording and the windows' edges read it. */
export const SettledTipRow = Schema.Struct({
  id: Schema.String,
  creator_id: Schema.String,
  sport_id: Schema.String,
  odds: Schema.Number,
  result: SettlementResult,
  settled_at: Millis,
  closing_odds: Schema.NullOr(Schema.Number),
  purchase_count: SqlNumber,
  purchase_cost: SqlNumber,
});

/** The SELECT of SettledTipRow over `tips t`; the caller adds its WHERE. */
export const SETTLED_TIP_SELECT = `SELECT t.id, t.creator_id, t.sport_id, t.odds, t.result, t.settled_at, t.closing_odds,
       p.purchase_count, p.purchase_cost
     FROM tips t
     CROSS JOIN LATERAL (SELECT count(*) AS purchase_count, COALESCE(sum(cost), 0) AS purchase_cost
                         FROM tip_purchases WHERE tip_id = t.id) p`;
