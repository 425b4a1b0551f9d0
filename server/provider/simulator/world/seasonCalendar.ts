import { dayOfDate, nextWeekday, yearOfDay } from "./calendar";
import type { MonthDay, SeasonCalendar } from "./model";

/** Monday-based week number (day 4, 1970-01-05, was a Monday). */
export const weekIndex = (day: number): number => Math.floor((day - 4) / 7);
const mod = (a: number, n: number): number => ((a % n) + n) % n;

/**
 * NOTE: midweeks are shared out so that no club plays twice in one: continental club cups play in
 * weeks ≡ 0 (mod 4), domestic cups in weeks ≡ 2, and leagues put their midweek rounds in the others.
 */
export const isContinentalWeek = (day: number): boolean => mod(weekIndex(day), 4) === 0;
export const isCupWeek = (day: number): boolean => mod(weekIndex(day), 4) === 2;

/** Finals are played up to six weeks after a calendar's end (continental finals wait for a free midweek). */
export const FINALS_GRACE_DAYS = 42;

export interface SeasonSpan {
  readonly startYear: number;
  readonly label: string;
  readonly startDay: number;
  readonly endDay: number;
}

export const md = (year: number, [month, day]: MonthDay): number => dayOfDate(year, month, day);

const spans = new WeakMap<SeasonCalendar, Map<number, SeasonSpan>>();

export const seasonSpan = (calendar: SeasonCalendar, year: number): SeasonSpan => {
  let byYear = spans.get(calendar);
  if (!byYear) {
    byYear = new Map();
    spans.set(calendar, byYear);
  }
  let span = byYear.get(year);
  if (!span) {
    span = computeSpan(calendar, year);
    byYear.set(year, span);
  }
  return span;
};

/** The first Monday of the year: week 0 of the tennis calendar. */
export const weekOneMonday = (year: number): number => nextWeekday(dayOfDate(year, 1, 1), 1);

const computeSpan = (calendar: SeasonCalendar, year: number): SeasonSpan => {
  if (calendar.kind === "week") {
    const startDay = weekOneMonday(year) + 7 * calendar.week;
    return { startYear: year, label: `${year}`, startDay, endDay: startDay + calendar.days - 1 };
  }
  const endYear = calendar.crossesYear ? year + 1 : year;
  return {
    startYear: year,
    label: calendar.crossesYear ? `${year}/${endYear}` : `${year}`,
    startDay: md(year, calendar.start),
    endDay: md(endYear, calendar.end),
  };
};

/** Start years whose season may hold `day` (a season crossing the new year started the year before). */
export const seasonYearsAround = (day: number): ReadonlyArray<number> => {
  const year = yearOfDay(day);
  return [year - 1, year];
};

/** `count` items spread evenly over `items`, in order. */
export const evenly = <A>(items: ReadonlyArray<A>, count: number): A[] => {
  if (count >= items.length) return items.slice();
  return Array.from({ length: count }, (_, i) => items[Math.floor(((i + 0.5) * items.length) / count)]!);
};

/** The break spans of a season as day ranges. */
export const breakRanges = (
  calendar: SeasonCalendar,
  startYear: number,
): Array<readonly [number, number]> => {
  if (calendar.kind !== "span") return [];
  return calendar.breaks.flatMap(([from, to]) =>
    [startYear, startYear + 1].map(
      (year) => [md(year, from), md(to[0] < from[0] ? year + 1 : year, to)] as const,
    ),
  );
};

export const spreadFrom = (
  anchor: number,
  spread: ReadonlyArray<readonly [number, number]>,
): ReadonlyArray<readonly [number, number]> =>
  spread.map(([offset, weight]) => [anchor + offset, weight] as const);
