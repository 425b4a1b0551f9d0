import type { SettlementResult } from "../tip";

/** A line as the feed writes it (`-1.5`, `2.25`, `0`): a plain decimal, nothing else. */
const LINE_TEXT = /^[+-]?\d+(\.\d+)?$/;

/**
 * The line of a handicap or total, or undefined when it is not a multiple of a quarter: whole and half
 * lines settle as they are, quarter lines as two halves, and any other line has no settlement rule.
 */
export const parseLine = (text: string | undefined): number | undefined => {
  if (text === undefined || !LINE_TEXT.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) && Number.isSafeInteger(value * 4) ? value : undefined;
};

/** A pick that needs `margin` above zero: a push (exactly zero) returns the stake. */
const settleHalfOrWhole = (margin: number): SettlementResult =>
  margin > 0 ? "won" : margin < 0 ? "lost" : "void";

/**
 * Settles a pick on a line: `margin` is the pick's own count less the line it has to beat (for a
 * handicap the side's lead plus its handicap, for an over the total less the line). A quarter line
 * (x.25, x.75) splits the stake over the two lines a quarter either side, so one half may win or lose
 * while the other is returned: half_won, half_lost.
 */
export const settleOnLine = (margin: number): SettlementResult => {
  const quarters = margin * 4;
  if (!Number.isSafeInteger(quarters) || quarters % 2 === 0) return settleHalfOrWhole(margin);
  const low = settleHalfOrWhole(margin - 0.25);
  const high = settleHalfOrWhole(margin + 0.25);
  if (low === high) return low;
  if (low === "void") return high === "won" ? "half_won" : "half_lost";
  if (high === "void") return low === "won" ? "half_won" : "half_lost";
  // NOTE: halves a half apart around a whole-number count cannot split won/lost; a count that is not a
  // whole number never reaches here (tally.ts), so this is a refund for a case that cannot happen.
  return "void";
};
