import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useLocale } from "../app/hooks.ts";
import type { MainSportCode } from "./mainSports.ts";
import { dayStrip, formatMatchDay } from "./matchDay.ts";

/**
 * A week of days centred on the chosen one, each with its number of events once the counters are in;
 * choosing an edge day moves the week along.
 */
export function DateStrip({
  sportCode,
  date,
  today,
  counts,
}: {
  readonly sportCode: MainSportCode;
  readonly date: string;
  readonly today: string;
  /** Date → events; undefined until loaded (no count is shown rather than a wrong 0). */
  readonly counts: Readonly<Record<string, number>> | undefined;
}) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  return (
    <nav className="date-strip" aria-label={t("day.days")}>
      {dayStrip(date, 3).map((day, index) => {
        const selected = day === date;
        const edge = index === 0 || index === 6;
        const count = counts ? (counts[day] ?? 0) : undefined;
        const weekday =
          day === today ? t("day.today") : formatMatchDay(day, i18n.language, { weekday: "short" });
        const shortDate = formatMatchDay(day, i18n.language, { day: "numeric", month: "short" });
        return (
          <Link
            key={day}
            to="/$locale/all/$sportCode/$date"
            params={{ locale, sportCode, date: day }}
            className={[
              "date-strip__day",
              selected && "date-strip__day--selected",
              edge && "date-strip__day--edge",
              day === today && "date-strip__day--today",
            ]
              .filter(Boolean)
              .join(" ")}
            aria-current={selected ? "date" : undefined}
            // NOTE: the name starts with the words on the button (WCAG 2.5.3, label in name), so a voice user
            // can say what they see; the count badge is in the name as "matches: n" rather than a bare number.
            aria-label={
              count === undefined
                ? `${weekday} ${shortDate}`
                : t("day.dayLabel", { date: `${weekday} ${shortDate}`, count })
            }
          >
            <span className="date-strip__weekday">{weekday}</span>{" "}
            <span className="date-strip__date">{shortDate}</span>{" "}
            <span
              className={count ? "date-strip__count" : "date-strip__count date-strip__count--none"}
              aria-hidden="true"
            >
              {count ?? "·"}
            </span>
          </Link>
        );
      })}
    </nav>
  );
}
