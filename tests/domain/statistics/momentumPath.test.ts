import { describe, expect, it } from "vitest";
import {
  goalMarks,
  momentumMinutes,
  momentumPaths,
  momentumTicks,
  momentumX,
  momentumY,
} from "../../../domain/statistics/momentumPath";

const frame = { width: 900, height: 100, minutes: 90 };

describe("momentum geometry", () => {
  it("puts home pressure above the axis and away pressure below", () => {
    expect(momentumY(100, frame)).toBe(0);
    expect(momentumY(0, frame)).toBe(50);
    expect(momentumY(-100, frame)).toBe(100);
    expect(momentumY(250, frame)).toBe(0);
  });

  it("spans the minutes from the left edge to the right", () => {
    expect(momentumX(0, frame)).toBe(0);
    expect(momentumX(45, frame)).toBe(450);
    expect(momentumX(120, frame)).toBe(900);
  });

  it("draws each side's area from the axis and back, and none for a side without pressure", () => {
    const paths = momentumPaths(
      [
        { minute: 1, value: 50 },
        { minute: 2, value: -20 },
      ],
      frame,
    );
    expect(paths.home).toBe("M0 50L10 25L20 50L20 50Z");
    expect(paths.away).toBe("M0 50L10 50L20 60L20 50Z");
    expect(momentumPaths([{ minute: 1, value: 30 }], frame).away).toBe("");
  });

  it("rounds to one decimal so server and browser write the same path", () => {
    const odd = { width: 412, height: 77, minutes: 93 };
    const path = momentumPaths([{ minute: 7, value: 33.333 }], odd).home;
    expect(path).toMatch(/^M[\d.]+ [\d.]+L[\d.]+ [\d.]+L[\d.]+ [\d.]+Z$/);
    for (const n of path.match(/[\d.]+/g)!) expect(n).toMatch(/^\d+(\.\d)?$/);
  });

  it("spans extra time when the match went there", () => {
    expect(momentumMinutes([{ minute: 60, value: 0 }], 90)).toBe(90);
    expect(momentumMinutes([{ minute: 118, value: 0 }], 90)).toBe(118);
    expect(momentumTicks(90, 15)).toEqual([15, 30, 45, 60, 75, 90]);
  });

  it("marks goals at their minute on the credited side", () => {
    const marks = goalMarks(
      [
        { seq: 1, type: "goal", minute: 45, participant: "p2" },
        { seq: 2, type: "corner", minute: 50, participant: "p1" },
        { seq: 3, type: "goal", minute: null, participant: "p1" },
      ],
      frame,
    );
    expect(marks).toEqual([{ seq: 1, x: 450, side: "away" }]);
  });
});
