import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { rankTopTournaments } from "../../../domain/sportsbook/rankTopTournaments";
import { TopEvent, topEventOf } from "../../../domain/sportsbook/topEvent";
import { TopTournament, topTournamentOf } from "../../../domain/sportsbook/topTournament";
import { scenarioEntries } from "./entryArbitraries";
import { event } from "./sportsbookLine";

const entryOf = (id: string) => scenarioEntries().find((entry) => entry.event.id === id)!;

describe("topEventOf", () => {
  it("gives a live event its clock, score line and main market, outcomes in reading order", () => {
    const top = topEventOf(entryOf("premier-live-01"), "soccer");
    expect(top).toMatchObject({
      status: "in_progress",
      displayStatus: "live",
      currentMinute: 58,
      addedMinute: null,
      currentScope: { type: "half", number: 1 },
      score: { home: { text: "2", score: 2 }, away: { text: "1", score: 1 }, leader: "home" },
      mainMarket: { type: "1x2", parameters: [], locked: false },
    });
    expect(top.mainMarket?.outcomes.map((o) => o.code)).toEqual(["P1", "X", "P2"]);
  });

  it("shows the shoot-out apart from goals in play", () => {
    const top = topEventOf(entryOf("friendly-live1"), "soccer");
    expect(top.score).toEqual({
      home: { text: "1 (4)", score: 1, penalties: 4 },
      away: { text: "1 (3)", score: 1, penalties: 3 },
      leader: "home",
    });
  });

  it("has no score before kick-off", () => {
    expect(topEventOf(entryOf("premier-next-01"), "soccer").score).toBeNull();
  });

  it("locks every outcome of a locked event", () => {
    const base = entryOf("premier-next-01");
    const locked = event("s", "england", "premier", {
      id: "locked-event-01",
      status: "not_started",
      startTime: 0,
      locked: true,
    });
    const top = topEventOf({ ...base, event: locked }, "soccer");
    expect(top.mainMarket?.locked).toBe(true);
    expect(top.mainMarket?.outcomes.every((o) => o.locked)).toBe(true);
  });

  it("produces what the client's Schema accepts", () => {
    for (const entry of scenarioEntries()) {
      const top = topEventOf(entry, "soccer");
      expect(Schema.decodeUnknownSync(TopEvent)(JSON.parse(JSON.stringify(top)))).toEqual(top);
    }
    for (const summary of rankTopTournaments(scenarioEntries())) {
      const top = topTournamentOf(summary);
      expect(Schema.decodeUnknownSync(TopTournament)(top)).toEqual(top);
    }
  });
});
