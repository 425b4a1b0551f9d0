import "./calendar.css";
import { Link } from "@tanstack/react-router";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../app/hooks.ts";
import { Modal } from "../auth/Modal.tsx";
import { CalendarIcon, ChevronRightIcon } from "../icons/UiIcons.tsx";
import {
  addMonths,
  canStepMonth,
  isOffered,
  monthGrid,
  monthOf,
  offeredDays,
  sampleDayOf,
  weekdayOrder,
} from "./calendarMonth.ts";
import { firstWeekday, localeTagOfPath } from "./firstWeekday.ts";
import type { MainSportCode } from "./mainSports.ts";
import { addDays, formatMatchDay } from "./matchDay.ts";

/** Arrow keys move between the days' links: a day either way, a week up or down. */
const KEY_STEPS: Readonly<Record<string, number>> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};

/**
 * The "calendar" sheet of the day line (issue 9): a month of the sport's days in weeks that start where
 * the visitor's locale starts them, each day a link to its line with its number of events once the
 * counters are in; today and the chosen day marked, days the line does not offer disabled, the months
 * before and after a button away. Choosing a day closes it (Escape and the backdrop too).
 */
export function CalendarSheet({
  sportCode,
  date,
  today,
  counts,
  onClose,
}: {
  readonly sportCode: MainSportCode;
  /** The day the line shows: the month the sheet opens on, marked. */
  readonly date: string;
  readonly today: string;
  /** Date → events, as the day strip has them; undefined until loaded. */
  readonly counts: Readonly<Record<string, number>> | undefined;
  readonly onClose: () => void;
}) {
  const { t, i18n } = useTranslation("calendar");
  const locale = useLocale();
  const [month, setMonth] = useState(() => monthOf(date));
  const grid = useRef<HTMLTableElement>(null);
  // A day the arrow keys reached in the next or previous month: focused once that month is drawn.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const day = focusNext.current;
    if (day === null || monthOf(day) !== month) return;
    focusNext.current = null;
    grid.current?.querySelector<HTMLElement>(`a[data-day="${day}"]`)?.focus();
  }, [month]);

  const language = i18n.language;
  const weekStart = firstWeekday(localeTagOfPath(locale));
  const offered = offeredDays(counts, today);
  const weekdays = weekdayOrder(weekStart).map((weekday) => ({
    weekday,
    short: formatMatchDay(sampleDayOf(weekday), language, { weekday: "short" }),
    long: formatMatchDay(sampleDayOf(weekday), language, { weekday: "long" }),
  }));
  const monthName = formatMatchDay(`${month}-01`, language, { month: "long", year: "numeric" });
  const canGoBack = canStepMonth(month, -1, offered);
  const canGoOn = canStepMonth(month, 1, offered);

  const dayLabel = (day: string, count: number | undefined): string => {
    const full = formatMatchDay(day, language, {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
    });
    const named = day === today ? `${t("day.today")}, ${full}` : full;
    return count === undefined ? named : t("day.dayLabel", { date: named, count });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const step = KEY_STEPS[event.key];
    const from = (event.target as HTMLElement).dataset.day;
    if (step === undefined || from === undefined) return;
    const target = addDays(from, step);
    if (!isOffered(target, offered)) return;
    event.preventDefault();
    if (monthOf(target) === month) {
      grid.current?.querySelector<HTMLElement>(`a[data-day="${target}"]`)?.focus();
    } else {
      focusNext.current = target;
      setMonth(monthOf(target));
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t("calendar.title")}
      icon={<CalendarIcon size={22} />}
      labelId="calendar-sheet"
    >
      <div className="calendar" data-month={month}>
        <div className="calendar__head">
          <button
            type="button"
            className="icon-button calendar__step calendar__step--back"
            aria-label={t("calendar.previousMonth")}
            disabled={!canGoBack}
            onClick={() => setMonth(addMonths(month, -1))}
          >
            <ChevronRightIcon size={18} />
          </button>
          <h3 id="calendar-sheet-month" className="calendar__month" aria-live="polite">
            {monthName}
          </h3>
          <button
            type="button"
            className="icon-button calendar__step"
            aria-label={t("calendar.nextMonth")}
            disabled={!canGoOn}
            onClick={() => setMonth(addMonths(month, 1))}
          >
            <ChevronRightIcon size={18} />
          </button>
        </div>
        <table
          ref={grid}
          className="calendar__grid"
          aria-labelledby="calendar-sheet-month"
          onKeyDown={onKeyDown}
        >
          <thead>
            <tr>
              {weekdays.map(({ weekday, short, long }) => (
                <th key={weekday} scope="col" className="calendar__weekday">
                  <abbr title={long}>{short}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthGrid(month, weekStart).map((week) => (
              <tr key={week.find((day) => day !== null)}>
                {weekdays.map(({ weekday }, column) => {
                  const day = week[column] ?? null;
                  if (day === null) return <td key={`pad-${weekday}`} />;
                  const number = Number(day.slice(8));
                  const count = counts ? (counts[day] ?? 0) : undefined;
                  const classes = [
                    "calendar__day",
                    day === date && "calendar__day--selected",
                    day === today && "calendar__day--today",
                  ];
                  if (!isOffered(day, offered))
                    return (
                      <td key={day}>
                        <span className={[...classes, "calendar__day--off"].filter(Boolean).join(" ")}>
                          <span className="calendar__number">{number}</span>
                          <span className="calendar__hidden">, {t("calendar.unavailable")}</span>
                        </span>
                      </td>
                    );
                  return (
                    <td key={day}>
                      <Link
                        to="/$locale/all/$sportCode/$date"
                        params={{ locale, sportCode, date: day }}
                        className={classes.filter(Boolean).join(" ")}
                        // NOTE: no aria-current of its own: the router marks the link to the page shown "page".
                        aria-label={dayLabel(day, count)}
                        data-day={day}
                        onClick={onClose}
                      >
                        <span className="calendar__number">{number}</span>
                        <span className="calendar__count" aria-hidden="true">
                          {count ? count : ""}
                        </span>
                      </Link>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Modal>
  );
}
