import { describe, expect, it } from "vitest";
import { mainMarketColumns, mainMarketOf } from "../../../ui/feed/mainMarket.ts";
import { anEvent } from "../../domain/event/eventFixtures.ts";
import { aMarket, anOutcome } from "../feedFixtures.ts";

const threeWay = aMarket("1x2", [anOutcome("P1", 2), anOutcome("X", 3.2), anOutcome("P2", 3.9)]);
const twoWay = aMarket("12", [anOutcome("P1", 1.5), anOutcome("P2", 2.5)]);
const withMarkets = (...markets: ReturnType<typeof aMarket>[]) =>
  anEvent({
    scopes: {
      "full_event--0": {
        type: "full_event",
        number: 0,
        locked: false,
        scores: {},
        markets: Object.fromEntries(markets.map((market) => [`${market.type}--nil`, market])),
      },
    },
  });

describe("mainMarketColumns", () => {
  it("has a draw column where a draw is possible and none in tennis and volleyball", () => {
    expect(mainMarketColumns("soccer")).toEqual(["P1", "X", "P2"]);
    expect(mainMarketColumns("ice_hockey")).toEqual(["P1", "X", "P2"]);
    expect(mainMarketColumns("tennis")).toEqual(["P1", "P2"]);
    expect(mainMarketColumns("volleyball")).toEqual(["P1", "P2"]);
  });
});

describe("mainMarketOf", () => {
  it("takes the match result in soccer and the winner in tennis", () => {
    const event = withMarkets(threeWay, twoWay);
    expect(mainMarketOf(event, "soccer")).toBe(threeWay);
    expect(mainMarketOf(event, "tennis")).toBe(twoWay);
  });

  it("falls back to the winner market in basketball once the draw is gone (overtime)", () => {
    expect(mainMarketOf(withMarkets(twoWay), "basketball")).toBe(twoWay);
  });

  it("finds nothing when the sport's main market is not offered", () => {
    expect(mainMarketOf(withMarkets(twoWay), "soccer")).toBeUndefined();
    expect(mainMarketOf(anEvent(), "soccer")).toBeUndefined();
  });
});
