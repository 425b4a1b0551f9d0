import { describe, expect, it } from "vitest";
import { playerInMatch } from "../../../domain/statistics/playerInMatch";
import type { PlayerMatchStatsView } from "../../../domain/statistics/statisticsAnswers";

const team = (id: string) => ({ id, name: `Team ${id}`, shortName: id });

const row = (playerId: string, teamType: "home" | "away"): PlayerMatchStatsView => ({
  playerId,
  name: `Player ${playerId}`,
  teamType,
  position: "M",
  minutesPlayed: 90,
  rating: 7.2,
  values: [{ group: "attacking", name: "shots", value: 2 }],
});

const answer = {
  event: { home: team("h"), away: team("a") },
  playerStats: [row("p1", "home"), row("p2", "away")],
};

describe("playerInMatch", () => {
  it("finds the player's row and the side they played for", () => {
    expect(playerInMatch(answer, "p1")).toEqual({ player: answer.playerStats[0], team: team("h") });
    expect(playerInMatch(answer, "p2")?.team).toEqual(team("a"));
  });

  it("is null for a player the match counted nothing for", () => {
    expect(playerInMatch(answer, "p3")).toBeNull();
    expect(playerInMatch({ ...answer, playerStats: [] }, "p1")).toBeNull();
  });
});
