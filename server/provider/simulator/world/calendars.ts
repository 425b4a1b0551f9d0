import type { MonthDay, SeasonCalendar, Slot } from "./model";

const span = (
  start: MonthDay,
  end: MonthDay,
  breaks: ReadonlyArray<readonly [MonthDay, MonthDay]> = [],
): SeasonCalendar => ({ kind: "span", start, end, crossesYear: end[0] < start[0], breaks });

const CHRISTMAS: readonly [MonthDay, MonthDay] = [
  [12, 22],
  [1, 3],
];

/** Season calendars by habit: autumn-to-spring in Europe, calendar-year in the Americas and East Asia. */
export const CALENDARS = {
  europe: span([8, 8], [5, 24], [CHRISTMAS]),
  europeNoBreak: span([8, 8], [5, 24]),
  longWinter: span(
    [7, 18],
    [5, 30],
    [
      [
        [12, 10],
        [2, 28],
      ],
    ],
  ),
  nordic: span([3, 28], [11, 15]),
  calendarYear: span([2, 20], [12, 6]),
  brazil: span([4, 5], [12, 7]),
  brazilState: span([1, 12], [3, 29]),
  argentina: span([1, 24], [12, 10]),
  usa: span([2, 21], [10, 25]),
  apertura: span([7, 15], [12, 8]),
  clausura: span([1, 8], [5, 24]),
  australia: span([10, 17], [5, 24]),
  australiaWinter: span([2, 20], [9, 20]),
  asiaCross: span([8, 15], [5, 25]),
  africaCross: span([9, 1], [6, 10]),
  india: span([9, 15], [4, 20]),
  /** Indoor sports in Europe and North America. */
  indoor: span([9, 25], [4, 30], [CHRISTMAS]),
  indoorNorthAmerica: span([10, 10], [4, 18]),
  continental: span([8, 8], [5, 24]),
  southAmericaCup: span([2, 20], [11, 22]),
  northAmericaCup: span([2, 10], [6, 1]),
  nations: span([9, 1], [6, 15]),
  wholeYear: span([1, 1], [12, 31]),
} as const;

/**
 * Round slots. A weekend round is anchored on Saturday and plays Friday to Monday; when the league also
 * plays midweek (Wednesday, Thursday) the weekend round keeps to Saturday-Monday so nobody plays two days
 * running.
 */
export const WEEKEND: Slot = {
  weekday: 6,
  primary: true,
  spread: [
    [-1, 0.12],
    [0, 0.45],
    [1, 0.33],
    [2, 0.1],
  ],
  tightSpread: [
    [0, 0.5],
    [1, 0.38],
    [2, 0.12],
  ],
};
export const MIDWEEK: Slot = {
  weekday: 3,
  primary: false,
  spread: [
    [0, 0.6],
    [1, 0.4],
  ],
};

/** A slot playing all its matches on one weekday (indoor sports play several times a week). */
export const daySlot = (weekday: number, primary = true): Slot => ({ weekday, primary, spread: [[0, 1]] });

/** Legs of a league: small leagues play three or four times round to fill a season. */
export const legsFor = (size: number): number => (size <= 10 ? 4 : size <= 12 ? 3 : 2);
