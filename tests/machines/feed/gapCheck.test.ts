import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gapFault } from "../../../machines/feed/gapCheck.ts";
import { batchAt, batchesFrom } from "./feedLine.ts";

const gap = (...versions: number[]) => versions.map(batchAt);

describe("gapFault", () => {
  it.each([
    ["nil", null, "gap.nil"],
    ["empty", [], "gap.incorrectVersion"],
    ["starting above the next version", gap(12, 13), "gap.incorrectVersion"],
    ["starting at the version held", gap(10, 11), "gap.versionTooLow"],
    ["starting below it", gap(8, 9, 10, 11), "gap.versionTooLow"],
    ["skipping a version", gap(11, 13), "gap.versionTooHigh"],
    ["repeating a version", gap(11, 12, 12), "gap.outOfOrder"],
    ["going back", gap(11, 12, 11), "gap.outOfOrder"],
  ] as const)("refuses an answer %s", (_, answer, fault) => {
    expect(gapFault(10, answer)).toBe(fault);
  });

  it("accepts any contiguous run that starts right after the version held", () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.integer({ min: 1, max: 30 }), (version, length) => {
        expect(gapFault(version, batchesFrom(version + 1, version + length))).toBeUndefined();
      }),
    );
  });

  it("refuses a good run once any one of its versions is changed", () => {
    fc.assert(
      fc.property(
        fc.nat(1000),
        fc.integer({ min: 1, max: 10 }),
        fc.nat(),
        fc.integer({ min: -5, max: 5 }).filter((shift) => shift !== 0),
        (version, length, at, shift) => {
          const answer = batchesFrom(version + 1, version + length);
          const index = at % length;
          answer[index] = { ...answer[index]!, version: answer[index]!.version + shift };
          expect(gapFault(version, answer)).toBeDefined();
        },
      ),
    );
  });
});
