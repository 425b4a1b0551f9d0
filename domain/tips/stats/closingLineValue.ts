import type { SettledTip } from "../tip";
import { oldestFirst } from "./settledOrder";

/**
 * Closing-line value: how much better the odds taken were than the last price before the start,
 * `odds / closingOdds - 1` (0.1 = took a price 10 % above the close). The market's last price is the
 * best estimate of the true chance, so beating it on average is skill that luck does not fake, and
 * it needs no result: a void tip still took its price. Null when no closing price was stored (or a
 * stored one is not a price, ≤ 1).
 */
export const closingLineValue = (tip: Pick<SettledTip, "odds" | "closingOdds">): number | null =>
  tip.closingOdds !== null && Number.isFinite(tip.closingOdds) && tip.closingOdds > 1
    ? tip.odds / tip.closingOdds - 1
    : null;

export interface TipsterClosingLineValue {
  /** Mean over the tips that have a closing price; null when none has. */
  readonly average: number | null;
  /** How many tips the mean is over. */
  readonly count: number;
}

export const tipsterClosingLineValue = (tips: ReadonlyArray<SettledTip>): TipsterClosingLineValue => {
  let sum = 0;
  let count = 0;
  for (const tip of oldestFirst(tips)) {
    const value = closingLineValue(tip);
    if (value === null) continue;
    sum += value;
    count += 1;
  }
  return { average: count > 0 ? sum / count : null, count };
};
