import { describe, expect, it } from "vitest";
import {
  type KnockoutSummary,
  knockoutTeamCount,
  knockoutWinner,
  leadersOf,
  type StandingsSummary,
} from "../../../domain/statistics/tournamentSummary.ts";

const team = (id: string) => ({ id, name: id, shortName: id });

const row = (position: number, id: string, played: number, points: number) => ({
  position,
  played,
  points,
  team: team(id),
});

describe("leadersOf", () => {
  it("names the top of each group's overall table", () => {
    const summary: StandingsSummary = {
      seasonId: "s",
      teams: [],
      tables: [
        { group: "A", scope: "overall", rows: [row(1, "a1", 3, 7), row(2, "a2", 3, 4)] },
        { group: "A", scope: "home", rows: [row(1, "a2", 2, 6)] },
        { group: "B", scope: "overall", rows: [row(1, "b1", 3, 9)] },
      ],
    };
    expect(leadersOf(summary).map((l) => [l.group, l.team.id, l.points])).toEqual([
      ["A", "a1", 7],
      ["B", "b1", 9],
    ]);
  });

  it("names nobody before a match is played", () => {
    const summary: StandingsSummary = {
      seasonId: "s",
      teams: [],
      tables: [{ group: null, scope: "overall", rows: [row(1, "a", 0, 0), row(2, "b", 0, 0)] }],
    };
    expect(leadersOf(summary)).toEqual([]);
  });
});

describe("knockout summary", () => {
  const pair = (home: string | null, away: string | null, winnerId: string | null = null) => ({
    winnerId,
    home: home ? team(home) : null,
    away: away ? team(away) : null,
  });
  const summary = (finalWinner: string | null): KnockoutSummary => ({
    seasonId: "s",
    currentRoundId: "f",
    rounds: [
      { id: "sf", type: "SEMIFINALS", number: 1, pairs: [pair("a", "b", "a"), pair("c", "d", "d")] },
      { id: "f", type: "FINAL", number: 2, pairs: [pair("a", "d", finalWinner), pair(null, null)] },
    ],
  });

  it("counts every team named in a pair once", () => {
    expect(knockoutTeamCount(summary(null))).toBe(4);
  });

  it("names the final's winner once decided", () => {
    expect(knockoutWinner(summary(null))).toBeUndefined();
    const decided: KnockoutSummary = {
      ...summary(null),
      rounds: [summary(null).rounds[0]!, { id: "f", type: "FINAL", number: 2, pairs: [pair("a", "d", "d")] }],
    };
    expect(knockoutWinner(decided)?.id).toBe("d");
  });
});
