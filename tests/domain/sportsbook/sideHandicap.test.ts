import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sideHandicap } from "../../../domain/sportsbook/sideHandicap";

describe("sideHandicap", () => {
  it("gives home the feed's line and away the same start the other way", () => {
    expect(sideHandicap("asian_handicap", "-1.5", "P1")).toBe(-1.5);
    expect(sideHandicap("asian_handicap", "-1.5", "P2")).toBe(1.5);
    expect(sideHandicap("handicap", "2", "P2")).toBe(-2);
  });

  it("keeps a level line level for both sides (never -0)", () => {
    expect(Object.is(sideHandicap("handicap", "0", "P1"), 0)).toBe(true);
    expect(Object.is(sideHandicap("handicap", "0", "P2"), 0)).toBe(true);
  });

  it("is null for markets that are not handicaps, outcomes that are not a side, and lines that are not numbers", () => {
    expect(sideHandicap("over_under", "2.5", "over")).toBeNull();
    expect(sideHandicap("over_under", "2.5", "P1")).toBeNull();
    expect(sideHandicap("handicap", "-1", "X")).toBeNull();
    expect(sideHandicap("handicap", null, "P1")).toBeNull();
    expect(sideHandicap("handicap", "", "P1")).toBeNull();
    expect(sideHandicap("handicap", "level", "P2")).toBeNull();
  });

  it("gives the two sides starts that cancel out", () => {
    const line = fc.integer({ min: -40, max: 40 }).map((quarters) => String(quarters / 4));
    fc.assert(
      fc.property(fc.constantFrom("handicap", "asian_handicap"), line, (type, text) => {
        expect(sideHandicap(type, text, "P1")! + sideHandicap(type, text, "P2")!).toBe(0);
        expect(sideHandicap(type, text, "P1")).toBe(Number(text));
      }),
    );
  });
});
