import { describe, expect, it } from "vitest";
import {
  groupColumns,
  groupsWithValues,
  sortPlayerStats,
  statValue,
} from "../../../domain/statistics/playerStatsTable";
import type { PlayerMatchStatsView } from "../../../domain/statistics/statisticsAnswers";

const row = (
  name: string,
  teamType: "home" | "away",
  rating: number | null,
  values: PlayerMatchStatsView["values"],
): PlayerMatchStatsView => ({
  playerId: name,
  name,
  teamType,
  position: "M",
  minutesPlayed: 90,
  rating,
  values,
});

const players = [
  row("Bea", "away", 7.1, [{ group: "attacking", name: "shots", value: 2 }]),
  row("Ann", "home", 6.4, [
    { group: "attacking", name: "shots", value: 4 },
    { group: "attacking", name: "goals", value: 1 },
    { group: "passing", name: "passes", value: 30 },
  ]),
  row("Cid", "home", null, []),
];

describe("the player stats table", () => {
  it("offers the groups with values in the spec's order", () => {
    expect(groupsWithValues(players)).toEqual(["attacking", "passing"]);
  });

  it("lists a group's statistics in the order first given", () => {
    expect(groupColumns(players, "attacking")).toEqual(["shots", "goals"]);
    expect(statValue(players[1]!, "attacking", "goals")).toBe(1);
    expect(statValue(players[0]!, "attacking", "goals")).toBeNull();
  });

  it("sorts by rating with the unrated last either way", () => {
    const names = (list: ReadonlyArray<PlayerMatchStatsView>) => list.map((p) => p.name);
    expect(names(sortPlayerStats(players, { column: "rating" }, "descending"))).toEqual([
      "Bea",
      "Ann",
      "Cid",
    ]);
    expect(names(sortPlayerStats(players, { column: "rating" }, "ascending"))).toEqual(["Ann", "Bea", "Cid"]);
  });

  it("sorts by a statistic and by name", () => {
    const names = (list: ReadonlyArray<PlayerMatchStatsView>) => list.map((p) => p.name);
    expect(
      names(sortPlayerStats(players, { column: "stat", group: "attacking", name: "shots" }, "descending")),
    ).toEqual(["Ann", "Bea", "Cid"]);
    expect(names(sortPlayerStats(players, { column: "name" }, "descending"))).toEqual(["Cid", "Bea", "Ann"]);
  });

  it("breaks ties home side first, then by name", () => {
    const tied = sortPlayerStats(players, { column: "minutes" }, "descending");
    expect(tied.map((p) => p.name)).toEqual(["Ann", "Cid", "Bea"]);
  });
});
