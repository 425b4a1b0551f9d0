import { describe, expect, it } from "vitest";
import type { FeedEvent, Outcome } from "../../../domain/feed/tree.ts";
import { liveOutcomeOf, tipSelectionOf } from "../../../machines/tipCreate/tipSelectionOf.ts";
import { aMarket, anOutcome } from "../../ui/feedFixtures.ts";

const over = (coefficient: number, locked = false): Outcome => ({
  ...anOutcome("over", coefficient, locked),
  id: "o-over-2.5-half",
});

const event = (outcome: Outcome = over(1.9)) => ({
  id: "e7",
  sportId: "s1",
  categoryId: "c2",
  tournamentId: "t3",
  status: "not_started" as FeedEvent["status"],
  locked: false,
  scopes: {
    "full_event--0": {
      type: "full_event" as const,
      number: 0,
      locked: false,
      scores: {},
      markets: { "1x2--nil": aMarket("1x2", [anOutcome("P1", 2.1), anOutcome("X", 3.2)]) },
    },
    "half--1": {
      type: "half" as const,
      number: 1,
      locked: false,
      scores: {},
      markets: {
        "over_under--total::2.5": aMarket("over_under", [outcome, anOutcome("under", 1.95)], {
          total: "2.5",
        }),
      },
    },
  },
});

describe("tipSelectionOf", () => {
  it("names the chosen outcome by the feed tree's keys from the sport down, with its price now", () => {
    expect(tipSelectionOf(event(), "o-over-2.5-half")).toEqual({
      outcomeHashPath: "s1->c2->t3->e7->half--1->over_under--total::2.5->over",
      eventId: "e7",
      scopeKey: "half--1",
      marketName: "over_under--total::2.5",
      marketType: "over_under",
      outcomeCode: "over",
      odds: 1.9,
    });
  });

  it("finds nothing for an outcome the event no longer lists", () => {
    expect(tipSelectionOf(event(), "o-gone")).toBeNull();
  });
});

describe("liveOutcomeOf", () => {
  const selection = { scopeKey: "half--1", marketName: "over_under--total::2.5", outcomeCode: "over" };

  it("reads the outcome's price as the line moves", () => {
    expect(liveOutcomeOf(event(over(2.05)), selection)).toEqual({ odds: 2.05, open: true });
  });

  it("says the outcome is closed when it, its event or the event's start close it", () => {
    expect(liveOutcomeOf(event(over(2, true)), selection)?.open).toBe(false);
    expect(liveOutcomeOf({ ...event(), locked: true }, selection)?.open).toBe(false);
    expect(liveOutcomeOf({ ...event(), status: "in_progress" }, selection)?.open).toBe(false);
  });

  it("is null once the market is off the line", () => {
    expect(liveOutcomeOf(event(), { ...selection, marketName: "over_under--total::3.5" })).toBeNull();
  });
});
