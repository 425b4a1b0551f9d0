import { describe, expect, it } from "vitest";
import { parseLine, settleOnLine } from "../../../../domain/tips/settlement/lines";

describe("parseLine", () => {
  it.each([
    ["2.5", 2.5],
    ["-1.5", -1.5],
    ["+0.75", 0.75],
    ["-0.25", -0.25],
    ["0", 0],
    ["3", 3],
  ])("reads %s as %d", (text, line) => {
    expect(parseLine(text)).toBe(line);
  });

  it.each([
    ["a line off the quarter grid", "-0.3"],
    ["an empty line", ""],
    ["a word", "abc"],
    ["an exponent", "1e1"],
    ["a padded number", " 2.5"],
    ["infinity", "Infinity"],
    ["no line at all", undefined],
  ])("has no line for %s", (_, text) => {
    expect(parseLine(text)).toBeUndefined();
  });
});

describe("settleOnLine", () => {
  it("wins above the line, loses below and pushes on it", () => {
    expect(settleOnLine(0.5)).toBe("won");
    expect(settleOnLine(-0.5)).toBe("lost");
    expect(settleOnLine(0)).toBe("void");
    expect(settleOnLine(2)).toBe("won");
  });

  it("splits a quarter margin over the two neighbouring lines", () => {
    expect(settleOnLine(0.25)).toBe("half_won");
    expect(settleOnLine(-0.25)).toBe("half_lost");
    expect(settleOnLine(0.75)).toBe("won");
    expect(settleOnLine(-0.75)).toBe("lost");
  });
});
