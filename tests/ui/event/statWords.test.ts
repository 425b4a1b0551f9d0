import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import {
  statGroupName,
  statKey,
  statName,
  statPeriodLabel,
  timelinePeriodName,
} from "../../../ui/event/stats/statWords.ts";
import { translations } from "../../../ui/i18n/pages/eventStatsTabs/en.ts";

/** A t over the English strings: dotted keys, {{placeholders}}, objects with returnObjects. */
const t = ((key: string, options?: Record<string, unknown>) => {
  const value = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], translations);
  if (typeof value !== "string") return options?.returnObjects ? value : key;
  return value.replace(/{{(\w+)}}/g, (_, name: string) => String(options?.[name]));
}) as unknown as TFunction<"eventStatsTabs">;

describe("statKey", () => {
  it("makes a key of an English name and keeps a camel-case code", () => {
    expect(statKey("Ball possession")).toBe("ballPossession");
    expect(statKey("3-pointers made")).toBe("3PointersMade");
    expect(statKey("Power-play goals")).toBe("powerPlayGoals");
    expect(statKey("shotsOnTarget")).toBe("shotsOnTarget");
  });
});

describe("the statistics tabs' words", () => {
  it("names every statistic the simulator gives, and falls back to a readable name", () => {
    expect(statName(t, "Ball possession")).toBe("Ball possession");
    expect(statName(t, "threePointersMade")).toBe("3-pointers made");
    expect(statName(t, "distanceKm")).toBe("Distance (km)");
    expect(statName(t, "blockedShots")).toBe("Blocked shots");
    expect(statName(t, "Expected goals")).toBe("Expected goals");
    expect(statGroupName(t, "Match overview")).toBe("Match overview");
  });

  it("reads the answer's period codes", () => {
    expect(
      ["ALL", "1ST", "2ND", "2Q", "ET1", "OT", "OT2", "6TH", "X"].map((p) => statPeriodLabel(t, p)),
    ).toEqual(["All", "1st", "2nd", "Q2", "ET1", "OT", "OT2", "6th", "X"]);
  });

  it("names the timeline's sections", () => {
    expect(timelinePeriodName(t, "half", 2)).toBe("2nd half");
    expect(timelinePeriodName(t, "extra_time", 1)).toBe("Extra time, 1st half");
    expect(timelinePeriodName(t, "penalties", 0)).toBe("Penalty shoot-out");
    expect(timelinePeriodName(t, "quarter", 3)).toBe("Quarter 3");
  });
});
