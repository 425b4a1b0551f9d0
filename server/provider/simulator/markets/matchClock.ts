import type { MatchState, MatchTimeline, PeriodSpan, ScopeRef } from "../match/types";

export const periodOf = (timeline: MatchTimeline, scope: ScopeRef): PeriodSpan | undefined =>
  timeline.periods.find((p) => p.scope.type === scope.type && p.scope.number === scope.number);

/**
 * Clock minutes elapsed (fractional) at `now` in the current scope; before it starts (pre-match, a
 * break) the clock stands at the scope's kick-off.
 */
export const clockMinutes = (timeline: MatchTimeline, state: MatchState, now: number): number => {
  const period = state.currentScope ? periodOf(timeline, state.currentScope) : timeline.periods[0];
  if (!period || period.clockFrom === undefined) return 0;
  const elapsed = state.phase === "play" ? Math.max(0, Math.min(now, period.end) - period.start) / 1000 : 0;
  return (period.clockFrom + elapsed) / 60;
};
