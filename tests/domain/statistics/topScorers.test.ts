import { describe, expect, it } from "vitest";
import type { MetricTable } from "../../../domain/statistics/statisticsAnswers.ts";
import { topScorersOf } from "../../../domain/statistics/topScorers.ts";

const team = { id: "t", name: "Town", shortName: "TOW" };
const player = (id: string) => ({ id, name: id.toUpperCase(), position: "F" });

const table = (metric: string, rows: ReadonlyArray<[string, number]>): MetricTable => ({
  metric,
  group: "attacking",
  rows: rows.map(([id, value], index) => ({
    position: index + 1,
    team,
    player: player(id),
    value,
    played: 10,
  })),
});

describe("topScorersOf", () => {
  it("lists the goals table with each scorer's assists beside", () => {
    const scorers = topScorersOf(
      [
        table("goals", [
          ["a", 9],
          ["b", 6],
        ]),
        table("assists", [
          ["b", 4],
          ["a", 3],
        ]),
      ],
      30,
    );
    expect(scorers.map((s) => [s.player.id, s.goals, s.assists])).toEqual([
      ["a", 9, 3],
      ["b", 6, 4],
    ]);
  });

  it("gives none to a scorer missing from an assists table shorter than its limit", () => {
    const scorers = topScorersOf([table("goals", [["a", 9]]), table("assists", [["b", 4]])], 30);
    expect(scorers[0]!.assists).toBe(0);
  });

  it("does not know the assists of a scorer missing from a full assists table", () => {
    const scorers = topScorersOf(
      [
        table("goals", [["a", 9]]),
        table("assists", [
          ["b", 4],
          ["c", 2],
        ]),
      ],
      2,
    );
    expect(scorers[0]!.assists).toBeNull();
  });

  it("is empty without a goals table", () => {
    expect(topScorersOf([table("assists", [["b", 4]])], 30)).toEqual([]);
  });
});
