import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  EventNotFinishedError,
  FinishedAtMissingError,
  finishedAtOf,
  isEnded,
  isListed,
  isLive,
  isUpcoming,
  loadsLiveMarkets,
  TWO_DAYS_MS,
} from "../../../domain/event/lifecycle";
import { EventStatus } from "../../../domain/feed/tree";
import { anEvent, status } from "./eventFixtures";

describe("event lifecycle", () => {
  it.each([
    ["not_started", "upcoming"],
    ["in_progress", "live"],
    ["finished", "ended"],
    ["cancelled", "ended"],
    ["interrupted", "ended"],
    ["postponed", "ended"],
    ["retired", "ended"],
    ["corrupted", "ended"],
  ] as const)("%s is %s", (value, phase) => {
    expect({ upcoming: isUpcoming(value), live: isLive(value), ended: isEnded(value) }).toEqual({
      upcoming: phase === "upcoming",
      live: phase === "live",
      ended: phase === "ended",
    });
  });

  it("puts every status in exactly one phase, and loads live markets for all but the ended", () => {
    for (const value of EventStatus.literals) {
      expect([isUpcoming(value), isLive(value), isEnded(value)].filter(Boolean)).toHaveLength(1);
      expect(loadsLiveMarkets(value)).toBe(!isEnded(value));
    }
  });
});

describe("finishedAtOf", () => {
  it("gives a finished event's finish time", () => {
    expect(finishedAtOf(anEvent({ status: "finished", finishedAt: 5_000 }))).toBe(5_000);
  });

  it("throws for any event that has not finished", () => {
    for (const value of EventStatus.literals.filter((s) => s !== "finished")) {
      const event = anEvent({ status: value, finishedAt: null });
      expect(() => finishedAtOf(event)).toThrow(EventNotFinishedError);
      expect(() => finishedAtOf(event)).toThrow(`Event ev-00000001 is not finished (${value})`);
    }
  });

  it("throws when a finished event has no finish time", () => {
    expect(() => finishedAtOf(anEvent({ status: "finished", finishedAt: null }))).toThrow(
      FinishedAtMissingError,
    );
  });
});

describe("isListed", () => {
  const finishedAt = 1_700_000_000_000;
  const finished = anEvent({ status: "finished", finishedAt });

  it("keeps a finished event listed for two days after it finished, not a millisecond more", () => {
    expect(isListed(finished, finishedAt)).toBe(true);
    expect(isListed(finished, finishedAt + TWO_DAYS_MS - 1)).toBe(true);
    expect(isListed(finished, finishedAt + TWO_DAYS_MS)).toBe(false);
  });

  it("keeps a finished event without a finish time listed", () => {
    expect(isListed(anEvent({ status: "finished", finishedAt: null }), finishedAt)).toBe(true);
  });

  it("lists an event iff it has not finished or finished less than two days ago", () => {
    fc.assert(
      fc.property(
        status,
        fc.option(fc.nat(10 ** 9)),
        fc.integer({ min: -(10 ** 9), max: 10 ** 9 }),
        (s, at, age) => {
          const event = anEvent({ status: s, finishedAt: at });
          const now = (at ?? 0) + age;
          const old = s === "finished" && at !== null && now - at >= TWO_DAYS_MS;
          expect(isListed(event, now)).toBe(!old);
        },
      ),
    );
  });
});
