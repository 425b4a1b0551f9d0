import { describe, expect, it } from "vitest";
import type { Market, Scope, ScopeType } from "../../../domain/feed/tree.ts";
import { marketGroups } from "../../../ui/event/marketGroups.ts";
import { anEvent } from "../../domain/event/eventFixtures.ts";
import { aMarket, anOutcome } from "../feedFixtures.ts";

const scope = (type: ScopeType, number: number, markets: ReadonlyArray<Market>, locked = false): Scope => ({
  type,
  number,
  locked,
  scores: {},
  markets: Object.fromEntries(markets.map((market) => [market.id, market])),
});

const overUnder = (total: string) =>
  aMarket("over_under", [anOutcome("under", 1.8), anOutcome("over", 2)], { total });
const result = aMarket("1x2", [anOutcome("P2", 4), anOutcome("X", 3.3), anOutcome("P1", 1.9)]);
const handicap = aMarket("asian_handicap", [anOutcome("P1", 1.9), anOutcome("P2", 1.9)], {
  handicap: "-0.5",
});
const correct = aMarket("correct_score", [
  anOutcome("other", 20),
  anOutcome("1:0", 6),
  anOutcome("0:0", 9),
  anOutcome("0:1", 11),
]);

const event = anEvent({
  scopes: {
    "half--1": scope("half", 1, [result], true),
    "full_event--0": scope("full_event", 0, [correct, overUnder("3.5"), overUnder("1.5"), handicap, result]),
    "half--2": scope("half", 2, []),
  },
});

describe("marketGroups", () => {
  const groups = marketGroups(event, "soccer");

  it("puts the whole match first, then the parts in playing order, and leaves out scopes without markets", () => {
    expect(groups.map((group) => group.key)).toEqual(["full_event--0", "half--1"]);
    expect(groups[1]!.locked).toBe(true);
  });

  it("orders a scope's markets by the sport's priorities (soccer: result, Asian handicap, total, correct score)", () => {
    expect(groups[0]!.families.map((family) => family.type)).toEqual([
      "1x2",
      "asian_handicap",
      "over_under",
      "correct_score",
    ]);
  });

  it("lists a family's lines by their number", () => {
    const totals = groups[0]!.families.find((family) => family.type === "over_under")!;
    expect(totals.lines.map((line) => line.parameter)).toEqual(["1.5", "3.5"]);
  });

  it("orders outcomes as bettors read them: home, draw, away; over before under; scores, then the rest", () => {
    const codes = (type: string) =>
      groups[0]!.families.find((family) => family.type === type)!.lines[0]!.outcomes.map((o) => o.code);
    expect(codes("1x2")).toEqual(["P1", "X", "P2"]);
    expect(codes("over_under")).toEqual(["over", "under"]);
    expect(codes("correct_score")).toEqual(["0:0", "0:1", "1:0", "other"]);
  });

  it("follows another sport's priorities for the same markets", () => {
    const winner = aMarket("12", [anOutcome("P1", 1.5), anOutcome("P2", 2.5)]);
    const hockey = anEvent({
      scopes: { "full_event--0": scope("full_event", 0, [overUnder("5.5"), winner, result]) },
    });
    expect(marketGroups(hockey, "ice_hockey")[0]!.families.map((family) => family.type)).toEqual([
      "1x2",
      "12",
      "over_under",
    ]);
  });
});
