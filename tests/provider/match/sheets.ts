import { FULL_EVENT_SCOPE, PENALTIES_SCOPE } from "../../../domain/feed/ids";
import { scoreOf } from "../../../server/provider/simulator/match/sheet";
import type { MatchTimeline, ScoreSheet, Side } from "../../../server/provider/simulator/match/types";

export const finalSheet = (timeline: MatchTimeline): ScoreSheet =>
  (timeline.snapshots[timeline.snapshots.length - 1] ?? timeline.initial).scores;

export const fullEvent = (timeline: MatchTimeline, side: Side, type = "score"): number =>
  scoreOf(finalSheet(timeline), FULL_EVENT_SCOPE, side, type);

/** The spec's display rule: full event minus the shootout, the shootout in brackets. */
export const displayed = (
  timeline: MatchTimeline,
): { p1: number; p2: number; shootout?: [number, number] } => {
  const sheet = finalSheet(timeline);
  if (!sheet[PENALTIES_SCOPE]) return { p1: fullEvent(timeline, "p1"), p2: fullEvent(timeline, "p2") };
  const pens: [number, number] = [
    scoreOf(sheet, PENALTIES_SCOPE, "p1"),
    scoreOf(sheet, PENALTIES_SCOPE, "p2"),
  ];
  return { p1: fullEvent(timeline, "p1") - pens[0], p2: fullEvent(timeline, "p2") - pens[1], shootout: pens };
};

export const mean = (values: ReadonlyArray<number>): number =>
  values.reduce((a, b) => a + b, 0) / values.length;

export const minutesOf = (timeline: MatchTimeline): number =>
  ((timeline.endTime ?? timeline.startTime) - timeline.startTime) / 60_000;
