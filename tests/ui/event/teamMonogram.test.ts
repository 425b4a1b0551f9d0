import { describe, expect, it } from "vitest";
import { teamHue, teamInitials } from "../../../ui/event/teamMonogram.ts";

describe("teamInitials", () => {
  it("takes the first letters of the first two words, or two letters of a single word", () => {
    expect(teamInitials("Real Lereal")).toBe("RL");
    expect(teamInitials("Kuşburunspor U19")).toBe("KU");
    expect(teamInitials("Ajax")).toBe("AJ");
    expect(teamInitials("  ")).toBe("?");
  });
});

describe("teamHue", () => {
  it("gives a team the same hue every time, within the colour wheel", () => {
    expect(teamHue("team-42")).toBe(teamHue("team-42"));
    expect(teamHue("team-42")).toBeGreaterThanOrEqual(0);
    expect(teamHue("team-42")).toBeLessThan(360);
    expect(teamHue("team-42")).not.toBe(teamHue("team-43"));
  });
});
