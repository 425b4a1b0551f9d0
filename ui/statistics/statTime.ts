/**
 * Dates of the statistics lists in the visitor's chosen zone (the settings' zone, which the server
 * renders with too, so the browser's first render matches): a day key for grouping, and a short date.
 */
const dayKeys = new Map<string, Intl.DateTimeFormat>();

/** `2026-11-24` in `timeZone`: groups a list by the visitor's days. */
export const dayKeyOf = (epochMs: number, timeZone: string): string => {
  let format = dayKeys.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      timeZone,
    });
    dayKeys.set(timeZone, format);
  }
  return format.format(epochMs);
};

/** `24/11/26`, the short date of a past result. */
export const formatShortDate = (epochMs: number, timeZone: string, language: string): string =>
  new Intl.DateTimeFormat(language, { day: "2-digit", month: "2-digit", year: "2-digit", timeZone }).format(
    epochMs,
  );

/** `Tue 24 Nov 2026`, a day group's head. */
export const formatLongDay = (epochMs: number, timeZone: string, language: string): string =>
  new Intl.DateTimeFormat(language, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone,
  }).format(epochMs);
