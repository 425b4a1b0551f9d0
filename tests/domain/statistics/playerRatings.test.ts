import { describe, expect, it } from "vitest";
import type { MatchIncident } from "../../../domain/statistics/matchIncident";
import { playerRatings, type RatedPlayer } from "../../../domain/statistics/playerRatings";
import { EXAMPLE_INCIDENTS, EXAMPLE_PLAYERS } from "./exampleMatch";

describe("playerRatings", () => {
  describe("when the home side wins 2–0 (the docs' worked example)", () => {
    const ratings = playerRatings({ incidents: EXAMPLE_INCIDENTS, players: EXAMPLE_PLAYERS, minute: 90 });

    it("rates the scorers above 7", () => {
      expect(ratings.get("hf")).toBeGreaterThan(7);
      expect(ratings.get("hm")).toBeGreaterThan(7);
    });

    it("rates the keeper with a clean sheet above 6.5", () => {
      expect(ratings.get("hg")).toBeGreaterThan(6.5);
    });

    it("rates the player sent off below 5", () => {
      expect(ratings.get("ad")).toBeLessThan(5);
    });

    it("leaves out a player on for fewer than ten minutes", () => {
      expect(ratings.has("as")).toBe(false);
      expect(ratings.size).toBe(EXAMPLE_PLAYERS.length - 1);
    });

    it("gives the figures of the docs", () => {
      expect(Object.fromEntries(ratings)).toEqual({
        hg: 7.2,
        hd: 6.8,
        hm: 8.5,
        hf: 7.4,
        hs: 6,
        ag: 6.1,
        ad: 3.7,
        af: 5.9,
      });
    });
  });

  describe("when the match is live", () => {
    it("rates on the score so far: a goal not yet scored does not count", () => {
      const at50 = playerRatings({ incidents: EXAMPLE_INCIDENTS, players: EXAMPLE_PLAYERS, minute: 50 });
      // The midfielder has the first goal's assist and one goal of margin, not yet the penalty.
      expect(at50.get("hm")).toBe(7.2);
      // The defender booked at 30 is still on the pitch.
      expect(at50.get("ad")).toBe(5.5);
    });

    it("gives no clean sheet before the keeper's sixtieth minute", () => {
      const player: RatedPlayer = { playerId: "k", teamType: "home", position: "G", minutesPlayed: 59 };
      const rating = (minutesPlayed: number) =>
        playerRatings({ incidents: [], players: [{ ...player, minutesPlayed }], minute: minutesPlayed }).get(
          "k",
        );
      expect(rating(59)).toBe(6);
      expect(rating(60)).toBe(6.5);
    });
  });

  it("credits a goal by position, a keeper's the most", () => {
    const goal = (playerId: string): MatchIncident => ({
      type: "goal",
      minute: 20,
      participant: "p1",
      playerId,
    });
    const players: ReadonlyArray<RatedPlayer> = ["F", "M", "D", "G"].map((position) => ({
      playerId: position,
      teamType: "home",
      position,
      minutesPlayed: 30,
    }));
    const ratings = playerRatings({ incidents: ["F", "M", "D", "G"].map(goal), players, minute: 30 });
    // Each is on for all four goals: 0.3 margin (capped) weighed 30/45 = 0.2, plus their own goal.
    expect(Object.fromEntries(ratings)).toEqual({ F: 7.2, M: 7.4, D: 7.6, G: 8.2 });
  });

  it("counts the goals a substitute was on for, and weighs a short spell less", () => {
    const incidents: ReadonlyArray<MatchIncident> = [
      { type: "goal", minute: 20, participant: "p2" },
      { type: "substitution", minute: 70, participant: "p1", playerId: "sub", secondaryPlayerId: "start" },
      { type: "goal", minute: 80, participant: "p2" },
    ];
    const players: ReadonlyArray<RatedPlayer> = [
      { playerId: "start", teamType: "home", position: "D", minutesPlayed: 70 },
      { playerId: "sub", teamType: "home", position: "D", minutesPlayed: 20 },
    ];
    const ratings = playerRatings({ incidents, players, minute: 90 });
    // start: one goal conceded while on: −0.1 margin, −0.15 conceded.
    expect(ratings.get("start")).toBe(5.8);
    // sub: the same, weighed 20/45.
    expect(ratings.get("sub")).toBe(5.9);
  });

  it("charges an own goal and a missed penalty to the player, whichever side is credited", () => {
    const incidents: ReadonlyArray<MatchIncident> = [
      { type: "goal", subType: "own_goal", minute: 10, participant: "p2", playerId: "h" },
      { type: "in_game_penalty", subType: "missed", minute: 20, participant: "p1", playerId: "h" },
    ];
    const players: ReadonlyArray<RatedPlayer> = [
      { playerId: "h", teamType: "home", position: "M", minutesPlayed: 90 },
    ];
    // 6 − 0.9 − 0.7 − 0.1 (one goal behind).
    expect(playerRatings({ incidents, players, minute: 90 }).get("h")).toBe(4.3);
  });

  it("infers a goal's side from its scorer when the participant is missing", () => {
    const incidents: ReadonlyArray<MatchIncident> = [
      { type: "goal", minute: 10, playerId: "a" },
      { type: "goal", subType: "own_goal", minute: 20, playerId: "a" },
    ];
    const players: ReadonlyArray<RatedPlayer> = [
      { playerId: "a", teamType: "away", position: "F", minutesPlayed: 90 },
      { playerId: "k", teamType: "home", position: "G", minutesPlayed: 90 },
    ];
    const ratings = playerRatings({ incidents, players, minute: 90 });
    // The keeper conceded the first and was given the own goal: level, no clean sheet, −0.15.
    expect(ratings.get("k")).toBe(5.9);
    expect(ratings.get("a")).toBe(6.1);
  });

  it("clamps to 3 and 10", () => {
    const players: ReadonlyArray<RatedPlayer> = [
      { playerId: "hero", teamType: "home", position: "G", minutesPlayed: 90 },
      { playerId: "villain", teamType: "away", position: "D", minutesPlayed: 90 },
    ];
    const incidents: MatchIncident[] = [];
    for (let minute = 1; minute <= 4; minute++) {
      incidents.push({ type: "goal", minute, participant: "p1", playerId: "hero" });
      incidents.push({ type: "goal", subType: "own_goal", minute, participant: "p1", playerId: "villain" });
    }
    const ratings = playerRatings({ incidents, players, minute: 90 });
    expect(ratings.get("hero")).toBe(10);
    expect(ratings.get("villain")).toBe(3);
  });

  describe("when the score counts points (basketball)", () => {
    const incidents: ReadonlyArray<MatchIncident> = [
      { type: "point", minute: 3, participant: "p1", playerId: "guard", value: 3 },
      { type: "point", minute: 4, participant: "p2", playerId: "other", value: 2 },
    ];
    const players: ReadonlyArray<RatedPlayer> = [
      { playerId: "guard", teamType: "home", position: "G", minutesPlayed: 45 },
      { playerId: "other", teamType: "away", position: "C", minutesPlayed: 45 },
    ];

    it("credits each point and the margin per point, with no clean sheet for a guard", () => {
      const ratings = playerRatings({ incidents, players, minute: 48, scoring: "points" });
      // guard: 3 × 0.05 + 1 point of margin × 0.01; other: 2 × 0.05 − 0.01.
      expect(ratings.get("guard")).toBe(6.2);
      expect(ratings.get("other")).toBe(6.1);
    });
  });
});
