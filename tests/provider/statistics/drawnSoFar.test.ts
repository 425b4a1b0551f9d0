import { describe, expect, it } from "vitest";
import type { StatMatch } from "../../../server/provider/StatisticsProvider";
import { drawnSoFar } from "../../../server/provider/simulator/statistics/seasonMatches";

const team = (id: string) => ({ id, name: id, shortName: id });
const match = (id: string, round: number, status: StatMatch["status"]): StatMatch => ({
  id,
  sportId: "s",
  tournamentId: "t",
  seasonId: "x",
  round,
  roundType: round === 3 ? "FINAL" : "SEMIFINALS",
  stage: "PLAY_OFF",
  startTime: round,
  status,
  home: team(`${id}h`),
  away: team(`${id}a`),
  score: null,
  winner: null,
});

/** A knockout's later pairings stay hidden until the round that decides them is over. */
describe("drawnSoFar", () => {
  const drawn = new Set([3]);

  it("hides a round drawn by results while a match of the round before is still to end", () => {
    const matches = [
      match("sf1", 2, "finished"),
      match("sf2", 2, "in_progress"),
      match("f", 3, "not_started"),
    ];
    expect(drawnSoFar(matches, drawn).map((m) => m.id)).toEqual(["sf1", "sf2"]);
  });

  it("shows it once every match of the round before has ended (a called-off one too)", () => {
    const matches = [match("sf1", 2, "finished"), match("sf2", 2, "cancelled"), match("f", 3, "not_started")];
    expect(drawnSoFar(matches, drawn).map((m) => m.id)).toEqual(["sf1", "sf2", "f"]);
  });

  it("never hides a round whose pairs the structure fixes", () => {
    const matches = [match("sf1", 2, "not_started"), match("f", 3, "not_started")];
    expect(drawnSoFar(matches, new Set()).map((m) => m.id)).toEqual(["sf1", "f"]);
  });
});
