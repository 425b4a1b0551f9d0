import { describe, expect, it } from "vitest";
import { outcomeCaption, signedLine } from "../../../ui/event/outcomeCaption.ts";

describe("outcomeCaption", () => {
  it("names known codes through i18n and carries a total's line", () => {
    expect(outcomeCaption("over_under", "2.5", "over")).toEqual({
      key: "outcome.over",
      text: "over",
      line: "2.5",
    });
  });

  it("signs a handicap from each side's point of view", () => {
    expect(outcomeCaption("asian_handicap", "-1.5", "P1").line).toBe("−1.5");
    expect(outcomeCaption("asian_handicap", "-1.5", "P2").line).toBe("+1.5");
    expect(outcomeCaption("handicap", "0", "P2").line).toBe("0");
  });

  it("lets a correct score name itself", () => {
    expect(outcomeCaption("correct_score", null, "2:1")).toEqual({ key: null, text: "2:1", line: null });
  });
});

describe("signedLine", () => {
  it("uses a plus for positive lines and a real minus sign for negative ones", () => {
    expect(signedLine(1.5)).toBe("+1.5");
    expect(signedLine(-2)).toBe("−2");
  });
});
