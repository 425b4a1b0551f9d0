import { describe, expect, it } from "vitest";
import { addDays, dayStrip, formatMatchDay, isMatchDay, matchDayAt } from "../../ui/sports/matchDay.ts";

describe("match days", () => {
  it("accepts real calendar days only", () => {
    expect(isMatchDay("2026-11-22")).toBe(true);
    expect(isMatchDay("2028-02-29")).toBe(true);
    expect(isMatchDay("2026-02-29")).toBe(false);
    expect(isMatchDay("2026-13-01")).toBe(false);
    expect(isMatchDay("22-11-2026")).toBe(false);
    expect(isMatchDay("today")).toBe(false);
  });

  it("finds the day in the visitor's zone", () => {
    const lateEvening = new Date("2026-11-22T23:30:00Z");
    expect(matchDayAt(lateEvening, 0)).toBe("2026-11-22");
    expect(matchDayAt(lateEvening, 3600)).toBe("2026-11-23");
    expect(matchDayAt(new Date("2026-11-22T02:00:00Z"), -5 * 3600)).toBe("2026-11-21");
  });

  it("adds days across months, years and daylight saving changes", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-29", -1)).toBe("2026-03-28");
    expect(dayStrip("2026-11-01", 2)).toEqual([
      "2026-10-30",
      "2026-10-31",
      "2026-11-01",
      "2026-11-02",
      "2026-11-03",
    ]);
  });

  it("formats a day in the chosen language without moving it", () => {
    expect(formatMatchDay("2026-11-22", "en", { weekday: "long", day: "numeric", month: "long" })).toBe(
      "Sunday, November 22",
    );
    expect(formatMatchDay("2026-11-22", "es", { day: "numeric", month: "short" })).toBe("22 nov");
  });
});
