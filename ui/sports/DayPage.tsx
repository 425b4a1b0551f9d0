import { useParams } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useAppActors, useDocumentTitle, useToday } from "../app/hooks.ts";
import { Card } from "../common/Card.tsx";
import { EmptyState } from "../common/EmptyState.tsx";
import { GhostRows } from "../common/GhostRows.tsx";
import { CalendarIcon } from "../icons/UiIcons.tsx";
import { DateStrip } from "./DateStrip.tsx";
import { DEFAULT_SPORT, mainSportByCode } from "./mainSports.ts";
import { formatMatchDay } from "./matchDay.ts";
import { SportHeader } from "./SportHeader.tsx";
import { SportTabs } from "./SportTabs.tsx";

/** `/{locale}/all/{sportCode}/{date}`: the sport's full line for one day. The route has checked both. */
export function DayPage() {
  const { t, i18n } = useTranslation();
  const { settings } = useAppActors();
  const today = useToday(settings);
  const { sportCode, date } = useParams({ from: "/$locale/all/$sportCode/$date" });
  const sport = mainSportByCode(sportCode) ?? mainSportByCode(DEFAULT_SPORT)!;
  const longDate = formatMatchDay(date, i18n.language, { weekday: "long", day: "numeric", month: "long" });
  useDocumentTitle(`${t(sport.label)} · ${longDate}`);

  return (
    <div className="page">
      <SportHeader sport={sport} />
      <SportTabs sportCode={sport.code} today={today} current="all" />
      <DateStrip sportCode={sport.code} date={date} today={today} />
      <Card>
        <div className="feature-empty">
          <GhostRows count={4} />
          <EmptyState
            icon={<CalendarIcon size={26} />}
            title={t("day.emptyTitle")}
            body={t("day.emptyBody", { date: longDate })}
          />
        </div>
      </Card>
    </div>
  );
}
