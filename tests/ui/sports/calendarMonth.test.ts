import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addMonths,
  canStepMonth,
  daysInMonth,
  isOffered,
  monthGrid,
  monthOf,
  offeredDays,
  sampleDayOf,
  type Weekday,
  weekdayOf,
  weekdayOrder,
} from "../../../ui/sports/calendarMonth.ts";
import { firstWeekday, localeTagOfPath } from "../../../ui/sports/firstWeekday.ts";

const month = fc
  .record({ year: fc.integer({ min: 1900, max: 2200 }), index: fc.integer({ min: 0, max: 11 }) })
  .map(({ year, index }) => `${year}-${String(index + 1).padStart(2, "0")}`);
const weekday = fc.integer({ min: 1, max: 7 }).map((value) => value as Weekday);

describe("calendar months", () => {
  it("steps months across years both ways", () => {
    expect(addMonths("2026-11", 1)).toBe("2026-12");
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(addMonths("2026-11", -23)).toBe("2024-12");
    expect(monthOf("2026-11-25")).toBe("2026-11");
  });

  it("knows the lengths of months, leap Februaries included", () => {
    expect(daysInMonth("2026-11")).toBe(30);
    expect(daysInMonth("2026-02")).toBe(28);
    expect(daysInMonth("2028-02")).toBe(29);
    expect(daysInMonth("2100-02")).toBe(28);
    expect(() => daysInMonth("2026-13")).toThrow();
  });

  it("numbers weekdays as Intl's week info does, Monday 1 to Sunday 7", () => {
    expect(weekdayOf("2026-11-25")).toBe(3);
    expect(weekdayOf("2026-11-29")).toBe(7);
    expect(weekdayOrder(7)).toEqual([7, 1, 2, 3, 4, 5, 6]);
    expect([1, 2, 3, 4, 5, 6, 7].map((day) => weekdayOf(sampleDayOf(day as Weekday)))).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);
  });

  it("lays November 2026 out in Monday weeks and in Sunday weeks", () => {
    const monday = monthGrid("2026-11", 1);
    // The 1st is a Sunday: six empty cells before it in a Monday week, none in a Sunday week.
    expect(monday[0]).toEqual([null, null, null, null, null, null, "2026-11-01"]);
    expect(monday).toHaveLength(6);
    expect(monday.at(-1)).toEqual(["2026-11-30", null, null, null, null, null, null]);
    const sunday = monthGrid("2026-11", 7);
    expect(sunday[0]?.[0]).toBe("2026-11-01");
    expect(sunday).toHaveLength(5);
  });

  it("shows every day of the month exactly once, in whole weeks that start on the chosen weekday", () => {
    fc.assert(
      fc.property(month, weekday, (shown, weekStart) => {
        const weeks = monthGrid(shown, weekStart);
        const cells = weeks.flat();
        expect(cells.length % 7).toBe(0);
        for (const week of weeks) expect(week).toHaveLength(7);
        const days = cells.filter((cell): cell is string => cell !== null);
        expect(days).toHaveLength(daysInMonth(shown));
        expect(new Set(days).size).toBe(days.length);
        expect(days.every((day) => monthOf(day) === shown)).toBe(true);
        expect(days).toEqual([...days].sort());
        // Each column is one weekday, the first the chosen one.
        for (const week of weeks)
          for (const [column, cell] of week.entries())
            if (cell !== null) expect(weekdayOf(cell)).toBe(weekdayOrder(weekStart)[column]);
        // No week is all padding.
        for (const week of weeks) expect(week.some((cell) => cell !== null)).toBe(true);
      }),
    );
  });
});

describe("the days the line offers", () => {
  const counts = { "2026-11-23": 12, "2026-11-24": 0, "2026-12-09": 4 };

  it("runs from the first day with events to the last, today included", () => {
    expect(offeredDays(counts, "2026-11-25")).toEqual({ first: "2026-11-23", last: "2026-12-09" });
    expect(offeredDays({ "2026-11-26": 3 }, "2026-11-25")).toEqual({
      first: "2026-11-25",
      last: "2026-11-26",
    });
  });

  it("is unknown before the counts are in or when the line is empty: nothing is disabled", () => {
    expect(offeredDays(undefined, "2026-11-25")).toBeUndefined();
    expect(offeredDays({ "2026-11-25": 0 }, "2026-11-25")).toBeUndefined();
    expect(isOffered("1999-01-01", undefined)).toBe(true);
  });

  it("disables days and month steps outside the range", () => {
    const offered = offeredDays(counts, "2026-11-25");
    expect(isOffered("2026-11-22", offered)).toBe(false);
    expect(isOffered("2026-11-23", offered)).toBe(true);
    expect(isOffered("2026-12-10", offered)).toBe(false);
    expect(canStepMonth("2026-11", -1, offered)).toBe(false);
    expect(canStepMonth("2026-11", 1, offered)).toBe(true);
    expect(canStepMonth("2026-12", 1, offered)).toBe(false);
    // A month far outside still steps towards the range.
    expect(canStepMonth("2026-03", 1, offered)).toBe(true);
    expect(canStepMonth("2026-03", -1, offered)).toBe(false);
    expect(canStepMonth("2027-05", -1, offered)).toBe(true);
  });
});

describe("the locale's first weekday", () => {
  it("follows the region: Sunday in the United States and Brazil, Monday in Spain and Russia", () => {
    expect(firstWeekday(localeTagOfPath("en-us"))).toBe(7);
    expect(firstWeekday(localeTagOfPath("pt-br"))).toBe(7);
    expect(firstWeekday(localeTagOfPath("es-es"))).toBe(1);
    expect(firstWeekday(localeTagOfPath("ru-ru"))).toBe(1);
    expect(localeTagOfPath("zh-tw")).toBe("zh-TW");
  });

  it("falls back to Monday for a tag the engine cannot read", () => {
    expect(firstWeekday("not a tag!")).toBe(1);
  });
});
