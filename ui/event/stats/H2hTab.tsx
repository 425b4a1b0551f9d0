import { useState } from "react";
import { useTranslation } from "react-i18next";
import { resultSeries } from "../../../domain/statistics/resultSeries.ts";
import type { EventH2hAnswer, StatEvent } from "../../../domain/statistics/statisticsAnswers.ts";
import { LAST_MATCHES_LONG, LAST_MATCHES_SHORT } from "../../../domain/statistics/statisticsErrors.ts";
import { useLocale } from "../../app/hooks.ts";
import { useStatisticsPage } from "../../app/statisticsPages.ts";
import { useLineSettings } from "../../feed/useLineSettings.ts";
import { UsersIcon } from "../../icons/UiIcons.tsx";
import { StatEventRow } from "../../statistics/StatEventRow.tsx";
import { StatisticsLoading, StatisticsPageStates } from "../../statistics/StatisticsPageStates.tsx";
import type { StatTabProps } from "../EventStatTabView.tsx";
import { DrawSeriesSheet } from "./DrawSeriesSheet.tsx";
import { eventH2hPage, H2H_DEFAULT_LIMIT } from "./eventStatsData.ts";

const LIMITS = [LAST_MATCHES_SHORT, LAST_MATCHES_LONG] as const;

/**
 * `/event/{id}/h2h`: each team's last matches (4 or 5, the spec's two lengths, 5 by default), their
 * meetings with the head-to-head record, and each team's next matches. The record's button opens the
 * "draw series" sheet: the runs of wins, draws and defeats in these matches.
 */
export function H2hTab({ event }: StatTabProps) {
  const { t } = useTranslation("eventStatsTabs");
  const [limit, setLimit] = useState<number>(H2H_DEFAULT_LIMIT);
  const actor = useStatisticsPage(eventH2hPage, { eventId: event.id, limit });
  return (
    <div className="event-stats event-stats--h2h">
      <fieldset className="tabs event-stats__switch" aria-label={t("h2h.limitLabel")}>
        {LIMITS.map((option) => (
          <button
            key={option}
            type="button"
            className={option === limit ? "tabs__tab tabs__tab--current" : "tabs__tab"}
            aria-pressed={option === limit}
            onClick={() => setLimit(option)}
            data-limit={option}
          >
            {t("h2h.limit", { number: option })}
          </button>
        ))}
      </fieldset>
      <StatisticsPageStates
        actor={actor}
        skeleton={<StatisticsLoading kind="events" label={t("loading")} />}
        isEmpty={(answer) =>
          answer.homeLast.length +
            answer.awayLast.length +
            answer.headToHead.length +
            answer.homeNext.length +
            answer.awayNext.length ===
          0
        }
        empty={{ icon: <UsersIcon size={26} />, title: t("h2h.empty.title"), body: t("h2h.empty.body") }}
      >
        {(answer) => <H2hView answer={answer} />}
      </StatisticsPageStates>
    </div>
  );
}

function H2hView({ answer }: { readonly answer: EventH2hAnswer }) {
  const { t } = useTranslation("eventStatsTabs");
  const [seriesOpen, setSeriesOpen] = useState(false);
  const meetings = resultSeries(answer.headToHead, answer.home.id);
  return (
    <>
      <section className="card h2h-record" aria-labelledby="h2h-record-title">
        <header className="card__header">
          <h2 id="h2h-record-title" className="card__title">
            {t("h2h.headToHead")}
          </h2>
          <button
            type="button"
            className="button button--ghost h2h-record__series"
            onClick={() => setSeriesOpen(true)}
            data-testid="draw-series-open"
          >
            {t("h2h.series")}
          </button>
        </header>
        {answer.headToHead.length > 0 && (
          <div className="h2h-record__tally">
            <span className="h2h-record__side">
              <strong>{meetings.count.win}</strong>
              <span>{answer.home.name}</span>
            </span>
            <span className="h2h-record__side h2h-record__side--draws">
              <strong>{meetings.count.draw}</strong>
              <span>{t("h2h.draws")}</span>
            </span>
            <span className="h2h-record__side h2h-record__side--away">
              <strong>{meetings.count.loss}</strong>
              <span>{answer.away.name}</span>
            </span>
          </div>
        )}
        <Matches events={answer.headToHead} />
      </section>
      <div className="event-stats__columns">
        <MatchesCard
          title={t("h2h.last", { team: answer.home.name })}
          events={answer.homeLast}
          markedTeamId={answer.home.id}
        />
        <MatchesCard
          title={t("h2h.last", { team: answer.away.name })}
          events={answer.awayLast}
          markedTeamId={answer.away.id}
        />
        <MatchesCard
          title={t("h2h.next", { team: answer.home.name })}
          events={answer.homeNext}
          markedTeamId={answer.home.id}
        />
        <MatchesCard
          title={t("h2h.next", { team: answer.away.name })}
          events={answer.awayNext}
          markedTeamId={answer.away.id}
        />
      </div>
      {seriesOpen && <DrawSeriesSheet answer={answer} onClose={() => setSeriesOpen(false)} />}
    </>
  );
}

function MatchesCard({
  title,
  events,
  markedTeamId,
}: {
  readonly title: string;
  readonly events: ReadonlyArray<StatEvent>;
  readonly markedTeamId: string;
}) {
  return (
    <section className="card h2h-matches">
      <header className="card__header">
        <h2 className="card__title">{title}</h2>
      </header>
      <Matches events={events} markedTeamId={markedTeamId} />
    </section>
  );
}

function Matches({
  events,
  markedTeamId,
}: {
  readonly events: ReadonlyArray<StatEvent>;
  readonly markedTeamId?: string;
}) {
  const { t } = useTranslation("eventStatsTabs");
  const locale = useLocale();
  const { timeZone } = useLineSettings();
  if (events.length === 0) return <p className="event-stats__note">{t("h2h.noMatches")}</p>;
  return (
    <ul className="stat-events__list h2h-matches__list">
      {events.map((event) => (
        <StatEventRow
          key={event.id}
          event={event}
          locale={locale}
          timeZone={timeZone.name}
          {...(markedTeamId ? { markedTeamId } : {})}
        />
      ))}
    </ul>
  );
}
