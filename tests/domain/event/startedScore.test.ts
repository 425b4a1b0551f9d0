import { describe, expect, it } from "vitest";
import { scoreDisplay, startedScore } from "../../../domain/event/scoreDisplay";
import { anEvent, aScope } from "./eventFixtures";

describe("startedScore", () => {
  const withZeros = { "full_event--0": aScope("full_event", 0, 0) };

  it("shows no score before kick-off, even when the line already carries a full-event scope", () => {
    expect(startedScore(anEvent({ status: "not_started", scopes: withZeros }))).toBeNull();
  });

  it("is the score line once the event has started, in play or over", () => {
    for (const status of ["in_progress", "finished", "interrupted"] as const) {
      const event = anEvent({ status, scopes: withZeros });
      expect(startedScore(event)).toEqual(scoreDisplay(event));
      expect(startedScore(event)).not.toBeNull();
    }
  });
});
