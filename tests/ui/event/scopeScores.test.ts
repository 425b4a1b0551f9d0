import { describe, expect, it } from "vitest";
import { scopeScores } from "../../../ui/event/scopeScores.ts";
import { anEvent, aScope } from "../../domain/event/eventFixtures.ts";

describe("scopeScores", () => {
  it("lists the played parts in playing order, without the whole match or the shoot-out", () => {
    const event = anEvent({
      scopes: {
        "penalties--0": aScope("penalties", 4, 3),
        "extra_time--1": aScope("extra_time", 0, 0, 1),
        "half--2": aScope("half", 1, 1, 2),
        "full_event--0": aScope("full_event", 6, 5),
        "half--1": aScope("half", 1, 1, 1),
      },
    });
    expect(scopeScores(event).map(({ key, home, away }) => `${key} ${home}-${away}`)).toEqual([
      "half--1 1-1",
      "half--2 1-1",
      "extra_time--1 0-0",
    ]);
  });

  it("leaves out parts that carry no score yet", () => {
    const empty = { ...aScope("set", 0, 0, 3), scores: {} };
    expect(scopeScores(anEvent({ scopes: { "set--3": empty } }))).toEqual([]);
  });
});
