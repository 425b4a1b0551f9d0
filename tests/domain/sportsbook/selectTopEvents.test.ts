import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { localDate } from "../../../domain/feed/views";
import { TOP_EVENTS_LIMIT } from "../../../domain/sportsbook/homeLimits";
import type { LineEntry } from "../../../domain/sportsbook/lineEntries";
import { compareByTournamentPriority, selectTopEvents } from "../../../domain/sportsbook/selectTopEvents";
import { lineEntriesArb, nowArb, offsetArb, scenarioEntries } from "./entryArbitraries";
import { T0 } from "./sportsbookLine";

const ids = (entries: ReadonlyArray<LineEntry>) => entries.map((entry) => entry.event.id);

describe("selectTopEvents", () => {
  it("puts live events first, then today's upcoming ones, each by tournament priority", () => {
    expect(ids(selectTopEvents(scenarioEntries(), { now: T0, timeZoneOffset: 0 }))).toEqual([
      "premier-live-01",
      "champ-live-001",
      "friendly-live1",
      "premier-next-01",
      "laliga-next-01",
      "laliga-late-01",
    ]);
  });

  it("reads today in the viewer's zone", () => {
    const east = ids(selectTopEvents(scenarioEntries(), { now: T0, timeZoneOffset: 2 * 3600 }));
    expect(east).not.toContain("laliga-late-01");
    expect(east).toContain("premier-next-01");
  });

  it("stops at the limit", () => {
    expect(ids(selectTopEvents(scenarioEntries(), { now: T0, timeZoneOffset: 0, limit: 2 }))).toEqual([
      "premier-live-01",
      "champ-live-001",
    ]);
    expect(selectTopEvents(scenarioEntries(), { now: T0, timeZoneOffset: 0, limit: 0 })).toEqual([]);
  });

  it("keeps only live events and today's events still to start, never more than the limit, once each", () => {
    fc.assert(
      fc.property(lineEntriesArb, nowArb, offsetArb, (entries, now, timeZoneOffset) => {
        const top = selectTopEvents(entries, { now, timeZoneOffset });
        const today = localDate(now, timeZoneOffset);
        expect(top.length).toBeLessThanOrEqual(TOP_EVENTS_LIMIT);
        expect(new Set(ids(top)).size).toBe(top.length);
        for (const { event } of top) {
          const live = event.status === "in_progress";
          const upcomingToday =
            event.status === "not_started" && localDate(event.startTime, timeZoneOffset) === today;
          expect(live || upcomingToday).toBe(true);
        }
      }),
    );
  });

  it("misses no eligible event while below the limit, and ranks every live event above every upcoming one", () => {
    fc.assert(
      fc.property(lineEntriesArb, nowArb, offsetArb, (entries, now, timeZoneOffset) => {
        const today = localDate(now, timeZoneOffset);
        const eligible = entries.filter(
          ({ event }) =>
            event.status === "in_progress" ||
            (event.status === "not_started" && localDate(event.startTime, timeZoneOffset) === today),
        );
        const top = selectTopEvents(entries, { now, timeZoneOffset, limit: 1000 });
        expect(new Set(ids(top))).toEqual(new Set(ids(eligible)));
        const firstUpcoming = top.findIndex(({ event }) => event.status !== "in_progress");
        if (firstUpcoming >= 0) {
          expect(top.slice(firstUpcoming).every(({ event }) => event.status === "not_started")).toBe(true);
        }
        // Within each group the order is the ranking's, so priorities never go up.
        for (let i = 1; i < top.length; i++) {
          if (top[i]!.event.status === top[i - 1]!.event.status) {
            expect(compareByTournamentPriority(top[i - 1]!, top[i]!)).toBeLessThan(0);
          }
        }
      }),
    );
  });

  it("takes the best of the eligible events when it must cut, whatever order the line lists them in", () => {
    const linePermuted = lineEntriesArb.chain((entries) =>
      fc.tuple(
        fc.constant(entries),
        fc.shuffledSubarray(entries, { minLength: entries.length, maxLength: entries.length }),
      ),
    );
    fc.assert(
      fc.property(
        linePermuted,
        nowArb,
        offsetArb,
        fc.integer({ min: 0, max: 8 }),
        ([entries, shuffled], now, timeZoneOffset, limit) => {
          const options = { now, timeZoneOffset, limit };
          expect(ids(selectTopEvents(shuffled, options))).toEqual(ids(selectTopEvents(entries, options)));
          const all = selectTopEvents(entries, { now, timeZoneOffset, limit: 1000 });
          expect(ids(selectTopEvents(entries, options))).toEqual(ids(all.slice(0, limit)));
        },
      ),
    );
  });
});
