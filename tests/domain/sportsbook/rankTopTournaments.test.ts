import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TOP_TOURNAMENTS_DEFAULT_SIZE } from "../../../domain/sportsbook/homeLimits";
import { rankTopTournaments, summariseTournaments } from "../../../domain/sportsbook/rankTopTournaments";
import { lineEntriesArb, scenarioEntries } from "./entryArbitraries";

describe("rankTopTournaments", () => {
  it("ranks tournaments with something left to play by priority, leaving out finished-only ones", () => {
    const top = rankTopTournaments(scenarioEntries());
    expect(top.map((summary) => summary.tournament.id)).toEqual([
      "premier",
      "laliga",
      "championship",
      "friendlies",
    ]);
    expect(top[0]).toMatchObject({ liveEventCount: 1, upcomingEventCount: 2, eventCount: 4 });
  });

  it("gives at most `size`, 5 by default", () => {
    expect(rankTopTournaments(scenarioEntries(), 2).map((s) => s.tournament.id)).toEqual([
      "premier",
      "laliga",
    ]);
    fc.assert(
      fc.property(lineEntriesArb, (entries) => {
        expect(rankTopTournaments(entries).length).toBeLessThanOrEqual(TOP_TOURNAMENTS_DEFAULT_SIZE);
      }),
    );
  });

  it("counts every event once, in the tournament that holds it", () => {
    fc.assert(
      fc.property(lineEntriesArb, (entries) => {
        const summaries = summariseTournaments(entries);
        expect(summaries.reduce((sum, s) => sum + s.eventCount, 0)).toBe(entries.length);
        for (const summary of summaries) {
          const own = entries.filter((entry) => entry.tournament.id === summary.tournament.id);
          expect(summary.eventCount).toBe(own.length);
          expect(summary.liveEventCount).toBe(own.filter((e) => e.event.status === "in_progress").length);
          expect(summary.upcomingEventCount).toBe(own.filter((e) => e.event.status === "not_started").length);
        }
      }),
    );
  });

  it("never ranks a lower priority above a higher one, and keeps every tournament with live or upcoming events while there is room", () => {
    fc.assert(
      fc.property(lineEntriesArb, (entries) => {
        const top = rankTopTournaments(entries, 1000);
        for (let i = 1; i < top.length; i++) {
          expect(top[i]!.tournament.priority).toBeLessThanOrEqual(top[i - 1]!.tournament.priority);
        }
        const active = summariseTournaments(entries).filter(
          (s) => s.liveEventCount + s.upcomingEventCount > 0,
        );
        expect(new Set(top.map((s) => s.tournament.id))).toEqual(new Set(active.map((s) => s.tournament.id)));
      }),
    );
  });
});
