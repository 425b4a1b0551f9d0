import { describe, expect, it } from "vitest";
import type { FeedEvent, FeedTree, Sport } from "../../../domain/feed/tree";
import { cardFingerprint, eventCardOf } from "../../../server/og/eventCard";
import { line, SOCCER } from "../../helpers/lineBuilder";

const KICK_OFF = Date.UTC(2026, 10, 24, 18, 30);

const treeOf = (sport: Sport): FeedTree => ({ sports: { [sport.id]: sport } });

/** The soccer line with one event changed. */
const withEvent = (sport: Sport, eventId: string, change: (event: FeedEvent) => FeedEvent): Sport => {
  const tournament = sport.categories["cat-1"]!.tournaments["tour-1"]!;
  const events = { ...tournament.events, [eventId]: change(tournament.events[eventId]!) };
  const category = sport.categories["cat-1"]!;
  return {
    ...sport,
    categories: {
      "cat-1": { ...category, tournaments: { "tour-1": { ...tournament, events } } },
    },
  };
};

const soccer = line(SOCCER, [
  { id: "soccer-live-0001", status: "in_progress", startTime: KICK_OFF, home: 2, away: 1 },
  { id: "soccer-next-0002", status: "not_started", startTime: KICK_OFF },
  { id: "soccer-done-0003", status: "finished", startTime: KICK_OFF, home: 5, away: 4 },
]);

describe("the card of an event's Open Graph image", () => {
  it("shows a live event's competition, sides, score, status and minute", () => {
    expect(eventCardOf(treeOf(soccer), "soccer-live-0001")).toEqual({
      sport: "Soccer",
      competition: "England · Premier League",
      sides: ["Home", "Away"],
      score: [
        { goals: 2, penalties: null },
        { goals: 1, penalties: null },
      ],
      tone: "live",
      status: "Live",
      minute: "10'",
      kickOffDay: "Tue 24 Nov 2026",
      kickOffTime: "18:30 UTC",
    });
  });

  it("shows the kick-off in UTC and no score before the match starts", () => {
    expect(eventCardOf(treeOf(soccer), "soccer-next-0002")).toMatchObject({
      score: null,
      tone: "upcoming",
      minute: null,
      kickOffDay: "Tue 24 Nov 2026",
      kickOffTime: "18:30 UTC",
    });
  });

  it("keeps the shoot-out apart from the goals once a match ended on penalties", () => {
    const sport = withEvent(soccer, "soccer-done-0003", (event) => ({
      ...event,
      scopes: {
        ...event.scopes,
        "penalties--0": {
          type: "penalties",
          number: 0,
          locked: true,
          markets: {},
          scores: {
            "score--p1": { type: "score", teamId: "p1", value: 4 },
            "score--p2": { type: "score", teamId: "p2", value: 3 },
          },
        },
      },
    }));
    expect(eventCardOf(treeOf(sport), "soccer-done-0003")).toMatchObject({
      score: [
        { goals: 1, penalties: 4 },
        { goals: 1, penalties: 3 },
      ],
      tone: "ended",
      status: "After penalties",
      minute: null,
    });
  });

  it("puts home (p1) first whatever the provider's order", () => {
    const sport = withEvent(soccer, "soccer-live-0001", (event) => ({
      ...event,
      participants: [...event.participants].reverse(),
    }));
    expect(eventCardOf(treeOf(sport), "soccer-live-0001")?.sides).toEqual(["Home", "Away"]);
  });

  it("changes its fingerprint with the score and the minute, not with a price", () => {
    const before = cardFingerprint(eventCardOf(treeOf(soccer), "soccer-live-0001")!);
    const fingerprintAfter = (change: (event: FeedEvent) => FeedEvent) =>
      cardFingerprint(
        eventCardOf(treeOf(withEvent(soccer, "soccer-live-0001", change)), "soccer-live-0001")!,
      );
    expect(
      fingerprintAfter((event) => ({ ...event, extraInfo: { ...event.extraInfo, currentMinute: 11 } })),
    ).not.toBe(before);
    expect(
      fingerprintAfter((event) => ({
        ...event,
        scopes: {
          ...event.scopes,
          "full_event--0": {
            ...event.scopes["full_event--0"]!,
            scores: {
              ...event.scopes["full_event--0"]!.scores,
              "score--p2": { type: "score", teamId: "p2", value: 2 },
            },
          },
        },
      })),
    ).not.toBe(before);
    expect(fingerprintAfter((event) => ({ ...event, totalOutcomes: 40, locked: true }))).toBe(before);
  });

  it("is undefined for an event the tree does not hold", () => {
    expect(eventCardOf(treeOf(soccer), "soccer-gone-0009")).toBeUndefined();
  });
});
