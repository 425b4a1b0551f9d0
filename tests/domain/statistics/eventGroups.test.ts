import { describe, expect, it } from "vitest";
import { groupByDay, groupByRound } from "../../../domain/statistics/eventGroups.ts";
import type { StatEvent } from "../../../domain/statistics/statisticsAnswers.ts";

const team = (id: string) => ({ id, name: id, shortName: id });

const event = (id: string, round: number, startTime: number, extra: Partial<StatEvent> = {}): StatEvent => ({
  id,
  tournamentId: "t",
  seasonId: "s",
  round,
  roundType: "REGULAR",
  stage: "GROUP_STAGE",
  group: null,
  startTime,
  status: "finished",
  home: team(`${id}-h`),
  away: team(`${id}-a`),
  score: { home: 1, away: 0, penaltiesHome: null, penaltiesAway: null },
  winner: "home",
  minute: null,
  ...extra,
});

describe("groupByRound", () => {
  it("keeps the list's order of rounds and of events within a round", () => {
    const events = [
      event("a", 3, 30),
      event("b", 3, 31),
      event("c", 2, 20),
      event("d", 1, 10),
      event("e", 2, 21),
    ];
    const groups = groupByRound(events);
    expect(groups.map((g) => g.round)).toEqual([3, 2, 1]);
    expect(groups.map((g) => g.events.map((e) => e.id))).toEqual([["a", "b"], ["c", "e"], ["d"]]);
  });

  it("tells a knockout round from a regular round of the same number", () => {
    const groups = groupByRound([
      event("a", 7, 1),
      event("b", 7, 2, { roundType: "QUARTERFINALS", stage: "PLAY_OFF" }),
    ]);
    expect(groups).toHaveLength(2);
    expect(groups[1]!.roundType).toBe("QUARTERFINALS");
    expect(new Set(groups.map((g) => g.key)).size).toBe(2);
  });
});

describe("groupByRound in a group stage", () => {
  it("makes a group per round and group", () => {
    const groups = groupByRound([
      event("a", 1, 1, { group: "Group A" }),
      event("b", 1, 2, { group: "Group B" }),
      event("c", 1, 3, { group: "Group A" }),
    ]);
    expect(groups.map((g) => [g.group, g.events.map((e) => e.id)])).toEqual([
      ["Group A", ["a", "c"]],
      ["Group B", ["b"]],
    ]);
  });
});

describe("groupByDay", () => {
  it("groups by the day the caller names, in the list's order", () => {
    const day = (time: number) => (time < 100 ? "day-1" : "day-2");
    const groups = groupByDay([event("a", 1, 10), event("b", 1, 150), event("c", 2, 20)], day);
    expect(groups.map((g) => [g.day, g.events.map((e) => e.id)])).toEqual([
      ["day-1", ["a", "c"]],
      ["day-2", ["b"]],
    ]);
  });
});
