import { describe, expect, it } from "vitest";
import { eventAnnouncement } from "../../../domain/event/eventAnnouncement";
import type { FeedEvent } from "../../../domain/feed/tree";
import { anEvent, aScope } from "./eventFixtures";

const names = [
  { shortId: "p1", teamId: "ars", name: "Arsenal" },
  { shortId: "p2", teamId: "che", name: "Chelsea" },
];

/** Arsenal v Chelsea in play at the given score, in the given half. */
const live = (home: number, away: number, half = 1, overrides: Partial<FeedEvent> = {}): FeedEvent =>
  anEvent({
    participants: names,
    status: "in_progress",
    currentScope: { type: "half", number: half },
    scopes: {
      "full_event--0": aScope("full_event", home, away),
      [`half--${half}`]: aScope("half", 0, 0, half),
    },
    ...overrides,
  });

const score = (home: string, away: string) => ({
  home: { name: "Arsenal", score: home },
  away: { name: "Chelsea", score: away },
});

describe("eventAnnouncement", () => {
  describe("when the page has just opened", () => {
    it("says nothing about the state it opened with", () => {
      expect(eventAnnouncement(null, live(2, 1), "soccer")).toBeNull();
    });
  });

  describe("when the score changes", () => {
    it("announces a goal with both sides' scores in soccer", () => {
      expect(eventAnnouncement(live(0, 0), live(1, 0), "soccer")).toEqual({
        kind: "goal",
        scorer: "home",
        score: score("1", "0"),
      });
      expect(eventAnnouncement(live(1, 0), live(1, 1), "ice_hockey")).toMatchObject({
        kind: "goal",
        scorer: "away",
      });
    });

    it("announces the new score without calling it a goal elsewhere", () => {
      expect(eventAnnouncement(live(50, 48), live(52, 48), "basketball")).toEqual({
        kind: "score",
        scorer: "home",
        score: score("52", "48"),
      });
      expect(eventAnnouncement(live(0, 0), live(0, 1))).toMatchObject({ kind: "score", scorer: "away" });
    });

    it("calls a score that went back, or moved on both sides at once, a correction", () => {
      expect(eventAnnouncement(live(2, 0), live(1, 0), "soccer")).toEqual({
        kind: "scoreCorrected",
        score: score("1", "0"),
      });
      expect(eventAnnouncement(live(0, 0), live(1, 1), "soccer")).toMatchObject({ kind: "scoreCorrected" });
    });

    it("counts a shoot-out goal as a goal, shown apart in brackets", () => {
      const shootOut = (home: number, away: number): FeedEvent =>
        live(1 + home, 1 + away, 1, {
          currentScope: { type: "penalties", number: 0 },
          scopes: {
            "full_event--0": aScope("full_event", 1 + home, 1 + away),
            "penalties--0": aScope("penalties", home, away),
          },
        });
      expect(eventAnnouncement(shootOut(2, 2), shootOut(2, 3), "soccer")).toEqual({
        kind: "goal",
        scorer: "away",
        score: score("1 (2)", "1 (3)"),
      });
    });

    it("reads home and away by their short ids, not their order", () => {
      const swapped = (home: number, away: number) => ({
        ...live(home, away),
        participants: [names[1]!, names[0]!],
      });
      expect(eventAnnouncement(swapped(0, 0), swapped(1, 0), "soccer")).toMatchObject({
        score: score("1", "0"),
      });
    });
  });

  describe("when only odds, locks or the minute change", () => {
    it("says nothing", () => {
      const before = live(1, 0);
      const ticked: FeedEvent = {
        ...before,
        locked: true,
        extraInfo: { currentMinute: 67, addedMinute: 2 },
        totalOutcomes: 40,
        scopes: {
          ...before.scopes,
          "full_event--0": {
            ...before.scopes["full_event--0"]!,
            markets: {
              "1x2": {
                id: "m",
                type: "1x2",
                parameters: {},
                locked: false,
                outcomes: { P1: { id: "o", code: "P1", coefficient: 1.9, locked: false, updatedAt: 2 } },
              },
            },
          },
        },
      };
      expect(eventAnnouncement(before, ticked, "soccer")).toBeNull();
      expect(eventAnnouncement(before, before, "soccer")).toBeNull();
    });
  });

  describe("when the status or the part changes", () => {
    it("announces the kick-off, not the 0–0 that comes with it", () => {
      const upcoming = anEvent({ participants: names });
      expect(eventAnnouncement(upcoming, live(0, 0), "soccer")).toEqual({ kind: "started" });
    });

    it("announces a new part once", () => {
      expect(eventAnnouncement(live(1, 0, 1), live(1, 0, 2), "soccer")).toEqual({
        kind: "partStarted",
        part: { type: "half", number: 2 },
      });
      expect(eventAnnouncement(live(1, 0, 2), live(1, 0, 2), "soccer")).toBeNull();
      const extraTime = live(1, 1, 2, { currentScope: { type: "extra_time", number: 1 } });
      expect(eventAnnouncement(live(1, 1, 2), extraTime, "soccer")).toEqual({
        kind: "partStarted",
        part: { type: "extra_time", number: 1 },
      });
    });

    it("prefers the goal when a part begins in the same update", () => {
      expect(eventAnnouncement(live(0, 0, 1), live(1, 0, 2), "soccer")).toMatchObject({ kind: "goal" });
    });

    it("announces full time with the final score, even when the last goal came with it", () => {
      const finished = { ...live(2, 1), status: "finished" as const, currentScope: null };
      expect(eventAnnouncement(live(1, 1), finished, "soccer")).toEqual({
        kind: "finished",
        score: score("2", "1"),
      });
    });

    it("announces a match called off by its status", () => {
      expect(eventAnnouncement(live(0, 0), { ...live(0, 0), status: "interrupted" }, "soccer")).toEqual({
        kind: "calledOff",
        status: "interrupted",
      });
      expect(
        eventAnnouncement(
          anEvent({ participants: names }),
          anEvent({ participants: names, status: "postponed" }),
        ),
      ).toEqual({ kind: "calledOff", status: "postponed" });
    });
  });

  describe("when the page moved to another event", () => {
    it("says nothing about the switch", () => {
      expect(eventAnnouncement(live(0, 0), { ...live(1, 0), id: "ev-00000002" }, "soccer")).toBeNull();
    });
  });
});
