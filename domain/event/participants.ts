import { Schema } from "effect";
import type { FeedEvent, Participant } from "../feed/tree";

export class NotTwoParticipantsError extends Schema.TaggedError<NotTwoParticipantsError>()(
  "NotTwoParticipantsError",
  { eventId: Schema.String, count: Schema.Number },
) {
  override get message(): string {
    return `Event ${this.eventId} has ${this.count} participants, not two`;
  }
}

export interface TwoParticipants {
  readonly home: Participant;
  readonly away: Participant;
}

/**
 * Home and away of a head-to-head event. Views that need two (score line, match header) throw on any
 * other count (sports-data section 3) instead of guessing who is who. Home is `p1` when the short ids
 * say so, else the first in the list.
 */
export const twoParticipants = (event: Pick<FeedEvent, "id" | "participants">): TwoParticipants => {
  const { participants } = event;
  if (participants.length !== 2) {
    throw new NotTwoParticipantsError({ eventId: event.id, count: participants.length });
  }
  const [first, second] = participants as readonly [Participant, Participant];
  return second.shortId === "p1" && first.shortId !== "p1"
    ? { home: second, away: first }
    : { home: first, away: second };
};
