import { describe, expect, it } from "vitest";
import { tournamentRuns } from "../../../domain/statistics/eventRuns.ts";
import type { StatEvent } from "../../../domain/statistics/statisticsAnswers.ts";

const team = (id: string) => ({ id, name: id, shortName: id });
const event = (id: string, tournamentId: string): StatEvent => ({
  id,
  tournamentId,
  seasonId: `${tournamentId}-s`,
  round: 1,
  roundType: "REGULAR",
  stage: "UNKNOWN",
  group: null,
  startTime: 0,
  status: "finished",
  home: team("a"),
  away: team("b"),
  score: null,
  winner: null,
  minute: null,
});

describe("tournamentRuns", () => {
  it("keeps the order, one run per stretch of a tournament", () => {
    const runs = tournamentRuns([event("1", "l"), event("2", "l"), event("3", "c"), event("4", "l")]);
    expect(runs.map((run) => [run.tournamentId, run.events.map((e) => e.id)])).toEqual([
      ["l", ["1", "2"]],
      ["c", ["3"]],
      ["l", ["4"]],
    ]);
    expect(new Set(runs.map((run) => run.key)).size).toBe(3);
  });

  it("has no run for no events", () => {
    expect(tournamentRuns([])).toEqual([]);
  });
});
