import { describe, expect, it } from "vitest";
import { ageOn } from "../../../domain/statistics/playerAge.ts";

const born = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

describe("ageOn", () => {
  it("counts a year on the birthday, not the day before", () => {
    expect(ageOn(born("2000-11-25"), "2026-11-24")).toBe(25);
    expect(ageOn(born("2000-11-25"), "2026-11-25")).toBe(26);
    expect(ageOn(born("2000-11-25"), "2026-12-01")).toBe(26);
    expect(ageOn(born("2000-11-25"), "2027-01-01")).toBe(26);
  });

  it("takes a leap-day birthday as passed only on 1 March in other years", () => {
    expect(ageOn(born("2004-02-29"), "2026-02-28")).toBe(21);
    expect(ageOn(born("2004-02-29"), "2026-03-01")).toBe(22);
  });

  it("reads the day of birth in UTC, whatever the host's zone", () => {
    expect(ageOn(born("1990-01-01"), "2026-01-01")).toBe(36);
    expect(ageOn(born("1990-01-01"), "2025-12-31")).toBe(35);
  });

  it("has no age for a bad day or before the birth", () => {
    expect(ageOn(born("2000-01-01"), "today")).toBeUndefined();
    expect(ageOn(born("2030-01-01"), "2026-11-25")).toBeUndefined();
    expect(ageOn(Number.NaN, "2026-11-25")).toBeUndefined();
  });
});
