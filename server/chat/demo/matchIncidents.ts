import { fullEventCount } from "../../../domain/event/scoreDisplay";
import type { FeedBatch } from "../../../domain/feed/diff";
import { splitPath } from "../../../domain/feed/ids";
import { eventAt, type TouchedEvent } from "../../../domain/feed/touchedBatch";
import type { FeedEvent, FeedTree } from "../../../domain/feed/tree";
import type { IncidentKind } from "./fanPhrases";

/** Something a fan reacts to in a live match, read from a batch of the line. */
export interface MatchIncident {
  readonly eventId: string;
  readonly kind: IncidentKind;
  /** The side it is about (p1 home, p2 away); at a final whistle the winner's, undefined on a draw. */
  readonly side: "p1" | "p2" | undefined;
  readonly teamName: string;
  /** "2-1", home first, after the incident. */
  readonly score: string;
  /** Tells this incident from the event's others of its kind (the count after it): a stable message key. */
  readonly ordinal: number;
}

/** Sports where a goal is rare enough to cheer each one; cards are soccer's. */
const GOAL_SPORTS = new Set(["soccer", "ice_hockey"]);
const CARD_SPORTS = new Set(["soccer"]);

const fullEventScore = fullEventCount;

const scoreLine = (event: FeedEvent) =>
  `${fullEventScore(event, "score", "p1")}-${fullEventScore(event, "score", "p2")}`;

const nameOf = (event: FeedEvent, side: "p1" | "p2") =>
  event.participants.find((participant) => participant.shortId === side)?.name ?? side;

/**
 * The goals, cards and final whistles a batch of one sport brings: a full-event score of a match in play
 * that went up, or a match that went from in play to finished. Only events the batch touched at event or
 * score level are read, so a batch of odds costs a scan of its diffs.
 */
export const matchIncidents = (
  batch: FeedBatch,
  before: FeedTree,
  after: FeedTree,
  sportCode: string,
): MatchIncident[] => {
  const touched = new Map<string, TouchedEvent["parts"]>();
  for (const diff of batch.diffs) {
    if (diff.level !== "event" && diff.level !== "score") continue;
    const parts = splitPath(diff.path);
    if (parts.length < 4) continue;
    touched.set(parts[3]!, [parts[0]!, parts[1]!, parts[2]!, parts[3]!]);
  }
  const incidents: MatchIncident[] = [];
  for (const parts of touched.values()) {
    const was = eventAt(before, parts);
    const now = eventAt(after, parts);
    if (!was || !now || was.status !== "in_progress") continue;
    const score = scoreLine(now);
    if (now.status === "finished") {
      const home = fullEventScore(now, "score", "p1");
      const away = fullEventScore(now, "score", "p2");
      const side = home > away ? "p1" : away > home ? "p2" : undefined;
      incidents.push({
        eventId: now.id,
        kind: "final_whistle",
        side,
        teamName: nameOf(now, side ?? "p1"),
        score,
        ordinal: 1,
      });
      continue;
    }
    if (now.status !== "in_progress") continue;
    const kinds: Array<readonly [IncidentKind, string]> = [];
    if (GOAL_SPORTS.has(sportCode)) kinds.push(["goal", "score"]);
    if (CARD_SPORTS.has(sportCode)) kinds.push(["yellow_card", "yellow_card"], ["red_card", "red_card"]);
    for (const [kind, type] of kinds) {
      for (const side of ["p1", "p2"] as const) {
        const count = fullEventScore(now, type, side);
        if (count > fullEventScore(was, type, side)) {
          incidents.push({ eventId: now.id, kind, side, teamName: nameOf(now, side), score, ordinal: count });
        }
      }
    }
  }
  return incidents;
};
