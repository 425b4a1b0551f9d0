import type { MatchIncident, MatchTimeline, PeriodSpan } from "../../match/types";

/** A period of play begun by `now`, cut at `now` while it runs. Shoot-outs are not periods of play. */
export interface PlayedPeriod {
  readonly span: PeriodSpan;
  readonly start: number;
  /** min(the period's end, now). */
  readonly end: number;
}

export const playedPeriods = (timeline: MatchTimeline, now: number): ReadonlyArray<PlayedPeriod> =>
  timeline.periods
    .filter((span) => span.start <= now && span.scope.type !== "penalties")
    .map((span) => ({ span, start: span.start, end: Math.min(span.end, now) }));

export const inPeriod = (incident: MatchIncident, period: PlayedPeriod): boolean =>
  incident.scope.type === period.span.scope.type && incident.scope.number === period.span.scope.number;

/** How much of a period has been played at its cut: 1 once it is over. */
export const playedShare = (period: PlayedPeriod): number =>
  period.span.end > period.start ? (period.end - period.start) / (period.span.end - period.start) : 1;
