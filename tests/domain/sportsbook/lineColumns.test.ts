import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Market } from "../../../domain/feed/tree";
import { isWinnerMarket, lineCells, lineColumns } from "../../../domain/sportsbook/lineColumns";
import { compareOutcomes } from "../../../domain/sportsbook/outcomeOrder";

const market = (prices: Readonly<Record<string, number>>): Pick<Market, "outcomes"> => ({
  outcomes: Object.fromEntries(
    Object.entries(prices).map(([code, coefficient]) => [
      code,
      { id: code, code, coefficient, locked: false, updatedAt: 0 },
    ]),
  ),
});
const codes = (cells: ReturnType<typeof lineCells>) => cells.map((cell) => cell?.code ?? null);

describe("lineColumns", () => {
  it("has a draw column where the sport's first market has a draw, none in tennis and volleyball", () => {
    expect(lineColumns("soccer")).toEqual(["P1", "X", "P2"]);
    expect(lineColumns("basketball")).toEqual(["P1", "X", "P2"]);
    expect(lineColumns("ice_hockey")).toEqual(["P1", "X", "P2"]);
    expect(lineColumns("tennis")).toEqual(["P1", "P2"]);
    expect(lineColumns("volleyball")).toEqual(["P1", "P2"]);
    expect(lineColumns("handball")).toEqual(["P1", "X", "P2"]);
  });
});

describe("isWinnerMarket", () => {
  it("is true for the match result and winner markets only", () => {
    expect(["1x2", "12", "handicap", "over_under", "toString"].map(isWinnerMarket)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe("lineCells", () => {
  const threeWay = lineColumns("soccer");

  it("puts a market the heads name under its codes, the winner market leaving the draw empty", () => {
    expect(codes(lineCells(market({ P2: 4, X: 3, P1: 2 }), threeWay))).toEqual(["P1", "X", "P2"]);
    expect(codes(lineCells(market({ P2: 2.5, P1: 1.5 }), threeWay))).toEqual(["P1", null, "P2"]);
    expect(codes(lineCells(market({ P2: 1.95, P1: 1.9 }), threeWay))).toEqual(["P1", null, "P2"]);
  });

  it("puts a two-way market the heads do not name in the outer columns, in reading order", () => {
    const totals = market({ under: 1.9, over: 1.9 });
    expect(codes(lineCells(totals, threeWay))).toEqual(["over", null, "under"]);
    expect(codes(lineCells(totals, lineColumns("tennis")))).toEqual(["over", "under"]);
  });

  it("fills the columns from the left with any other market and leaves no column without a slot", () => {
    expect(codes(lineCells(market({ no: 1.9, yes: 1.9, void: 9 }), threeWay))).toEqual(["yes", "no", "void"]);
    expect(lineCells(market({}), threeWay)).toEqual([null, null, null]);
  });
});

describe("compareOutcomes", () => {
  it("reads home, draw, away; over before under; scores by goals, named outcomes after them", () => {
    const sorted = (list: string[]) =>
      list
        .map((code) => ({ code }))
        .sort(compareOutcomes)
        .map((o) => o.code);
    expect(sorted(["P2", "X", "P1"])).toEqual(["P1", "X", "P2"]);
    expect(sorted(["under", "over"])).toEqual(["over", "under"]);
    expect(sorted(["no", "yes"])).toEqual(["yes", "no"]);
    expect(sorted(["other", "10:0", "2:1", "0:1", "2:0"])).toEqual(["0:1", "2:0", "2:1", "10:0", "other"]);
  });
});

describe("compareOutcomes (property)", () => {
  it("is a total order: any arrangement of the same outcomes sorts the same", () => {
    const code = fc.constantFrom(
      "P1",
      "X",
      "P2",
      "over",
      "under",
      "yes",
      "no",
      "0:0",
      "2:1",
      "10:0",
      "other",
      "odd",
    );
    fc.assert(
      fc.property(fc.uniqueArray(code), fc.array(fc.integer()), (codes, keys) => {
        const shuffled = codes
          .map((c, at) => [c, keys[at] ?? 0] as const)
          .sort((a, b) => a[1] - b[1])
          .map(([c]) => c);
        const sort = (list: ReadonlyArray<string>) =>
          list
            .map((c) => ({ code: c }))
            .sort(compareOutcomes)
            .map((o) => o.code);
        expect(sort(shuffled)).toEqual(sort(codes));
      }),
    );
  });
});
