import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DAY_WINDOW_DAYS_AFTER,
  DAY_WINDOW_DAYS_BEFORE,
  dayWindow,
  isDayInWindow,
} from "../../../domain/feed/dayWindow";
import { localDate } from "../../../domain/feed/views";

const NOW = Date.UTC(2026, 10, 25, 0, 30);
const DAY = 86_400_000;

describe("the listed window of days", () => {
  it("runs from yesterday minus a week to a week ahead, in the viewer's zone", () => {
    expect(dayWindow(NOW, 0)).toEqual({ first: "2026-11-17", last: "2026-12-02" });
    // 00:30 UTC is still the 24th at UTC-05:00: the window moves back a day with it.
    expect(dayWindow(NOW, -5 * 3600)).toEqual({ first: "2026-11-16", last: "2026-12-01" });
    expect(isDayInWindow("2026-11-17", 0, NOW)).toBe(true);
    expect(isDayInWindow("2026-11-16", 0, NOW)).toBe(false);
    expect(isDayInWindow("2026-12-02", 0, NOW)).toBe(true);
    expect(isDayInWindow("2026-12-03", 0, NOW)).toBe(false);
    expect(isDayInWindow("1999-01-01", 0, NOW)).toBe(false);
    expect(isDayInWindow("9999-12-31", 0, NOW)).toBe(false);
  });

  it("holds exactly the days from today-8 to today+7 for any instant and offset", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.integer({ min: -48, max: 56 }).map((quarters) => quarters * 900),
        fc.integer({ min: -20, max: 20 }),
        (now, offset, shift) => {
          const today = localDate(now, offset);
          const day = new Date(Date.parse(`${today}T00:00:00Z`) + shift * DAY).toISOString().slice(0, 10);
          const inside = shift >= -DAY_WINDOW_DAYS_BEFORE && shift <= DAY_WINDOW_DAYS_AFTER;
          expect(isDayInWindow(day, offset, now)).toBe(inside);
        },
      ),
    );
  });
});
