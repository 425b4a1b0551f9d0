import { describe, expect, it } from "vitest";
import {
  compareMarketTypes,
  MARKET_PRIORITIES,
  marketPriority,
  topMarketType,
} from "../../../domain/sportsbook/marketPriority";

describe("market priorities", () => {
  it("are the spec's table (sports-data section 9)", () => {
    expect(MARKET_PRIORITIES).toEqual({
      soccer: { "1x2": 1000, asian_handicap: 950, over_under: 900, correct_score: 850 },
      tennis: { "12": 1000, handicap: 950, over_under: 900 },
      volleyball: { "12": 1000, handicap: 950, over_under: 900 },
      basketball: { "1x2": 1000, "12": 950, handicap: 900, over_under: 850 },
      ice_hockey: { "1x2": 1000, "12": 950, handicap: 900, over_under: 850 },
    });
  });

  it("rank a type the sport does not list at 0, and other sports by a general table", () => {
    expect(marketPriority("soccer", "handicap")).toBe(0);
    expect(marketPriority("handball", "1x2")).toBeGreaterThan(marketPriority("handball", "over_under"));
    expect(marketPriority("handball", "odd_even")).toBe(0);
  });

  it("put the match result or winner first", () => {
    expect(topMarketType("soccer")).toBe("1x2");
    expect(topMarketType("tennis")).toBe("12");
    expect(topMarketType("volleyball")).toBe("12");
    expect(topMarketType("ice_hockey")).toBe("1x2");
    expect(topMarketType("handball")).toBe("1x2");
  });

  it("order market types by priority, unranked ones after them by name", () => {
    const types = ["odd_even", "over_under", "correct_score", "12", "asian_handicap", "1x2", "btts"];
    expect([...types].sort(compareMarketTypes("soccer"))).toEqual([
      "1x2",
      "asian_handicap",
      "over_under",
      "correct_score",
      "12",
      "btts",
      "odd_even",
    ]);
    expect([...types].sort(compareMarketTypes("ice_hockey")).slice(0, 3)).toEqual([
      "1x2",
      "12",
      "over_under",
    ]);
  });
});
