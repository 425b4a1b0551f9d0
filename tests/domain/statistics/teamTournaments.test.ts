import { describe, expect, it } from "vitest";
import { teamTournamentOf } from "../../../domain/statistics/teamTournaments.ts";

const entry = (tournamentId: string, hasStandings: boolean) => ({
  tournamentId,
  name: tournamentId,
  seasonId: `${tournamentId}-s`,
  year: "2026",
  hasStandings,
});

describe("teamTournamentOf", () => {
  const tournaments = [entry("cup", false), entry("league", true), entry("europe", true)];

  it("takes the chosen season when it is one of the team's", () => {
    expect(teamTournamentOf(tournaments, "europe-s")?.tournamentId).toBe("europe");
    expect(
      teamTournamentOf([...tournaments, { ...entry("league", true), seasonId: "old" }], "old")?.seasonId,
    ).toBe("old");
  });

  it("falls back to the first with a table, then to the first", () => {
    expect(teamTournamentOf(tournaments, null)?.tournamentId).toBe("league");
    expect(teamTournamentOf(tournaments, "gone")?.tournamentId).toBe("league");
    expect(teamTournamentOf([entry("cup", false)], null)?.tournamentId).toBe("cup");
  });

  it("has none for a team with no tournament", () => {
    expect(teamTournamentOf([], null)).toBeUndefined();
  });
});
