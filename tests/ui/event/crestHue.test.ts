import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CREST_HUE_STEP, crestHue } from "../../../ui/event/crestHue.ts";
import { teamHue } from "../../../ui/event/teamMonogram.ts";

const stylesheet = readFileSync(join(import.meta.dirname, "../../../ui/event/crestHues.css"), "utf8");

/** The hue each `[data-hue]` rule of the stylesheet sets, by the attribute value it matches. */
const rules = new Map(
  [...stylesheet.matchAll(/\.team-crest\[data-hue="(\d+)"\]\s*\{\s*--crest-hue:\s*(\d+);\s*\}/g)].map(
    (match) => [Number(match[1]), Number(match[2])],
  ),
);

describe("crestHue", () => {
  it("is the team's hue to the nearest step, in [0, 360)", () => {
    fc.assert(
      fc.property(fc.string(), (teamId) => {
        const hue = crestHue(teamId);
        expect(hue % CREST_HUE_STEP).toBe(0);
        expect(hue).toBeGreaterThanOrEqual(0);
        expect(hue).toBeLessThan(360);
        // Distance on the colour wheel: 358 rounds to 0.
        const apart = Math.abs(hue - teamHue(teamId));
        expect(Math.min(apart, 360 - apart)).toBeLessThanOrEqual(CREST_HUE_STEP / 2);
      }),
    );
  });

  it("has one rule in crestHues.css for every step, setting that hue", () => {
    const steps = Array.from({ length: 360 / CREST_HUE_STEP }, (_, at) => at * CREST_HUE_STEP);
    expect([...rules.keys()].sort((a, b) => a - b)).toEqual(steps);
    for (const [value, hue] of rules) expect(hue).toBe(value);
  });
});
