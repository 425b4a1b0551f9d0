import { describe, expect, it } from "vitest";
import { attackMomentum, MOMENTUM_WEIGHTS, pointMomentum } from "../../../domain/statistics/attackMomentum";
import type { MatchIncident } from "../../../domain/statistics/matchIncident";
import { EXAMPLE_INCIDENTS } from "./exampleMatch";

const at = (points: ReadonlyArray<{ minute: number; value: number }>, minute: number) =>
  points.find((point) => point.minute === minute)!.value;

describe("attackMomentum", () => {
  describe("when the home side wins 2–0 (the docs' worked example)", () => {
    const graph = attackMomentum(EXAMPLE_INCIDENTS, { minute: 90, length: 90 });

    it("has a point for each minute 1..90", () => {
      expect(graph.map((point) => point.minute)).toEqual(Array.from({ length: 90 }, (_, i) => i + 1));
    });

    it("is level before anything happens", () => {
      expect(graph.slice(0, 11).every((point) => point.value === 0)).toBe(true);
    });

    it("is strongly positive around the home goals and fades after them", () => {
      expect(at(graph, 14)).toBe(84.8);
      expect(at(graph, 63)).toBe(92.3);
      expect(at(graph, 18)).toBeLessThan(at(graph, 14));
      expect(at(graph, 18)).toBeGreaterThan(0);
      expect(at(graph, 67)).toBeGreaterThan(50);
    });

    it("turns to the away side on its corners and offside", () => {
      expect(at(graph, 41)).toBe(-54.4);
      expect(at(graph, 55)).toBeLessThan(0);
    });

    it("reads the figures of the docs", () => {
      expect([12, 30, 40, 62, 70, 88, 90].map((minute) => at(graph, minute))).toEqual([
        33.6, 22.4, -30, 62, 73, 37.2, 27,
      ]);
    });
  });

  it("puts a goal at tanh(1) with nothing before it", () => {
    const graph = attackMomentum([{ type: "goal", minute: 3, participant: "p2" }], { minute: 3, length: 90 });
    expect(graph.map((point) => point.value)).toEqual([0, 0, -76.2]);
  });

  it("halves a pulse after the half-life", () => {
    const goal: MatchIncident = { type: "goal", minute: 1, participant: "p1" };
    const graph = attackMomentum([goal], { minute: 9, length: 90, scale: 10 });
    // With a large scale tanh is nearly linear: 100 · tanh(1/10) ≈ 10, then 5 four minutes on, 2.5 at 9.
    expect(at(graph, 1)).toBe(10);
    expect(at(graph, 5)).toBe(5);
    expect(at(graph, 9)).toBe(2.5);
  });

  it("fades faster in a shorter sport (the half-life scales with the length)", () => {
    const goal: MatchIncident = { type: "goal", minute: 10, participant: "p1" };
    const soccer = attackMomentum([goal], { minute: 14, length: 90 });
    const basketball = attackMomentum([goal], { minute: 14, length: 48 });
    expect(at(basketball, 10)).toBe(at(soccer, 10));
    expect(at(basketball, 14)).toBeLessThan(at(soccer, 14));
  });

  it("counts an added-time incident at the period's last minute, and nothing after `minute`", () => {
    const incidents: ReadonlyArray<MatchIncident> = [
      { type: "goal", minute: 45, addedMinute: 3, participant: "p1" },
      { type: "goal", minute: 50, participant: "p2" },
    ];
    const graph = attackMomentum(incidents, { minute: 46, length: 90 });
    expect(graph).toHaveLength(46);
    expect(at(graph, 45)).toBe(76.2);
    expect(at(graph, 46)).toBeGreaterThan(0);
  });

  it("leaves out incidents without a minute or a side, and those that say nothing of pressure", () => {
    const graph = attackMomentum(
      [
        { type: "point", participant: "p1" },
        { type: "corner", minute: 5 },
        { type: "substitution", minute: 5, participant: "p1", playerId: "a", secondaryPlayerId: "b" },
        { type: "injury_time", minute: 5, value: 3 },
        { type: "var_decision", subType: "goal_disallowed", minute: 5, participant: "p1" },
        { type: "penalty_shootout", subType: "scored", minute: 120, participant: "p1" },
      ],
      { minute: 120, length: 90 },
    );
    expect(graph.every((point) => point.value === 0)).toBe(true);
  });

  it("weighs a basketball basket by its points, and an ice-hockey minor as the opponent's power play", () => {
    const three = attackMomentum([{ type: "point", minute: 2, participant: "p1", value: 3 }], {
      minute: 2,
      length: 48,
    });
    expect(at(three, 2)).toBe(Math.round(1000 * Math.tanh(3 * MOMENTUM_WEIGHTS.point)) / 10);
    const minor = attackMomentum(
      [{ type: "in_game_penalty", subType: "minor", minute: 2, participant: "p1" }],
      {
        minute: 2,
        length: 60,
      },
    );
    expect(at(minor, 2)).toBeLessThan(0);
  });

  it("decodes the same graph from GraphQL's nulls as from absent fields", () => {
    const withNulls: ReadonlyArray<MatchIncident> = EXAMPLE_INCIDENTS.map((incident) => ({
      addedMinute: null,
      playerId: null,
      secondaryPlayerId: null,
      subType: null,
      value: null,
      period: null,
      ...incident,
    }));
    expect(attackMomentum(withNulls, { minute: 90, length: 90 })).toEqual(
      attackMomentum(EXAMPLE_INCIDENTS, { minute: 90, length: 90 }),
    );
  });

  it("is empty before kick-off", () => {
    expect(attackMomentum(EXAMPLE_INCIDENTS, { minute: 0, length: 90 })).toEqual([]);
  });
});

describe("pointMomentum", () => {
  const rally = (participant: "p1" | "p2"): MatchIncident => ({ type: "point", participant });

  it("is the share of the last points won, home minus away", () => {
    const incidents = [
      rally("p1"),
      rally("p1"),
      rally("p2"),
      rally("p1"),
      rally("p2"),
      rally("p2"),
      rally("p2"),
    ];
    expect(pointMomentum(incidents, 4)).toEqual([
      { point: 1, value: 25 },
      { point: 2, value: 50 },
      { point: 3, value: 25 },
      { point: 4, value: 50 },
      { point: 5, value: 0 },
      { point: 6, value: -50 },
      { point: 7, value: -50 },
    ]);
  });

  it("counts only points with a side, in the order given", () => {
    const incidents: ReadonlyArray<MatchIncident> = [
      { type: "period", subType: "start" },
      rally("p2"),
      { type: "point" },
      rally("p2"),
    ];
    expect(pointMomentum(incidents, 2)).toEqual([
      { point: 1, value: -50 },
      { point: 2, value: -100 },
    ]);
  });

  it("looks back over ten points when not told", () => {
    const graph = pointMomentum(Array.from({ length: 12 }, () => rally("p1")));
    expect(graph.map((point) => point.value)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 100, 100]);
  });
});
