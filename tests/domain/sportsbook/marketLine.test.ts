import { describe, expect, it } from "vitest";
import { marketLine, parameterList } from "../../../domain/sportsbook/marketLine";

describe("marketLine", () => {
  it("is a total's or a handicap's line as the feed writes it", () => {
    expect(marketLine({ total: "2.5" })).toBe("2.5");
    expect(marketLine({ handicap: "-1.5" })).toBe("-1.5");
  });

  it("is null for a market without parameters (match result, correct score)", () => {
    expect(marketLine({})).toBeNull();
    expect(marketLine([])).toBeNull();
  });

  it("joins the values in key order for a market with several, whatever order the record holds", () => {
    expect(marketLine({ total: "2.5", period: "1" })).toBe("1 2.5");
    expect(marketLine({ period: "1", total: "2.5" })).toBe("1 2.5");
  });

  it("reads the Sportsbook service's list as the feed's record", () => {
    const feed = { total: "3.5", handicap: "0" };
    expect(marketLine(parameterList(feed))).toBe(marketLine(feed));
  });
});

describe("parameterList", () => {
  it("lists the parameters in key order", () => {
    expect(parameterList({ total: "2.5", handicap: "-1" })).toEqual([
      { key: "handicap", value: "-1" },
      { key: "total", value: "2.5" },
    ]);
  });
});
