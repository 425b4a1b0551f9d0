import { localDate } from "./views";

/**
 * Which days a client may ask the line for: from yesterday minus a week to a week ahead, counted in the
 * viewer's zone on the sports clock. The line never lists anything further out (the simulator's full line
 * reaches a day ahead and finished events leave it), so a day beyond is a view that can only cost a
 * projection; the margin keeps a tab left open over midnight or a browser's day strip (±3 days) inside.
 */
export const DAY_WINDOW_DAYS_BEFORE = 8;
export const DAY_WINDOW_DAYS_AFTER = 7;

const MS_PER_DAY = 86_400_000;

/** The first and last dates (`YYYY-MM-DD`, inclusive) a day view may name at `nowMs` in that zone. */
export const dayWindow = (
  nowMs: number,
  timeZoneOffset: number,
): { readonly first: string; readonly last: string } => ({
  first: localDate(nowMs - DAY_WINDOW_DAYS_BEFORE * MS_PER_DAY, timeZoneOffset),
  last: localDate(nowMs + DAY_WINDOW_DAYS_AFTER * MS_PER_DAY, timeZoneOffset),
});

/** True when `date` (already a well-formed `YYYY-MM-DD`) lies in the window; ISO dates order as strings. */
export const isDayInWindow = (date: string, timeZoneOffset: number, nowMs: number): boolean => {
  const { first, last } = dayWindow(nowMs, timeZoneOffset);
  return date >= first && date <= last;
};

/** Catalogue code of a `get_line` for a day outside the window (BAD_REQUEST). */
export const DATE_OUT_OF_WINDOW = "line.date_out_of_window";
