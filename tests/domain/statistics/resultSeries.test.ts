import { describe, expect, it } from "vitest";
import { resultOf, resultSeries } from "../../../domain/statistics/resultSeries";
import type { StatEvent } from "../../../domain/statistics/statisticsAnswers";

const team = (id: string) => ({ id, name: id, shortName: id });

const event = (
  home: string,
  away: string,
  score: [number, number] | null,
  fields: Partial<StatEvent> = {},
): StatEvent => ({
  id: `${home}-${away}-${score?.join(":")}`,
  tournamentId: "t",
  seasonId: "s",
  round: 1,
  roundType: "REGULAR",
  stage: "UNKNOWN",
  group: null,
  startTime: 0,
  status: score ? "finished" : "not_started",
  home: team(home),
  away: team(away),
  score: score ? { home: score[0], away: score[1], penaltiesHome: null, penaltiesAway: null } : null,
  winner: null,
  minute: null,
  ...fields,
});

describe("resultOf", () => {
  it("reads a finished match from either side", () => {
    expect(resultOf(event("a", "b", [2, 1]), "a")).toBe("win");
    expect(resultOf(event("a", "b", [2, 1]), "b")).toBe("loss");
    expect(resultOf(event("a", "b", [1, 1]), "b")).toBe("draw");
  });

  it("lets the winner settle a shoot-out, and has nothing for an unplayed or foreign match", () => {
    expect(resultOf(event("a", "b", [1, 1], { winner: "away" }), "b")).toBe("win");
    expect(resultOf(event("a", "b", null), "a")).toBeNull();
    expect(resultOf(event("a", "b", [1, 0]), "c")).toBeNull();
  });
});

describe("resultSeries", () => {
  it("finds the current run, the longest runs and the counts, newest first", () => {
    const series = resultSeries(
      [
        event("a", "b", [1, 1]),
        event("c", "a", [0, 0]),
        event("a", "d", [2, 0]),
        event("a", "e", [3, 0]),
        event("a", "f", [4, 0]),
        event("g", "a", [1, 0]),
        event("a", "h", null),
      ],
      "a",
    );
    expect(series.results).toEqual(["draw", "draw", "win", "win", "win", "loss"]);
    expect(series.run).toEqual({ result: "draw", length: 2 });
    expect(series.longest).toEqual({ win: 3, draw: 2, loss: 1 });
    expect(series.count).toEqual({ win: 3, draw: 2, loss: 1 });
  });

  it("has no run without a finished match", () => {
    expect(resultSeries([event("a", "b", null)], "a").run).toBeNull();
  });
});
