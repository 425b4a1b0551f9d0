import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareByKickOff, compareByPriority } from "../../../domain/sportsbook/lineOrder";

const node = (id: string, priority: number, name: string) => ({ id, priority, name });

describe("compareByPriority", () => {
  const byPriority = compareByPriority("en");

  it("puts higher priorities first, then orders by name", () => {
    const nodes = [node("a", 10, "Segunda"), node("b", 90, "LaLiga"), node("c", 90, "Bundesliga")];
    expect([...nodes].sort(byPriority).map((n) => n.name)).toEqual(["Bundesliga", "LaLiga", "Segunda"]);
  });

  it("sorts names as the reader's language does, not by code unit", () => {
    const names = [node("1", 0, "Zambia"), node("2", 0, "Österreich"), node("3", 0, "austria")];
    expect([...names].sort(byPriority).map((n) => n.name)).toEqual(["austria", "Österreich", "Zambia"]);
    // Swedish sorts Ö after Z.
    expect([...names].sort(compareByPriority("sv")).map((n) => n.name)).toEqual([
      "austria",
      "Zambia",
      "Österreich",
    ]);
  });

  it("never leaves two nodes tied, so equal names keep one order whatever the input order", () => {
    const ranked = fc.record({
      id: fc.string({ minLength: 1, maxLength: 4 }),
      priority: fc.integer({ min: 0, max: 3 }),
      name: fc.constantFrom("Cup", "cup", "League"),
    });
    fc.assert(
      fc.property(fc.uniqueArray(ranked, { selector: (n) => n.id }), (nodes) => {
        const sorted = [...nodes].sort(byPriority);
        expect([...nodes].reverse().sort(byPriority)).toEqual(sorted);
        for (let at = 1; at < sorted.length; at++)
          expect(byPriority(sorted[at - 1]!, sorted[at]!)).toBeLessThan(0);
      }),
    );
  });
});

describe("compareByKickOff", () => {
  it("orders by kick-off, then by id", () => {
    const events = [
      { id: "e-2", startTime: 100 },
      { id: "e-1", startTime: 100 },
      { id: "e-0", startTime: 300 },
    ];
    expect([...events].sort(compareByKickOff).map((e) => e.id)).toEqual(["e-1", "e-2", "e-0"]);
  });
});
