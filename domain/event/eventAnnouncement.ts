import type { CurrentScope, FeedEvent } from "../feed/tree";
import { isEnded } from "./lifecycle";
import { type SideScore, startedScore } from "./scoreDisplay";

/**
 * What a screen reader hears when an open event changes (issue 14, deliverable 7): the score and the
 * status, once per change, through a polite live region. Odds ticks and the minute clock are not news, and
 * nothing is said for the state the page opened with.
 */

/** The event fields the announcement reads: the rest (markets, odds, the minute) never speaks. */
export type AnnouncedEvent = Pick<FeedEvent, "id" | "status" | "currentScope" | "scopes" | "participants">;

export interface AnnouncedSide {
  readonly name: string;
  /** As the score line shows it: `2`, or `1 (4)` after a shoot-out. */
  readonly score: string;
}

export interface AnnouncedScore {
  readonly home: AnnouncedSide;
  readonly away: AnnouncedSide;
}

export type EventAnnouncement =
  /** The match kicked off. */
  | { readonly kind: "started" }
  /** A new part began (half 2, set 3, extra time). */
  | { readonly kind: "partStarted"; readonly part: CurrentScope }
  /** A side scored; `goal` where a score is a goal (soccer, ice hockey), else the new score alone. */
  | { readonly kind: "goal" | "score"; readonly scorer: "home" | "away"; readonly score: AnnouncedScore }
  /** The score went back or both sides changed at once: a correction, not a goal. */
  | { readonly kind: "scoreCorrected"; readonly score: AnnouncedScore }
  /** Full time, with the final score (null only when the provider sent none). */
  | { readonly kind: "finished"; readonly score: AnnouncedScore | null }
  /** Called off: cancelled, postponed, interrupted, retired or corrupted. */
  | { readonly kind: "calledOff"; readonly status: CalledOffStatus };

/** The ended statuses other than a finish. */
export type CalledOffStatus = Exclude<FeedEvent["status"], "not_started" | "in_progress" | "finished">;

/** Sports whose score goes up by goals, by their catalogue code. */
const GOAL_SPORTS: ReadonlySet<string> = new Set(["soccer", "ice_hockey"]);

/** Home and away by their short ids (p1 is home), else in list order, as twoParticipants reads them. */
const sideNames = (event: AnnouncedEvent): { readonly home: string; readonly away: string } => {
  const [first, second] = event.participants;
  const swapped = second?.shortId === "p1" && first?.shortId !== "p1";
  return swapped
    ? { home: second?.name ?? "", away: first?.name ?? "" }
    : { home: first?.name ?? "", away: second?.name ?? "" };
};

const announcedScore = (event: AnnouncedEvent): AnnouncedScore | null => {
  const score = startedScore(event);
  if (!score) return null;
  const names = sideNames(event);
  return {
    home: { name: names.home, score: score.home.text },
    away: { name: names.away, score: score.away.text },
  };
};

/** -1, 0 or 1: how one side's score moved (goals in play first, then the shoot-out). */
const movement = (before: SideScore, after: SideScore): number => {
  const inPlay = Math.sign(after.score - before.score);
  const shootOut = Math.sign((after.penalties ?? 0) - (before.penalties ?? 0));
  if (inPlay !== 0 && shootOut !== 0 && inPlay !== shootOut) return Number.NaN;
  return inPlay !== 0 ? inPlay : shootOut;
};

const scoreChange = (
  previous: AnnouncedEvent,
  next: AnnouncedEvent,
  sportCatalogue: string | undefined,
): EventAnnouncement | null => {
  const before = startedScore(previous);
  const after = startedScore(next);
  // The first score of a match (0–0 at kick-off) is not a change anyone scored.
  if (!before || !after) return null;
  const home = movement(before.home, after.home);
  const away = movement(before.away, after.away);
  if (home === 0 && away === 0) return null;
  const score = announcedScore(next)!;
  if ((home === 1 && away === 0) || (home === 0 && away === 1)) {
    const kind = sportCatalogue !== undefined && GOAL_SPORTS.has(sportCatalogue) ? "goal" : "score";
    return { kind, scorer: home === 1 ? "home" : "away", score };
  }
  return { kind: "scoreCorrected", score };
};

const partChange = (previous: AnnouncedEvent, next: AnnouncedEvent): EventAnnouncement | null => {
  const part = next.currentScope;
  if (next.status !== "in_progress" || !part || part.type === "full_event") return null;
  const before = previous.currentScope;
  if (before && before.type === part.type && before.number === part.number) return null;
  return { kind: "partStarted", part: { type: part.type, number: part.number } };
};

/**
 * What to announce when the open event goes from `previous` to `next`, or null when nothing worth saying
 * changed. `previous` is null on the first render (nothing is said: the reader finds the page as it is).
 * One message per change, the most important first: the match's status (it carries the final score),
 * then the score, then the part being played.
 */
export const eventAnnouncement = (
  previous: AnnouncedEvent | null,
  next: AnnouncedEvent,
  sportCatalogue?: string,
): EventAnnouncement | null => {
  if (!previous || previous.id !== next.id) return null;
  if (previous.status !== next.status) {
    if (next.status === "finished") return { kind: "finished", score: announcedScore(next) };
    if (isEnded(next.status)) return { kind: "calledOff", status: next.status as CalledOffStatus };
    if (previous.status === "not_started" && next.status === "in_progress") return { kind: "started" };
  }
  return scoreChange(previous, next, sportCatalogue) ?? partChange(previous, next);
};
