import { type SettledTip, type SettlementResult, statusOfResult } from "../tip";
import { newestFirst } from "./settledOrder";

/**
 * The current winning streak: how many wins in a row the newest results end with. A half win is a
 * win (the spec's status), any loss ends the run, a void is skipped (the match was not played or
 * the stake came back: it says nothing either way). It is never negative: the ranking orders by it,
 * and a losing run is not a place anyone ranks for. A fact about now, so it has no period.
 */
export const currentStreak = (tips: ReadonlyArray<SettledTip>): number => {
  let streak = 0;
  for (const tip of newestFirst(tips)) {
    const status = statusOfResult(tip.result);
    if (status === "lost") break;
    if (status === "won") streak += 1;
  }
  return streak;
};

/** The streak after one more result, for keeping it as tips settle in order (no rescan). */
export const nextStreak = (streak: number, result: SettlementResult): number => {
  const status = statusOfResult(result);
  return status === "won" ? streak + 1 : status === "lost" ? 0 : streak;
};
