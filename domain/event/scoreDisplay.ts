import { FULL_EVENT_SCOPE, PENALTIES_SCOPE, scoreKey } from "../feed/ids";
import type { FeedEvent, Scope } from "../feed/tree";
import { isUpcoming } from "./lifecycle";

export interface SideScore {
  /** What the score line shows for the side: `2`, or `1 (4)` after a shoot-out. */
  readonly text: string;
  /** The full-event value less the shoot-out, i.e. goals in play. */
  readonly score: number;
  /** Shoot-out goals, or null without a penalties scope. */
  readonly penalties: number | null;
}

export interface ScoreDisplay {
  readonly home: SideScore;
  readonly away: SideScore;
  /** The side ahead (the winner once the event is over), or null when level. */
  readonly leader: "home" | "away" | null;
}

const scoreOf = (scope: Scope | undefined, participant: "p1" | "p2"): number =>
  scope?.scores[scoreKey("score", participant)]?.value ?? 0;

const side = (full: number, penalties: number | null): SideScore => {
  // The provider counts shoot-out goals into the full event; the line shows them apart, in brackets.
  const score = penalties === null ? full : full - penalties;
  return { text: penalties === null ? `${score}` : `${score} (${penalties})`, score, penalties };
};

/** Lexicographic: goals in play first, the shoot-out only when those are level. */
const leaderOf = (home: SideScore, away: SideScore): ScoreDisplay["leader"] => {
  const byScore = home.score - away.score;
  const byPenalties = (home.penalties ?? 0) - (away.penalties ?? 0);
  const difference = byScore !== 0 ? byScore : byPenalties;
  return difference > 0 ? "home" : difference < 0 ? "away" : null;
};

/** A full-event count of one side (`score`, `yellow_card`, `corner`…), 0 when the line has none. */
export const fullEventCount = (
  event: Pick<FeedEvent, "scopes">,
  type: string,
  participant: "p1" | "p2",
): number => event.scopes[FULL_EVENT_SCOPE]?.scores[scoreKey(type, participant)]?.value ?? 0;

/**
 * The score line of an event (sports-data section 4), or null before it has a full-event scope (nothing
 * to show yet). A missing score counts as 0.
 */
export const scoreDisplay = (event: Pick<FeedEvent, "scopes">): ScoreDisplay | null => {
  const full = event.scopes[FULL_EVENT_SCOPE];
  if (!full) return null;
  const shootOut = event.scopes[PENALTIES_SCOPE];
  const home = side(scoreOf(full, "p1"), shootOut ? scoreOf(shootOut, "p1") : null);
  const away = side(scoreOf(full, "p2"), shootOut ? scoreOf(shootOut, "p2") : null);
  return { home, away, leader: leaderOf(home, away) };
};

/**
 * The score a line row, the event header and a top event show: none before kick-off (a line's early
 * scopes may already carry zeros, which would read as a score), the score line after.
 */
export const startedScore = (event: Pick<FeedEvent, "status" | "scopes">): ScoreDisplay | null =>
  isUpcoming(event.status) ? null : scoreDisplay(event);
