import { describe, expect, it } from "vitest";
import { ADVANTAGE_POINTS, gamePoint, setScore } from "../../../domain/event/setScore";
import { tennisPointDisplay } from "../../../server/provider/simulator/match/tennis";
import { anEvent, aScope } from "./eventFixtures";

const withPoints = (home: number, away: number) => {
  const set = aScope("set", 4, 3, 2);
  return {
    ...set,
    scores: {
      ...set.scores,
      "point--p1": { type: "point", teamId: "p1", value: home },
      "point--p2": { type: "point", teamId: "p2", value: away },
    },
  };
};

describe("setScore", () => {
  it("gives the games of the set in play and the game's points, 50 read as advantage", () => {
    const event = anEvent({
      status: "in_progress",
      currentScope: { type: "set", number: 2 },
      scopes: { "full_event--0": aScope("full_event", 1, 0), "set--2": withPoints(50, 40) },
    });
    expect(setScore(event)).toEqual({ home: 4, away: 3, points: { home: "advantage", away: 40 } });
  });

  it("has no points in a sport that does not count them, nor when only one side's came", () => {
    const volleyball = anEvent({
      status: "in_progress",
      currentScope: { type: "set", number: 1 },
      scopes: { "set--1": aScope("set", 18, 21, 1) },
    });
    expect(setScore(volleyball)).toEqual({ home: 18, away: 21, points: null });
    const half = withPoints(15, 0);
    const { "point--p2": _, ...onlyHome } = half.scores;
    const tennis = anEvent({
      status: "in_progress",
      currentScope: { type: "set", number: 2 },
      scopes: { "set--2": { ...half, scores: onlyHome } },
    });
    expect(setScore(tennis)?.points).toBeNull();
  });

  it("is null for sports played by the clock, events not in play, and a set without its scope yet", () => {
    expect(
      setScore(anEvent({ status: "in_progress", currentScope: { type: "half", number: 2 } })),
    ).toBeNull();
    expect(setScore(anEvent({ status: "finished", currentScope: { type: "set", number: 3 } }))).toBeNull();
    expect(setScore(anEvent({ status: "in_progress", currentScope: { type: "set", number: 3 } }))).toBeNull();
  });
});

describe("gamePoint", () => {
  it("names advantage and keeps every other point as it is", () => {
    expect(gamePoint(ADVANTAGE_POINTS)).toBe("advantage");
    expect([0, 15, 30, 40, 7].map(gamePoint)).toEqual([0, 15, 30, 40, 7]);
  });

  it("reads the simulator's advantage as advantage (one convention for the server and the pages)", () => {
    expect(gamePoint(tennisPointDisplay(4, 3, false))).toBe("advantage");
    expect(gamePoint(tennisPointDisplay(3, 3, false))).toBe(40);
  });
});
