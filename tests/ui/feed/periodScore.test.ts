import { describe, expect, it } from "vitest";
import { periodScore } from "../../../ui/feed/periodScore.ts";
import { anEvent, aScope } from "../../domain/event/eventFixtures.ts";

describe("periodScore", () => {
  it("gives the games of the set in play and the game's points, 50 read as advantage", () => {
    const set = aScope("set", 4, 3, 2);
    const event = anEvent({
      status: "in_progress",
      currentScope: { type: "set", number: 2 },
      scopes: {
        "full_event--0": aScope("full_event", 1, 0),
        "set--2": {
          ...set,
          scores: {
            ...set.scores,
            "point--p1": { type: "point", teamId: "p1", value: 50 },
            "point--p2": { type: "point", teamId: "p2", value: 40 },
          },
        },
      },
    });
    expect(periodScore(event)).toEqual({ home: "4", away: "3", points: { home: "A", away: "40" } });
  });

  it("has no points in a sport that does not count them", () => {
    const event = anEvent({
      status: "in_progress",
      currentScope: { type: "set", number: 1 },
      scopes: { "set--1": aScope("set", 18, 21, 1) },
    });
    expect(periodScore(event)?.points).toBeNull();
  });

  it("is null for sports played by the clock and for events not in play", () => {
    expect(
      periodScore(anEvent({ status: "in_progress", currentScope: { type: "half", number: 2 } })),
    ).toBeNull();
    expect(periodScore(anEvent({ status: "finished", currentScope: { type: "set", number: 3 } }))).toBeNull();
  });
});
