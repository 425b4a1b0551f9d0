import { useState } from "react";
import { useTranslation } from "react-i18next";
import type {
  KnockoutAnswer,
  KnockoutPair,
  StatEvent,
} from "../../../domain/statistics/statisticsAnswers.ts";
import { useStatisticsPage } from "../../app/statisticsPages.ts";
import { TrophyIcon } from "../../icons/UiIcons.tsx";
import { roundLabel } from "../../statistics/roundLabel.ts";
import { StatisticsLoading, StatisticsPageStates } from "../../statistics/StatisticsPageStates.tsx";
import type { StatTabProps } from "../EventStatTabView.tsx";
import { eventKnockoutPage, eventSeasonPage } from "./eventStatsData.ts";

/**
 * `/event/{id}/knockout`: the knockout of the event's season as a list of rounds, opened on the round of
 * the event's pair, which is marked. NOTE: a simple rounds list, not the tournament page's bracket with
 * its top tabs (ui/tournament/ has none yet to reuse). A season without a knockout (a league) says so.
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
      {(answer) => <SeasonKnockout match={answer.event} />}
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
      {current.pairs.length === 0 ? (
        <p className="event-stats__note">{t("knockout.notDrawn")}</p>
      ) : (
        <ul className="knockout-pairs">
          {current.pairs.map((pair) => (
            <PairRow key={pair.id} pair={pair} marked={isEventPair(pair, match)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PairRow({ pair, marked }: { readonly pair: KnockoutPair; readonly marked: boolean }) {
  const { t } = useTranslation("eventStatsTabs");
  const side = (team: KnockoutPair["home"]) =>
    team ? (
      <span
        className={
          pair.winnerId === team.id ? "knockout-pair__team knockout-pair__team--won" : "knockout-pair__team"
        }
      >
        {team.name}
      </span>
    ) : (
      <span className="knockout-pair__team knockout-pair__team--tbd">{t("knockout.toBeDecided")}</span>
    );
  const legs = pair.events.filter((event) => event.score !== null);
  return (
    <li className={marked ? "knockout-pair knockout-pair--marked" : "knockout-pair"} data-pair-id={pair.id}>
      {side(pair.home)}
      <span className="knockout-pair__score">
        {pair.aggregate ? (
          <>
            {pair.aggregate.home} – {pair.aggregate.away}
            {pair.aggregate.penaltiesHome !== null && pair.aggregate.penaltiesAway !== null && (
              <span className="knockout-pair__pens">
                ({pair.aggregate.penaltiesHome} – {pair.aggregate.penaltiesAway})
              </span>
            )}
          </>
        ) : (
          "–"
        )}
      </span>
      {side(pair.away)}
      {legs.length > 1 && (
        <span className="knockout-pair__legs" title={t("knockout.aggregate")}>
          {legs.map((leg) => `${leg.score?.home}–${leg.score?.away}`).join(", ")}
        </span>
      )}
      {marked && <span className="knockout-pair__this">{t("knockout.thisMatch")}</span>}
    </li>
  );
}
