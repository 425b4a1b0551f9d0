import { type DisplayStatus, displayStatus } from "../../domain/event/displayStatus";
import { isLive } from "../../domain/event/lifecycle";
import { matchMinute } from "../../domain/event/matchMinute";
import { twoParticipants } from "../../domain/event/participants";
import { startedScore } from "../../domain/event/scoreDisplay";
import { findEvent } from "../../domain/feed/filterFeedTree";
import type { FeedTree } from "../../domain/feed/tree";

/** How the status line is coloured: in play, still to come, or over (finished or called off). */
export type CardTone = "live" | "upcoming" | "ended";

export interface CardScore {
  readonly goals: number;
  readonly penalties: number | null;
}

/**
 * Everything an event's Open Graph image shows, and nothing else: two cards that are equal draw the
 * same picture, so the card (serialized) is the image's fingerprint.
 */
export interface EventCard {
  readonly sport: string;
  /** Category and tournament: `England · Premier League`. */
  readonly competition: string;
  /** Home and away; one name per participant when the event is not head-to-head. */
  readonly sides: ReadonlyArray<string>;
  /** Home and away: goals in play, and the shoot-out apart; null before kick-off. */
  readonly score: readonly [CardScore, CardScore] | null;
  readonly tone: CardTone;
  /** `Live`, `Finished`, `After penalties`, `Postponed`… */
  readonly status: string;
  /** The match clock while it runs (`67'`, `45+2'`): whole minutes, so a card changes once a minute. */
  readonly minute: string | null;
  /** Kick-off in UTC: `Tue 24 Nov 2026` and `18:30 UTC`. */
  readonly kickOffDay: string;
  readonly kickOffTime: string;
}

/**
 * The image is one picture for every locale and time zone (a link preview has no visitor), so it
 * speaks English and UTC; these are the English words of the event page's status badge.
 */
const STATUS_WORDS: Record<DisplayStatus, string> = {
  not_started: "Not started",
  live: "Live",
  overtime: "Overtime",
  extra_time: "Extra time",
  penalties: "Penalties",
  finished: "Finished",
  after_overtime: "After overtime",
  after_extra_time: "After extra time",
  after_penalties: "After penalties",
  cancelled: "Cancelled",
  postponed: "Postponed",
  interrupted: "Interrupted",
  retired: "Retired",
  corrupted: "Unavailable",
};

const DAY = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
});
const TIME = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The card of an event found in a feed tree (an event view's snapshot), or undefined when it is not there. */
export const eventCardOf = (tree: FeedTree, eventId: string): EventCard | undefined => {
  const found = findEvent(tree, eventId);
  if (!found) return undefined;
  const { sport, category, tournament, event } = found;
  const status = displayStatus(event);
  const score = startedScore(event);
  const sides =
    event.participants.length === 2
      ? (({ home, away }) => [home.name, away.name])(twoParticipants(event))
      : event.participants.map((participant) => participant.name);
  return {
    sport: sport.name,
    competition: `${category.name} · ${tournament.name}`,
    sides,
    score: score
      ? [
          { goals: score.home.score, penalties: score.home.penalties },
          { goals: score.away.score, penalties: score.away.penalties },
        ]
      : null,
    tone: isLive(event.status) ? "live" : event.status === "not_started" ? "upcoming" : "ended",
    status: STATUS_WORDS[status],
    minute: isLive(event.status) ? matchMinute(event.extraInfo) : null,
    kickOffDay: DAY.format(event.startTime).replace(",", ""),
    kickOffTime: `${TIME.format(event.startTime)} UTC`,
  };
};

/** The card as a string: equal strings, equal pictures. */
export const cardFingerprint = (card: EventCard): string => JSON.stringify(card);
