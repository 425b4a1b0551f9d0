import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { EventStatisticsAnswer } from "../../../domain/statistics/statisticsAnswers.ts";
import { useStatisticsPage } from "../../app/statisticsPages.ts";
import {
  StatisticsEmpty,
  StatisticsLoading,
  StatisticsPageStates,
} from "../../statistics/StatisticsPageStates.tsx";
import type { StatTabProps } from "../EventStatTabView.tsx";
import { eventStatisticsPage } from "./eventStatsData.ts";
import { useLiveRefresh } from "./useLiveRefresh.ts";

interface Words {
  readonly title: string;
  readonly body: string;
}

/**
 * What the event's statistics answer tabs share (lineups, player stats): a clear note when the sport
 * offers none, else the event's statistics answer kept live while the match is played, with its loading,
 * empty and error states; the tab draws the answer.
 */
export function EventStatisticsTabFrame({
  tab,
  icon,
  notOffered,
  skeleton,
  isEmpty,
  empty,
  children,
}: {
  readonly tab: StatTabProps;
  readonly icon: ReactNode;
  readonly notOffered: Words;
  readonly skeleton: "list" | "table";
  readonly isEmpty: (answer: EventStatisticsAnswer) => boolean;
  readonly empty: Words;
  readonly children: (answer: EventStatisticsAnswer) => ReactNode;
}) {
  if (!tab.offered) return <StatisticsEmpty icon={icon} title={notOffered.title} body={notOffered.body} />;
  return (
    <LiveAnswer tab={tab} icon={icon} skeleton={skeleton} isEmpty={isEmpty} empty={empty}>
      {children}
    </LiveAnswer>
  );
}

function LiveAnswer({
  tab,
  icon,
  skeleton,
  isEmpty,
  empty,
  children,
}: Omit<Parameters<typeof EventStatisticsTabFrame>[0], "notOffered">) {
  const { t } = useTranslation("eventStatsTabs");
  const actor = useStatisticsPage(eventStatisticsPage, { eventId: tab.event.id });
  useLiveRefresh(actor, tab.event);
  return (
    <StatisticsPageStates
      actor={actor}
      skeleton={<StatisticsLoading kind={skeleton} label={t("loading")} />}
      isEmpty={isEmpty}
      empty={{ icon, ...empty }}
    >
      {children}
    </StatisticsPageStates>
  );
}
