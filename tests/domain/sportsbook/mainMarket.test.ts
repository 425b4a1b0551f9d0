import { describe, expect, it } from "vitest";
import { mainMarket, marketPriority } from "../../../domain/sportsbook/mainMarket";
import { event, type MarketSpec } from "./sportsbookLine";

const withMarkets = (markets: ReadonlyArray<MarketSpec>) =>
  event("sport", "cat", "tour", { id: "event-000001", status: "not_started", startTime: 0, markets });

const ONE_X_TWO: MarketSpec = { type: "1x2", prices: { P1: 2, X: 3, P2: 4 } };
const TWELVE: MarketSpec = { type: "12", prices: { P1: 1.5, P2: 2.5 } };
const HANDICAP: MarketSpec = {
  type: "handicap",
  parameters: { handicap: "-1.5" },
  prices: { P1: 1.9, P2: 1.9 },
};
const ASIAN: MarketSpec = {
  type: "asian_handicap",
  parameters: { handicap: "-0.5" },
  prices: { P1: 1.9, P2: 1.9 },
};
const total = (line: string, over: number, under: number): MarketSpec => ({
  type: "over_under",
  parameters: { total: line },
  prices: { over, under },
});

describe("mainMarket", () => {
  it("follows each sport's priorities from the spec", () => {
    expect(mainMarket(withMarkets([TWELVE, ONE_X_TWO]), "soccer")?.market.type).toBe("1x2");
    expect(mainMarket(withMarkets([total("2.5", 1.9, 1.9), ASIAN]), "soccer")?.market.type).toBe(
      "asian_handicap",
    );
    expect(mainMarket(withMarkets([HANDICAP, TWELVE]), "tennis")?.market.type).toBe("12");
    expect(mainMarket(withMarkets([HANDICAP, total("180.5", 1.9, 1.9)]), "volleyball")?.market.type).toBe(
      "handicap",
    );
    expect(mainMarket(withMarkets([TWELVE, ONE_X_TWO]), "basketball")?.market.type).toBe("1x2");
    expect(mainMarket(withMarkets([HANDICAP, TWELVE]), "ice_hockey")?.market.type).toBe("12");
  });

  it("of several lines of one type, shows the most balanced", () => {
    const picked = mainMarket(
      withMarkets([total("1.5", 1.3, 3.4), total("2.5", 1.85, 1.95), total("3.5", 2.9, 1.4)]),
      "soccer",
    );
    expect(picked?.key).toBe("over_under--total::2.5");
  });

  it("ignores markets the sport does not rank and markets without outcomes", () => {
    expect(
      mainMarket(withMarkets([{ type: "odd_even", prices: { odd: 1.9, even: 1.9 } }]), "soccer"),
    ).toBeNull();
    expect(mainMarket(withMarkets([{ type: "1x2", prices: {} }, TWELVE]), "soccer")).toBeNull();
    expect(mainMarket(withMarkets([]), "soccer")).toBeNull();
  });

  it("uses a general table for sports the spec does not list", () => {
    expect(marketPriority("handball", "1x2")).toBeGreaterThan(marketPriority("handball", "over_under"));
    expect(mainMarket(withMarkets([total("50.5", 1.9, 1.9), ONE_X_TWO]), "handball")?.market.type).toBe(
      "1x2",
    );
  });
});
