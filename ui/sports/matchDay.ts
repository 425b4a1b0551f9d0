/**
 * Match days as they appear in `/all/{sportCode}/{date}`: `YYYY-MM-DD` in the visitor's time zone. Days are
 * handled as UTC dates internally so adding days never trips over daylight saving.
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

const toDate = (day: string): Date | undefined => {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  // Rejects 2026-02-30 and friends, which Date.UTC would roll over.
  return date.toISOString().slice(0, 10) === day ? date : undefined;
};

export const isMatchDay = (value: string): boolean => toDate(value) !== undefined;

/** The calendar day at `now` in a zone `offsetSeconds` east of UTC. */
export const matchDayAt = (now: Date, offsetSeconds: number): string =>
  new Date(now.getTime() + offsetSeconds * 1000).toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => {
  const date = toDate(day);
  if (!date) throw new Error(`Not a match day: ${day}`);
  return new Date(date.getTime() + days * MS_PER_DAY).toISOString().slice(0, 10);
};

/** The days shown around the selected one, oldest first. */
export const dayStrip = (selected: string, around: number): string[] =>
  Array.from({ length: around * 2 + 1 }, (_, index) => addDays(selected, index - around));

/** Formats a match day in a language without shifting it into another zone. */
export const formatMatchDay = (
  day: string,
  language: string,
  options: Intl.DateTimeFormatOptions,
): string => {
  const date = toDate(day);
  if (!date) throw new Error(`Not a match day: ${day}`);
  return new Intl.DateTimeFormat(language, { ...options, timeZone: "UTC" }).format(date);
};
