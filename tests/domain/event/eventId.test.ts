import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  EventId,
  EventNotFoundError,
  isEventId,
  MIN_EVENT_ID_LENGTH,
  validateEventId,
} from "../../../domain/event/eventId";

describe("event ids", () => {
  it("recognises ids of at least 11 characters", () => {
    expect(isEventId("a".repeat(10))).toBe(false);
    expect(isEventId("a".repeat(11))).toBe(true);
    expect(MIN_EVENT_ID_LENGTH).toBe(11);
  });

  it("agrees with the EventId schema on any string", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (id) => {
        expect(isEventId(id)).toBe(Schema.is(EventId)(id));
      }),
    );
  });

  it("turns a short id into a not-found error with the catalogue wording", () => {
    const result = validateEventId("short");
    expect(result).toBeInstanceOf(EventNotFoundError);
    expect(result).toMatchObject({
      _tag: "EventNotFoundError",
      eventId: "short",
      reason: "invalid_id",
      message: "Event with id short not found",
    });
  });

  it("keeps a valid id as it is", () => {
    expect(validateEventId("ev-12345678")).toBe("ev-12345678");
  });

  it("words a missing event the same way", () => {
    const error = new EventNotFoundError({ eventId: "ev-12345678", reason: "missing" });
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe("Event with id ev-12345678 not found");
  });
});
