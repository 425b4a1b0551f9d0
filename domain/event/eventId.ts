import { Schema } from "effect";

/** Event ids are recognised by their length (sports-data section 5). */
export const MIN_EVENT_ID_LENGTH = 11;

export const EventId = Schema.String.check(Schema.isMinLength(MIN_EVENT_ID_LENGTH)).pipe(
  Schema.brand("EventId"),
);
export type EventId = typeof EventId.Type;

export const isEventId = (id: string): id is EventId => id.length >= MIN_EVENT_ID_LENGTH;

/** The catalogue code of a missing event (domain/rpc/errors.ts keeps feature codes beside the feature). */
export const EVENT_NOT_FOUND_CODE = "event.not_found";

export const eventNotFoundMessage = (id: string): string => `Event with id ${id} not found`;

/**
 * The one error for an event that cannot be shown, on the server and the client. `reason` tells a
 * malformed id from an unknown one; the message is the same for both, so a guessed id learns nothing.
 */
export class EventNotFoundError extends Schema.TaggedError<EventNotFoundError>()("EventNotFoundError", {
  eventId: Schema.String,
  reason: Schema.Literals(["invalid_id", "missing"]),
}) {
  override get message(): string {
    return eventNotFoundMessage(this.eventId);
  }
}

/** The id as an `EventId`, or the error to fail with when it cannot be one. */
export const validateEventId = (id: string): EventId | EventNotFoundError =>
  isEventId(id) ? id : new EventNotFoundError({ eventId: id, reason: "invalid_id" });
