import { Schema } from "effect";
import type { EventStatus, FeedEvent } from "../feed/tree";

/**
 * Where an event is in its life (sports-data section 4). Shared by the server (which events get live
 * markets, which stay in the line) and the client (what a row shows).
 */
export const ENDED_STATUSES = [
  "finished",
  "cancelled",
  "interrupted",
  "postponed",
  "retired",
  "corrupted",
] as const satisfies ReadonlyArray<EventStatus>;

const ended: ReadonlySet<EventStatus> = new Set(ENDED_STATUSES);

export const isEnded = (status: EventStatus): boolean => ended.has(status);
export const isLive = (status: EventStatus): boolean => status === "in_progress";
export const isUpcoming = (status: EventStatus): boolean => status === "not_started";

/** Ended events carry no live market data, so nothing is loaded or subscribed for them. */
export const loadsLiveMarkets = (status: EventStatus): boolean => !isEnded(status);

/** How long a finished event stays in the line (sports-data section 9). */
export const TWO_DAYS_MS = 2 * 24 * 60 * 60 * 1000;

export class EventNotFinishedError extends Schema.TaggedError<EventNotFinishedError>()(
  "EventNotFinishedError",
  { eventId: Schema.String, status: Schema.String },
) {
  override get message(): string {
    return `Event ${this.eventId} is not finished (${this.status})`;
  }
}

/** A finished event whose finish time is missing: the provider broke its contract. */
export class FinishedAtMissingError extends Schema.TaggedError<FinishedAtMissingError>()(
  "FinishedAtMissingError",
  { eventId: Schema.String },
) {
  override get message(): string {
    return "Value finishedAt is nil";
  }
}

type Finishable = Pick<FeedEvent, "id" | "status" | "finishedAt">;

/**
 * When a finished event finished. Asking it of an event that has not finished is a programming error
 * (sports-data section 4), so it throws rather than answering null.
 */
export const finishedAtOf = (event: Finishable): number => {
  if (event.status !== "finished")
    throw new EventNotFinishedError({ eventId: event.id, status: event.status });
  if (event.finishedAt === null) throw new FinishedAtMissingError({ eventId: event.id });
  return event.finishedAt;
};

/**
 * Whether the line lists the event at `now` (epoch ms): a finished event for `TWO_DAYS_MS` after it
 * finished, every other event always. A finished event without a finish time stays listed: its age is
 * unknown, and showing a result too long beats hiding it.
 */
export const isListed = (event: Finishable, now: number): boolean => {
  if (event.status !== "finished" || event.finishedAt === null) return true;
  return now < finishedAtOf(event) + TWO_DAYS_MS;
};
