/**
 * Day arithmetic on UTC day numbers (days since 1970-01-01). The schedule is keyed by day numbers,
 * never by "now", so a fixture is the same whichever window asks for it.
 */

export const MINUTE_MS = 60_000;
export const DAY_MINUTES = 1440;
export const DAY_MS = DAY_MINUTES * MINUTE_MS;

export const dayOf = (ms: number): number => Math.floor(ms / DAY_MS);

/** 0 = Sunday … 6 = Saturday (day 0 was a Thursday). */
export const weekdayOf = (day: number): number => (((day + 4) % 7) + 7) % 7;

export const dayOfDate = (year: number, month: number, dayOfMonth: number): number =>
  Date.UTC(year, month - 1, dayOfMonth) / DAY_MS;

export const yearOfDay = (day: number): number => new Date(day * DAY_MS).getUTCFullYear();

/** The first day on or after `day` that falls on `weekday`. */
export const nextWeekday = (day: number, weekday: number): number =>
  day + ((weekday - weekdayOf(day) + 7) % 7);

/** Epoch ms of a local wall-clock time, for a place `utcOffset` minutes ahead of UTC. */
export const localToUtc = (localDay: number, localMinute: number, utcOffset: number): number =>
  (localDay * DAY_MINUTES + localMinute - utcOffset) * MINUTE_MS;

/**
 * NOTE: ages, contracts and transfer dates count from this date, not from the clock, so that a world is
 * the same whenever it is generated. Players grow older in the product only as far as real time goes by.
 */
export const WORLD_EPOCH = Date.UTC(2026, 8, 1);
export const YEAR_MS = 365.25 * DAY_MS;
