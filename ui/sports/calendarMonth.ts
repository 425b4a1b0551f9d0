import { addDays } from "./matchDay.ts";

/**
 * The calendar sheet's arithmetic (issue 9): months as `YYYY-MM`, match days as `YYYY-MM-DD` (matchDay.ts),
 * weekdays numbered as `Intl.Locale`'s week info numbers them (1 Monday … 7 Sunday). Pure: the sheet
 * asks here which days a month shows, in which weeks, and which of them the line offers.
 */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

const MONTH = /^(\d{4})-(\d{2})$/;

const parseMonth = (month: string): { readonly year: number; readonly index: number } => {
  const match = MONTH.exec(month);
  const index = match ? Number(match[2]) - 1 : -1;
  if (!match || index < 0 || index > 11) throw new Error(`Not a month: ${month}`);
  return { year: Number(match[1]), index };
};

const monthText = (year: number, index: number): string =>
  `${String(year).padStart(4, "0")}-${String(index + 1).padStart(2, "0")}`;

export const monthOf = (day: string): string => day.slice(0, 7);

export const addMonths = (month: string, months: number): string => {
  const { year, index } = parseMonth(month);
  const total = year * 12 + index + months;
  return monthText(Math.floor(total / 12), ((total % 12) + 12) % 12);
};

export const daysInMonth = (month: string): number => {
  const { year, index } = parseMonth(month);
  return new Date(Date.UTC(year, index + 1, 0)).getUTCDate();
};

export const firstDayOf = (month: string): string => `${month}-01`;
export const lastDayOf = (month: string): string => `${month}-${String(daysInMonth(month)).padStart(2, "0")}`;

/** 1 Monday … 7 Sunday. */
export const weekdayOf = (day: string): Weekday => {
  const sundayFirst = new Date(`${day}T00:00:00Z`).getUTCDay();
  return (sundayFirst === 0 ? 7 : sundayFirst) as Weekday;
};

/** The seven weekdays in the order a week starting on `weekStart` shows them. */
export const weekdayOrder = (weekStart: Weekday): ReadonlyArray<Weekday> =>
  Array.from({ length: 7 }, (_, offset) => (((weekStart - 1 + offset) % 7) + 1) as Weekday);

/** A day of the week in `YYYY-MM-DD` (a Monday in January 2024, and the six after), for naming weekdays. */
export const sampleDayOf = (weekday: Weekday): string => addDays("2024-01-01", weekday - 1);

/**
 * The month's days in weeks of seven starting on `weekStart`: `null` fills the cells before the 1st and
 * after the last day, so every week is whole and the grid's length is a multiple of seven.
 */
export const monthGrid = (month: string, weekStart: Weekday): ReadonlyArray<ReadonlyArray<string | null>> => {
  const first = firstDayOf(month);
  const lead = (weekdayOf(first) - weekStart + 7) % 7;
  const count = daysInMonth(month);
  const cells: Array<string | null> = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: count }, (_, index) => addDays(first, index)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
};

/** The days the line has events for, today always among them: the sheet's days outside are disabled. */
export interface OfferedDays {
  readonly first: string;
  readonly last: string;
}

/**
 * The range of days the sport's line offers, from its per-day event counts (the day strip's counters):
 * from the first day with an event to the last, today included. Unknown (nothing disabled) until the
 * counts are in, and when the line is empty.
 */
export const offeredDays = (
  counts: Readonly<Record<string, number>> | undefined,
  today: string,
): OfferedDays | undefined => {
  const days = Object.entries(counts ?? {})
    .filter(([, count]) => count > 0)
    .map(([day]) => day)
    .sort();
  if (days.length === 0) return undefined;
  return {
    first: days[0]! < today ? days[0]! : today,
    last: days.at(-1)! > today ? days.at(-1)! : today,
  };
};

export const isOffered = (day: string, offered: OfferedDays | undefined): boolean =>
  offered === undefined || (day >= offered.first && day <= offered.last);

/** Whether stepping one month back (-1) or on (+1) reaches a month with an offered day. */
export const canStepMonth = (month: string, step: -1 | 1, offered: OfferedDays | undefined): boolean => {
  if (offered === undefined) return true;
  const next = addMonths(month, step);
  return step < 0 ? lastDayOf(next) >= offered.first : firstDayOf(next) <= offered.last;
};
