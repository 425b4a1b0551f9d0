import { describe, expect, it } from "vitest";
import { settleMarket } from "../../../../domain/tips/settlement/marketRules";
import type { Tally } from "../../../../domain/tips/settlement/tally";

const score = (home: number, away: number): Tally => ({ home, away });
const handicap = (line: string, code: string, tally: Tally, type = "asian_handicap") =>
  settleMarket(type, code, { handicap: line }, tally);
const total = (line: string, code: string, tally: Tally) =>
  settleMarket("over_under", code, { total: line }, tally);

describe("settleMarket", () => {
  describe("1x2", () => {
    it("pays the home win, the draw or the away win", () => {
      expect(settleMarket("1x2", "P1", {}, score(2, 1))).toBe("won");
      expect(settleMarket("1x2", "X", {}, score(2, 1))).toBe("lost");
      expect(settleMarket("1x2", "X", {}, score(1, 1))).toBe("won");
      expect(settleMarket("1x2", "P2", {}, score(0, 3))).toBe("won");
      expect(settleMarket("1x2", "P1", {}, score(0, 0))).toBe("lost");
    });
  });

  describe("12", () => {
    it("pays the winner and returns the stake on a level score (no draw outcome)", () => {
      expect(settleMarket("12", "P1", {}, score(3, 1))).toBe("won");
      expect(settleMarket("12", "P2", {}, score(3, 1))).toBe("lost");
      expect(settleMarket("12", "P1", {}, score(1, 1))).toBe("void");
      expect(settleMarket("12", "P2", {}, score(1, 1))).toBe("void");
    });
  });

  describe("double_chance", () => {
    it("pays two of the three results", () => {
      expect(settleMarket("double_chance", "1X", {}, score(1, 1))).toBe("won");
      expect(settleMarket("double_chance", "1X", {}, score(0, 1))).toBe("lost");
      expect(settleMarket("double_chance", "12", {}, score(1, 1))).toBe("lost");
      expect(settleMarket("double_chance", "12", {}, score(0, 1))).toBe("won");
      expect(settleMarket("double_chance", "X2", {}, score(2, 1))).toBe("lost");
      expect(settleMarket("double_chance", "X2", {}, score(2, 2))).toBe("won");
    });
  });

  describe("asian_handicap", () => {
    it("settles a half line with no push", () => {
      expect(handicap("-1.5", "P1", score(2, 0))).toBe("won");
      expect(handicap("-1.5", "P1", score(2, 1))).toBe("lost");
      expect(handicap("-1.5", "P2", score(2, 1))).toBe("won");
    });

    it("returns the stake on a whole line that ends level", () => {
      expect(handicap("-1", "P1", score(2, 1))).toBe("void");
      expect(handicap("-1", "P2", score(2, 1))).toBe("void");
      expect(handicap("0", "P1", score(1, 1))).toBe("void");
      expect(handicap("-1", "P1", score(3, 1))).toBe("won");
    });

    it("splits -0.25 over 0 and -0.5: a draw loses half on the favourite and wins half on the other side", () => {
      expect(handicap("-0.25", "P1", score(1, 1))).toBe("half_lost");
      expect(handicap("-0.25", "P2", score(1, 1))).toBe("half_won");
      expect(handicap("-0.25", "P1", score(1, 0))).toBe("won");
      expect(handicap("-0.25", "P1", score(0, 1))).toBe("lost");
    });

    it("splits -0.75 over -0.5 and -1: winning by one wins half, by two wins all", () => {
      expect(handicap("-0.75", "P1", score(1, 0))).toBe("half_won");
      expect(handicap("-0.75", "P2", score(1, 0))).toBe("half_lost");
      expect(handicap("-0.75", "P1", score(2, 0))).toBe("won");
      expect(handicap("-0.75", "P1", score(0, 0))).toBe("lost");
    });

    it("reads a positive line as the home side's start", () => {
      expect(handicap("1.25", "P1", score(0, 1))).toBe("half_won");
      expect(handicap("1.25", "P2", score(0, 1))).toBe("half_lost");
      expect(handicap("0.75", "P2", score(0, 1))).toBe("half_won");
    });
  });

  describe("handicap", () => {
    it("settles as the simulator prices it: two sides, like the Asian handicap", () => {
      expect(handicap("-4.5", "P1", score(90, 85), "handicap")).toBe("won");
      expect(handicap("-4.5", "P2", score(90, 86), "handicap")).toBe("won");
      expect(handicap("-5", "P1", score(90, 85), "handicap")).toBe("void");
    });

    it("refunds a three-way X, which the line never offers", () => {
      expect(handicap("-1", "X", score(2, 1), "handicap")).toBe("void");
    });
  });

  describe("over_under", () => {
    it("settles a half line", () => {
      expect(total("2.5", "over", score(2, 1))).toBe("won");
      expect(total("2.5", "under", score(2, 1))).toBe("lost");
      expect(total("2.5", "under", score(1, 1))).toBe("won");
    });

    it("returns both stakes when a whole line is hit", () => {
      expect(total("3", "over", score(2, 1))).toBe("void");
      expect(total("3", "under", score(2, 1))).toBe("void");
    });

    it("splits 2.25 over 2 and 2.5: two goals lose half an over and win half an under", () => {
      expect(total("2.25", "over", score(1, 1))).toBe("half_lost");
      expect(total("2.25", "under", score(1, 1))).toBe("half_won");
      expect(total("2.25", "over", score(2, 1))).toBe("won");
    });

    it("splits 2.75 over 2.5 and 3: three goals win half an over", () => {
      expect(total("2.75", "over", score(2, 1))).toBe("half_won");
      expect(total("2.75", "under", score(2, 1))).toBe("half_lost");
      expect(total("2.75", "under", score(1, 1))).toBe("won");
    });
  });

  describe("correct_score", () => {
    it("pays the exact score only", () => {
      expect(settleMarket("correct_score", "2:1", {}, score(2, 1))).toBe("won");
      expect(settleMarket("correct_score", "1:2", {}, score(2, 1))).toBe("lost");
      expect(settleMarket("correct_score", "12:10", {}, score(12, 10))).toBe("won");
    });

    it("pays `other` on a score the market did not list, and refunds it without the list", () => {
      const outcomeCodes = ["0:0", "1:0", "0:1", "1:1", "other"];
      expect(settleMarket("correct_score", "other", {}, score(3, 2), { outcomeCodes })).toBe("won");
      expect(settleMarket("correct_score", "other", {}, score(1, 1), { outcomeCodes })).toBe("lost");
      expect(settleMarket("correct_score", "other", {}, score(3, 2))).toBe("void");
    });

    it("refunds a code that is not a score", () => {
      expect(settleMarket("correct_score", "2-1", {}, score(2, 1))).toBe("void");
      expect(settleMarket("correct_score", ":1", {}, score(0, 1))).toBe("void");
    });
  });

  describe("both_teams_to_score", () => {
    it("pays yes when each side scored and no otherwise", () => {
      expect(settleMarket("both_teams_to_score", "yes", {}, score(1, 1))).toBe("won");
      expect(settleMarket("both_teams_to_score", "no", {}, score(1, 1))).toBe("lost");
      expect(settleMarket("both_teams_to_score", "yes", {}, score(3, 0))).toBe("lost");
      expect(settleMarket("both_teams_to_score", "no", {}, score(0, 0))).toBe("won");
    });
  });

  describe("what no rule knows", () => {
    it.each([
      ["an unknown market type", "first_goalscorer", "P1", {}],
      ["a prototype name as a type", "constructor", "P1", {}],
      ["an unknown 1x2 code", "1x2", "1", {}],
      ["an unknown total code", "over_under", "exactly", { total: "2.5" }],
      ["a handicap with no line", "asian_handicap", "P1", {}],
      ["a handicap off the quarter grid", "asian_handicap", "P1", { handicap: "-0.3" }],
      ["a total that is not a number", "over_under", "over", { total: "lots" }],
      ["an unknown double chance code", "double_chance", "P1", {}],
      ["an unknown both-teams code", "both_teams_to_score", "maybe", {}],
    ])("refunds %s", (_, type, code, parameters) => {
      expect(settleMarket(type, code, parameters, score(2, 1))).toBe("void");
    });
  });
});
