import { describe, expect, it } from "vitest";
import { playerMatchGroups, summaryIcons } from "../../../domain/statistics/playerMatchGroups.ts";
import type { PlayerMatch } from "../../../domain/statistics/statisticsAnswers.ts";

const team = (id: string) => ({ id, name: id, shortName: id });

const match = (id: string, tournamentId: string, tournamentName = `Cup ${tournamentId}`): PlayerMatch => ({
  event: {
    id,
    tournamentId,
    seasonId: `${tournamentId}-2026`,
    round: 1,
    roundType: "REGULAR",
    stage: "UNKNOWN",
    group: null,
    startTime: 0,
    status: "finished",
    home: team("a"),
    away: team("b"),
    score: { home: 1, away: 0, penaltiesHome: null, penaltiesAway: null },
    winner: "home",
    minute: null,
  },
  tournamentName,
  categoryName: "England",
  summary: null,
  minutesPlayed: 90,
});

describe("playerMatchGroups", () => {
  it("puts consecutive matches of a tournament under one head, in the given order", () => {
    const groups = playerMatchGroups([match("e1", "league"), match("e2", "league"), match("e3", "cup")]);
    expect(groups.map((g) => [g.tournamentName, g.categoryName, g.matches.map((m) => m.event.id)])).toEqual([
      ["Cup league", "England", ["e1", "e2"]],
      ["Cup cup", "England", ["e3"]],
    ]);
  });

  it("starts a new run when a tournament comes back after another, with keys still unique", () => {
    const groups = playerMatchGroups([match("e1", "league"), match("e2", "cup"), match("e3", "league")]);
    expect(groups.map((g) => g.matches.map((m) => m.event.id))).toEqual([["e1"], ["e2"], ["e3"]]);
    expect(new Set(groups.map((g) => g.key)).size).toBe(3);
  });

  it("gives nothing for no matches", () => {
    expect(playerMatchGroups([])).toEqual([]);
  });
});

describe("summaryIcons", () => {
  it("lists what was counted, in the row's order, and nothing for a summary of none", () => {
    expect(
      summaryIcons({ goal: 2, ownGoal: 0, penaltyGoal: 1, assist: 1, yellowCard: 1, redCard: 0 }),
    ).toEqual([
      { kind: "goal", count: 2 },
      { kind: "penaltyGoal", count: 1 },
      { kind: "assist", count: 1 },
      { kind: "yellowCard", count: 1 },
    ]);
    expect(summaryIcons(null)).toEqual([]);
  });
});
