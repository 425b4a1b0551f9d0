import { useEffect, useState } from "react";
import { type OddsTrend, oddsTrend } from "../../domain/sportsbook/oddsTrend.ts";
import { ODDS_HIGHLIGHT_MS } from "./oddsHighlight.ts";
import { afterShared } from "./sharedTimeout.ts";

/**
 * The direction a price last moved, for `ODDS_HIGHLIGHT_MS` after the move.
 * NOTE: the move is found while rendering (React's "information from previous renders" pattern), not in
 * an effect: an effect would set the trend after the commit and render the price a second time. The
 * highlight ends on a timer shared with the prices that moved in the same moment.
 */
export const useOddsTrend = (coefficient: number): OddsTrend | null => {
  const [shown, setShown] = useState<{ coefficient: number; trend: OddsTrend | null; move: number }>({
    coefficient,
    trend: null,
    move: 0,
  });
  let current = shown;
  if (shown.coefficient !== coefficient) {
    current = { coefficient, trend: oddsTrend(shown.coefficient, coefficient), move: shown.move + 1 };
    setShown(current);
  }
  const { trend, move } = current;
  useEffect(() => {
    if (!trend) return;
    return afterShared(ODDS_HIGHLIGHT_MS, () =>
      setShown((now) => (now.move === move ? { ...now, trend: null } : now)),
    );
  }, [trend, move]);
  return trend;
};
