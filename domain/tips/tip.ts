import { Schema } from "effect";

/**
 * The tip (prediction) of the marketplace (accounts-tips-settings sections 3-4, issue 8): a user's pick
 * of one outcome on an event that has not started, at the line's odds of that moment, free or sold for
 * FUN. Shared by the server, the settlement and statistics rules and the pages.
 */

export const TipId = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64));
export type TipId = typeof TipId.Type;

/** What the tip picks, by its place in the feed tree (domain/feed/ids.ts). */
export const TipSelection = Schema.Struct({
  eventId: Schema.String,
  /** `full_event--0`, `half--1`, `set--2`… */
  scopeKey: Schema.String,
  /** `1x2--nil`, `over_under--total::2.5`, `asian_handicap--handicap::-0.75`… */
  marketName: Schema.String,
  /** The outcome's code: P1, X, P2, over, under, yes, no, `2:1` (a correct score)… */
  outcomeCode: Schema.String,
});
export type TipSelection = typeof TipSelection.Type;

/**
 * How a settled pick came out. Quarter lines of Asian handicaps and totals split the stake in two
 * halves, so a pick can win or lose half of it (the other half back).
 */
export const SettlementResult = Schema.Literals(["won", "lost", "void", "half_won", "half_lost"]);
export type SettlementResult = typeof SettlementResult.Type;

/** The spec's four statuses: a half win is a win, a half loss a loss (profit tells the halves apart). */
export const TipStatus = Schema.Literals(["active", "won", "lost", "void"]);
export type TipStatus = typeof TipStatus.Type;

export const statusOfResult = (result: SettlementResult): Exclude<TipStatus, "active"> =>
  result === "half_won" ? "won" : result === "half_lost" ? "lost" : result;

/** Cost in whole FUN: 0 is free, else 1 to 10,000 (the spec's constants 1 and 10000). */
export const TIP_COST_MAX = 10_000;
export const TipCost = Schema.Number.check(
  Schema.isInt(),
  Schema.isBetween({ minimum: 0, maximum: TIP_COST_MAX }),
);
export type TipCost = typeof TipCost.Type;

/** Profit of a settled pick at a stake of one unit (the ranking's and statistics' unit). */
export const unitProfit = (result: SettlementResult, odds: number): number => {
  switch (result) {
    case "won":
      return odds - 1;
    case "half_won":
      return (odds - 1) / 2;
    case "lost":
      return -1;
    case "half_lost":
      return -0.5;
    case "void":
      return 0;
  }
};

/** A settled tip as statistics and rankings read it. */
export interface SettledTip {
  readonly tipId: string;
  readonly creatorId: string;
  readonly sportId: string;
  readonly odds: number;
  readonly result: SettlementResult;
  /** When the tip was settled (ms); periods count from it. */
  readonly settledAt: number;
  /** The last price of the picked outcome before the start, when known (closing-line value). */
  readonly closingOdds: number | null;
}
