import { twoParticipants } from "../../../domain/event/participants";
import { fullEventCount } from "../../../domain/event/scoreDisplay";
import { FULL_EVENT_SCOPE } from "../../../domain/feed/ids";
import type { EventStatus, FeedEvent } from "../../../domain/feed/tree";
import type { NotificationSubject } from "../../../domain/notifications/notificationFeed";
import type { SportEventType } from "../../../domain/notifications/notificationTypes";
import type { FullSport } from "../../../domain/sports/catalogue";
import type { Watched } from "../bellStore";
import { notificationKeys } from "../notify";

/** A sport event found in the line, for everyone with a bell on its event, teams or tournament. */
export interface LiveAlert {
  readonly watched: Watched;
  readonly subject: NotificationSubject;
  /** What it is (`goal:3`, `start`) for this event: stored once per user whoever finds it. */
  readonly key: string;
}

/** The status an event moves to, and what the move is called. */
const STATUS_EVENTS: Partial<Record<EventStatus, SportEventType>> = {
  in_progress: "START",
  finished: "FINISH",
  cancelled: "CANCEL",
  interrupted: "INTERRUPT",
  postponed: "POSTPONE",
  retired: "RETIRE",
};

/** Where a sport's half time is: the scope that ends before it, and the one after. */
const HALF_TIME: Partial<Record<FullSport, { readonly type: string; readonly from: number }>> = {
  soccer: { type: "half", from: 1 },
  basketball: { type: "quarter", from: 2 },
};

const SCORED: ReadonlySet<FullSport> = new Set(["soccer", "ice_hockey"]);
const SHOOTOUT: ReadonlySet<FullSport> = new Set(["soccer", "ice_hockey"]);

const count = fullEventCount;

/**
 * What happened to an event between two of its states in the line (issue 11 item 8): its start, end or
 * calling-off from the status; goals and cards from the full event's counts going up; half time and a
 * penalty shoot-out from the scope being played. Substitutions and penalties awarded or missed are not in
 * the line's data, so they are never found here. An event first seen (no `before`) tells nothing.
 */
export const liveAlertsOf = (
  sport: FullSport,
  before: FeedEvent | undefined,
  after: FeedEvent,
): LiveAlert[] => {
  if (!before || after.participants.length !== 2) return [];
  const { home, away } = twoParticipants(after);
  const watched: Watched = {
    eventId: after.id,
    teamIds: [home.teamId, away.teamId].filter((id) => id !== ""),
    tournamentId: after.tournamentId,
  };
  const alerts: LiveAlert[] = [];
  const alert = (type: SportEventType, what: string, player: string | null = null) =>
    alerts.push({
      watched,
      key: notificationKeys.sportEvent(after.id, what),
      subject: {
        kind: "sport_event",
        type,
        eventId: after.id,
        sportId: after.sportId,
        sport,
        home: home.name,
        away: away.name,
        score: after.scopes[FULL_EVENT_SCOPE]
          ? { home: count(after, "score", "p1"), away: count(after, "score", "p2") }
          : null,
        minute:
          after.extraInfo.currentMinute === undefined ? null : Math.floor(after.extraInfo.currentMinute),
        player,
      },
    });

  const shootout = after.currentScope?.type === "penalties";
  if (SHOOTOUT.has(sport) && shootout && before.currentScope?.type !== "penalties")
    alert("PENALTY_SHOOTOUT", "shootout");
  const half = HALF_TIME[sport];
  if (
    half &&
    before.currentScope?.type === half.type &&
    before.currentScope.number === half.from &&
    after.currentScope?.type === half.type &&
    after.currentScope.number === half.from + 1
  )
    alert("HALF_TIME", "half_time");
  // Goals of a shoot-out are not goals of the match; a count that goes down (a goal taken back) tells nothing.
  if (SCORED.has(sport) && !shootout) {
    const goals = (event: FeedEvent) => count(event, "score", "p1") + count(event, "score", "p2");
    for (let total = goals(before) + 1; total <= goals(after); total++) alert("GOAL", `goal:${total}`);
  }
  if (sport === "soccer") {
    for (const side of ["p1", "p2"] as const) {
      for (const [type, name] of [
        ["yellow_card", "YELLOW_CARD"],
        ["red_card", "RED_CARD"],
      ] as const) {
        for (let n = count(before, type, side) + 1; n <= count(after, type, side); n++)
          alert(name, `${type}:${side}:${n}`);
      }
    }
  }
  const moved = before.status !== after.status ? STATUS_EVENTS[after.status] : undefined;
  if (moved && !(moved === "START" && before.status !== "not_started")) alert(moved, moved.toLowerCase());
  return alerts;
};
