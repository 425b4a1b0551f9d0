import type { SettlementResult } from "../tip";

/**
 * How much of a pick a result decided, and how much of that it won. A quarter-line half win staked
 * half at the line that won and half at the line that was void (the stake came back), so it is half
 * a win and half a void, not a win; a half loss is half a loss and half a void. A void decided
 * nothing and weighs 0: it neither helps nor hurts a win rate.
 */
export const decidedWeight = (result: SettlementResult): number => {
  switch (result) {
    case "won":
    case "lost":
      return 1;
    case "half_won":
    case "half_lost":
      return 0.5;
    case "void":
      return 0;
  }
};

export const winWeight = (result: SettlementResult): number =>
  result === "won" ? 1 : result === "half_won" ? 0.5 : 0;
