import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { StandingsAnswer, StatEvent } from "../../../domain/statistics/statisticsAnswers.ts";
import { useLocale } from "../../app/hooks.ts";
import { useStatisticsPage } from "../../app/statisticsPages.ts";
import { TrophyIcon } from "../../icons/UiIcons.tsx";
import { type StandingsAppearance, StandingsTable } from "../../statistics/StandingsTable.tsx";
import {
  StatisticsEmpty,
  StatisticsLoading,
  StatisticsPageStates,
} from "../../statistics/StatisticsPageStates.tsx";
import type { StatTabProps } from "../EventStatTabView.tsx";
import { eventSeasonPage, eventStandingsPage } from "./eventStatsData.ts";
import { useLiveRefresh } from "./useLiveRefresh.ts";

const APPEARANCES: ReadonlyArray<StandingsAppearance> = ["short", "full"];

/**
 * `/event/{id}/standings`: the table of the event's season (its season from the statistics catalogue),
 * the event's two teams marked; in a group stage, the group (or groups) they play in. Live: the table
 * counts running matches and refreshes with the event's score. A tournament without a table (a cup, a
 * tennis draw) says so.
 */
export function StandingsTab(props: StatTabProps) {
  const { t } = useTranslation("eventStatsTabs");
  if (!props.offered)
    return (
      <StatisticsEmpty
        icon={<TrophyIcon size={26} />}
        title={t("standings.none.title")}
        body={t("standings.none.body")}
      />
    );
  return <EventSeason {...props} />;
}

function EventSeason({ event }: StatTabProps) {
  const { t } = useTranslation("eventStatsTabs");
  const season = useStatisticsPage(eventSeasonPage, { eventId: event.id });
  const none = {
    icon: <TrophyIcon size={26} />,
    title: t("standings.none.title"),
    body: t("standings.none.body"),
  };
  return (
    <StatisticsPageStates
      actor={season}
      skeleton={<StatisticsLoading kind="table" label={t("loading")} />}
      empty={none}
    >
      {(answer) => <SeasonStandings match={answer} event={event} />}
    </StatisticsPageStates>
  );
}

function SeasonStandings({
  match,
  event,
}: {
  readonly match: StatEvent;
  readonly event: StatTabProps["event"];
}) {
  const { t } = useTranslation("eventStatsTabs");
  const actor = useStatisticsPage(eventStandingsPage, { seasonId: match.seasonId });
  useLiveRefresh(actor, event);
  return (
    <StatisticsPageStates
      actor={actor}
      skeleton={<StatisticsLoading kind="table" label={t("loading")} />}
      isEmpty={(answer) => answer.tables.every((table) => table.rows.length === 0)}
      empty={{
        icon: <TrophyIcon size={26} />,
        title: t("standings.none.title"),
        body: t("standings.none.body"),
      }}
    >
      {(answer) => <StandingsView answer={answer} match={match} />}
    </StatisticsPageStates>
  );
}

/** The overall tables; of a group stage, those holding one of the two teams. */
const tablesOf = (answer: StandingsAnswer, teamIds: ReadonlyArray<string>) => {
  const overall = answer.tables.filter((table) => table.scope === "overall");
  const theirs = overall.filter((table) => table.rows.some((row) => teamIds.includes(row.team.id)));
  return theirs.length > 0 ? theirs : overall;
};

function StandingsView({ answer, match }: { readonly answer: StandingsAnswer; readonly match: StatEvent }) {
  const { t } = useTranslation("eventStatsTabs");
  const locale = useLocale();
  const [appearance, setAppearance] = useState<StandingsAppearance>("short");
  const teamIds = [match.home.id, match.away.id];
  return (
    <section className="card event-standings" aria-labelledby="event-standings-title">
      <header className="card__header event-standings__header">
        <h2 id="event-standings-title" className="card__title">
          {t("standings.title")}
        </h2>
        <fieldset
          className="tabs event-stats__switch event-stats__switch--small"
          aria-label={t("standings.appearance")}
        >
          {APPEARANCES.map((option) => (
            <button
              key={option}
              type="button"
              className={option === appearance ? "tabs__tab tabs__tab--current" : "tabs__tab"}
              aria-pressed={option === appearance}
              onClick={() => setAppearance(option)}
            >
              {t(`standings.${option}`)}
            </button>
          ))}
        </fieldset>
      </header>
      <p className="event-stats__note event-stats__note--inline">{t("standings.marked")}</p>
      {tablesOf(answer, teamIds).map((table) => (
        <StandingsTable
          key={`${table.group ?? ""}-${table.scope}`}
          table={table}
          zones={answer.zones}
          appearance={appearance}
          highlightTeamIds={teamIds}
          locale={locale}
        />
      ))}
    </section>
  );
}
