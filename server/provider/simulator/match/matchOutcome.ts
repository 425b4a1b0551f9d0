import { FULL_EVENT_SCOPE, PENALTIES_SCOPE } from "../../../../domain/feed/ids";
import type { EventStatus } from "../../../../domain/feed/tree";
import { matchStateAt } from "./matchStateAt";
import { scoreOf } from "./sheet";
import type { MatchIncident, MatchTimeline, ScoreSheet, Side } from "./types";

/** Goals, points or sets in play, and a shoot-out apart. */
export interface SheetScore {
  readonly home: number;
  readonly away: number;
  readonly penaltiesHome?: number;
  readonly penaltiesAway?: number;
}

/**
 * The score line of a sheet as the feed shows it (domain/event/scoreDisplay.ts): the engines count
 * shoot-out goals into the full event, so those are taken out and given apart.
 */
export const scoreOfSheet = (sheet: ScoreSheet): SheetScore => {
  const home = scoreOf(sheet, FULL_EVENT_SCOPE, "p1");
  const away = scoreOf(sheet, FULL_EVENT_SCOPE, "p2");
  if (!sheet[PENALTIES_SCOPE]) return { home, away };
  const penaltiesHome = scoreOf(sheet, PENALTIES_SCOPE, "p1");
  const penaltiesAway = scoreOf(sheet, PENALTIES_SCOPE, "p2");
  return { home: home - penaltiesHome, away: away - penaltiesAway, penaltiesHome, penaltiesAway };
};

export const sideName = (side: Side | null): "home" | "away" | null =>
  side === "p1" ? "home" : side === "p2" ? "away" : null;

/** Fair-play points of soccer incidents: 1 a yellow card, 3 a red one (the standings' fairPlay rule). */
export const cardPointsOf = (
  incidents: ReadonlyArray<MatchIncident>,
): { readonly home: number; readonly away: number } => {
  let home = 0;
  let away = 0;
  for (const incident of incidents) {
    const points = incident.type === "yellow_card" ? 1 : incident.type === "red_card" ? 3 : 0;
    if (incident.participant === "p1") home += points;
    else if (incident.participant === "p2") away += points;
  }
  return { home, away };
};

/**
 * How a match ended, kept small (a whole timeline weighs tens of KiB): what brackets, tables and result
 * lists need once it is over. Null score for a match never played.
 */
export interface MatchOutcome {
  readonly status: EventStatus;
  /** When play stopped for good; null for a match never played. */
  readonly endTime: number | null;
  readonly score: SheetScore | null;
  readonly winner: "home" | "away" | null;
  /** Soccer only. */
  readonly cardPoints?: { readonly home: number; readonly away: number };
}

/** The outcome read with the line's own state-at-an-instant logic, at the final whistle. */
export const outcomeOf = (timeline: MatchTimeline): MatchOutcome => {
  if (timeline.endTime === null)
    return { status: timeline.endStatus, endTime: null, score: null, winner: null };
  const state = matchStateAt(timeline, timeline.endTime);
  return {
    status: state.status,
    endTime: timeline.endTime,
    score: scoreOfSheet(state.scores),
    winner: sideName(timeline.winner),
    ...(timeline.sportCode === "soccer" ? { cardPoints: cardPointsOf(timeline.incidents) } : {}),
  };
};
