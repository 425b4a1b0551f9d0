import { describe, expect, it } from "vitest";
import type { Market, Scope, ScopeType } from "../../../domain/feed/tree.ts";
import { compareMarketTypes } from "../../../domain/sportsbook/marketPriority.ts";
import { compareOutcomes } from "../../../domain/sportsbook/outcomeOrder.ts";
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

  it("orders a scope's markets by the sport's priorities from domain/sportsbook", () => {
    const types = groups[0]!.families.map((family) => family.type);
    expect(types).toEqual([...types].sort(compareMarketTypes("soccer")));
    expect(types).toHaveLength(4);
  });

  it("lists a family's lines by their number", () => {
    const totals = groups[0]!.families.find((family) => family.type === "over_under")!;
    expect(totals.lines.map((line) => line.parameter)).toEqual(["1.5", "3.5"]);
  });

  it("lists each line's outcomes in reading order (domain/sportsbook)", () => {
    for (const family of groups[0]!.families) {
      const outcomes = family.lines[0]!.outcomes;
      expect(outcomes).toEqual([...outcomes].sort(compareOutcomes));
    }
    expect(groups[0]!.families[0]!.lines[0]!.outcomes.map((o) => o.code)).toEqual(["P1", "X", "P2"]);
  });
});
