import { useState } from "react";
import { useTranslation } from "react-i18next";
import type {
  KnockoutAnswer,
  KnockoutPair,
  StatEvent,
} from "../../../domain/statistics/statisticsAnswers.ts";
import { useLocale } from "../../app/hooks.ts";
import { useStatisticsPage } from "../../app/statisticsPages.ts";
import { useLineSettings } from "../../feed/useLineSettings.ts";
import { TrophyIcon } from "../../icons/UiIcons.tsx";
import { roundLabel } from "../../statistics/roundLabel.ts";
import { StatisticsLoading, StatisticsPageStates } from "../../statistics/StatisticsPageStates.tsx";
import { KnockoutPairCard } from "../../tournament/KnockoutPairCard.tsx";
import type { StatTabProps } from "../EventStatTabView.tsx";
import { eventKnockoutPage, eventSeasonPage } from "./eventStatsData.ts";

/**
 * `/event/{id}/knockout`: the knockout of the event's season, a round at a time, opened on the round of
 * the event's pair, which is marked. Each pair is the tournament page's own card (KnockoutPairCard: the
 * teams, the aggregate, the legs as links). NOTE: round tabs only, not the tournament page's board with
 * its top tabs, stepping and season sheet (knockoutMachine highlights a round's first pair, not a given
 * one; the whole draw is a link away). A season without a knockout (a league) says so.
 */
export function KnockoutTab({ event }: StatTabProps) {
  const { t } = useTranslation("eventStatsTabs");
  const season = useStatisticsPage(eventSeasonPage, { eventId: event.id });
  const none = {
    icon: <TrophyIcon size={26} />,
    title: t("knockout.none.title"),
    body: t("knockout.none.body"),
  };
  return (
    <StatisticsPageStates
      actor={season}
      skeleton={<StatisticsLoading kind="list" label={t("loading")} />}
      empty={none}
    >
      {(answer) => <SeasonKnockout match={answer} />}
    </StatisticsPageStates>
  );
}

function SeasonKnockout({ match }: { readonly match: StatEvent }) {
  const { t } = useTranslation("eventStatsTabs");
  const actor = useStatisticsPage(eventKnockoutPage, { seasonId: match.seasonId });
  return (
    <StatisticsPageStates
      actor={actor}
      skeleton={<StatisticsLoading kind="list" label={t("loading")} />}
      isEmpty={(answer) => answer.rounds.length === 0}
      empty={{
        icon: <TrophyIcon size={26} />,
        title: t("knockout.none.title"),
        body: t("knockout.none.body"),
      }}
    >
      {(answer) => <KnockoutRounds answer={answer} match={match} />}
    </StatisticsPageStates>
  );
}

const isEventPair = (pair: KnockoutPair, match: StatEvent): boolean =>
  pair.events.some((event) => event.id === match.id) ||
  (pair.home !== null &&
    pair.away !== null &&
    [pair.home.id, pair.away.id].sort().join() === [match.home.id, match.away.id].sort().join());

function KnockoutRounds({ answer, match }: { readonly answer: KnockoutAnswer; readonly match: StatEvent }) {
  const { t } = useTranslation("eventStatsTabs");
  const { t: statT } = useTranslation("statistics");
  const locale = useLocale();
  const { timeZone } = useLineSettings();
  const rounds = answer.rounds;
  const ownRound = rounds.find((round) => round.pairs.some((pair) => isEventPair(pair, match)));
  const [chosen, setChosen] = useState<string | null>(null);
  const current =
    rounds.find((round) => round.id === chosen) ??
    ownRound ??
    rounds.find((r) => r.id === answer.currentRoundId) ??
    rounds[0];
  if (!current) return null;
  return (
    <section className="card event-knockout" aria-labelledby="event-knockout-title">
      <header className="card__header">
        <h2 id="event-knockout-title" className="card__title">
          {answer.name || t("knockout.title")}
        </h2>
      </header>
      <fieldset className="tabs event-stats__switch" aria-label={t("knockout.title")}>
        {rounds.map((round) => (
          <button
            key={round.id}
            type="button"
            className={round === current ? "tabs__tab tabs__tab--current" : "tabs__tab"}
            aria-pressed={round === current}
            onClick={() => setChosen(round.id)}
          >
            {roundLabel(statT, round.type, round.number)}
          </button>
        ))}
      </fieldset>
      {ownRound && <p className="event-stats__note event-stats__note--inline">{t("knockout.marked")}</p>}
      {current.pairs.length === 0 ? (
        <p className="event-stats__note">{t("knockout.notDrawn")}</p>
      ) : (
        <ul className="knockout-pairs event-knockout__pairs">
          {current.pairs.map((pair) => (
            <KnockoutPairCard
              key={pair.id}
              pair={pair}
              highlighted={isEventPair(pair, match)}
              locale={locale}
              timeZone={timeZone.name}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
