import { useEffect, useRef, useState } from "react";
import { ODDS_HIGHLIGHT_MS, type OddsTrend, oddsTrend } from "./oddsTrend.ts";

/**
 * The direction a price last moved, for `ODDS_HIGHLIGHT_MS` after the move; `key` changes with every move
 * so a second move restarts the highlight instead of riding the first one's fade.
 */
export const useOddsTrend = (
  coefficient: number,
): { readonly trend: OddsTrend | null; readonly key: number } => {
  const previous = useRef<number | undefined>(undefined);
  const [state, setState] = useState<{ trend: OddsTrend | null; key: number }>({ trend: null, key: 0 });

  useEffect(() => {
    const trend = oddsTrend(previous.current, coefficient);
    previous.current = coefficient;
    if (!trend) return;
    setState((current) => ({ trend, key: current.key + 1 }));
    const timer = setTimeout(() => setState((current) => ({ ...current, trend: null })), ODDS_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [coefficient]);

  return state;
};
