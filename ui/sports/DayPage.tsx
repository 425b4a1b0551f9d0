import { useParams } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { matchesPhase, type PhaseFilter, phaseCounts } from "../../domain/event/eventPhase.ts";
import { isListed } from "../../domain/event/lifecycle.ts";
import { lineColumns } from "../../domain/sportsbook/lineColumns.ts";
import { useAppActors, useDocumentTitle, useToday } from "../app/hooks.ts";
import { Card } from "../common/Card.tsx";
import { EmptyState } from "../common/EmptyState.tsx";
import { LineBody } from "../feed/LineBody.tsx";
import { lineGroups } from "../feed/lineGroups.ts";
import { useFeed, useFeedPhase, useFeedTime, useFeedTree } from "../feed/useFeed.ts";
import { useDayCountersWatch, useDayCounts, useLineOnScreen, useLiveCount } from "../feed/useLineCounters.ts";
import { useLineSettings } from "../feed/useLineSettings.ts";
import { CalendarIcon } from "../icons/UiIcons.tsx";
import { CalendarButton } from "./CalendarButton.tsx";
import { DateStrip } from "./DateStrip.tsx";
import { DEFAULT_SPORT, type MainSport, mainSportByCode, sportIdOf } from "./mainSports.ts";
import { formatMatchDay } from "./matchDay.ts";
import { PhaseFilterBar } from "./PhaseFilterBar.tsx";
import { SportHeader } from "./SportHeader.tsx";
import { SportTabs } from "./SportTabs.tsx";

/** `/{locale}/all/{sportCode}/{date}`: the sport's full line for one day. The route has checked both. */
export function DayPage() {
  const { t, i18n } = useTranslation();
  const { settings } = useAppActors();
  const today = useToday(settings);
  const { timeZone } = useLineSettings();
  const { sportCode, date } = useParams({ from: "/$locale/all/$sportCode/$date" });
  const sport = mainSportByCode(sportCode) ?? mainSportByCode(DEFAULT_SPORT)!;
  const sportId = sportIdOf(sport);
  const longDate = formatMatchDay(date, i18n.language, { weekday: "long", day: "numeric", month: "long" });
  const liveCount = useLiveCount(sportId);
  const counts = useDayCounts(sportId);
  useLineOnScreen("all");
  useDayCountersWatch(sportId, timeZone.offsetSeconds);
  useDocumentTitle(`${t(sport.label)} · ${longDate}`);

  return (
    <div className="page">
      <SportHeader sport={sport} />
      <SportTabs sportCode={sport.code} today={today} current="all" liveCount={liveCount} />
      <div className="date-bar">
        <DateStrip sportCode={sport.code} date={date} today={today} counts={counts} />
        <CalendarButton sportCode={sport.code} date={date} today={today} counts={counts} />
      </div>
      <DayLine
        key={`${sport.code}/${date}/${timeZone.offsetSeconds}`}
        sport={sport}
        date={date}
        timeZoneOffset={timeZone.offsetSeconds}
        longDate={longDate}
      />
    </div>
  );
}

/** One day of a sport's line: live, upcoming and finished events, kept current by the day view's feed. */
function DayLine({
  sport,
  date,
  timeZoneOffset,
  longDate,
}: {
  readonly sport: MainSport;
  readonly date: string;
  readonly timeZoneOffset: number;
  readonly longDate: string;
}) {
  const { t, i18n } = useTranslation();
  const sportId = sportIdOf(sport);
  const feed = useFeed({ kind: "day", sportId, date, timeZoneOffset });
  const phase = useFeedPhase(feed);
  const tree = useFeedTree(feed);
  const time = useFeedTime(feed);
  const { oddsVisible, timeZone } = useLineSettings();
  const [chosen, setChosen] = useState<PhaseFilter>("all");
  // Finished events stay listed two days (sports-data section 4), measured on the feed's own clock.
  const listed = useMemo(
    () => lineGroups(tree, sportId, i18n.language, (event) => time === null || isListed(event, time)),
    [tree, sportId, i18n.language, time],
  );
  const counts = useMemo(() => phaseCounts(listed.flatMap((group) => group.events)), [listed]);
  // A filter whose last event left (the last live match ended) falls back to the whole day.
  const filter = counts[chosen] > 0 ? chosen : "all";
  const groups = useMemo(
    () =>
      filter === "all"
        ? listed
        : listed
            .map((group) => ({
              ...group,
              events: group.events.filter((event) => matchesPhase(filter, event.status)),
            }))
            .filter((group) => group.events.length > 0),
    [listed, filter],
  );
  const stale = phase === "stale";
  const options = useMemo(
    () => ({
      catalogueCode: sport.catalogue,
      columns: lineColumns(sport.catalogue),
      oddsVisible,
      timeZone: timeZone.name,
      stale,
    }),
    [sport.catalogue, oddsVisible, timeZone.name, stale],
  );
  return (
    <>
      {phase !== "loading" && counts.all > 0 && (
        <PhaseFilterBar value={filter} counts={counts} onChange={setChosen} />
      )}
      <LineBody
        phase={phase}
        groups={groups}
        options={options}
        empty={
          <Card>
            <EmptyState
              icon={<CalendarIcon size={26} />}
              title={t("day.emptyTitle")}
              body={t("day.emptyBody", { date: longDate })}
            />
          </Card>
        }
      />
    </>
  );
}
