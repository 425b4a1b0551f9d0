import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import type { LocalePath } from "../../domain/i18n/locales.ts";
import type { KnockoutPair, StatEvent, StatTeamRef } from "../../domain/statistics/statisticsAnswers.ts";
import { TeamCrest } from "../event/TeamCrest.tsx";
import { formatKickOffTime } from "../feed/kickOffTime.ts";
import { CheckCircleIcon } from "../icons/UiIcons.tsx";
import { formatShortDate } from "../statistics/statTime.ts";
import { TeamNameLink } from "../statistics/TeamNameLink.tsx";

/**
 * One pair of a knockout round: its two teams (the one that went through marked), the score of its one
 * match or the aggregate of its two legs, and each leg as a link to its event.
 */
export function KnockoutPairCard({
  pair,
  highlighted,
  locale,
  timeZone,
}: {
  readonly pair: KnockoutPair;
  readonly highlighted: boolean;
  readonly locale: LocalePath;
  readonly timeZone: string;
}) {
  const { t } = useTranslation("tournament");
  const twoLegs = pair.events.length > 1;
  return (
    <li
      className={highlighted ? "knockout-pair knockout-pair--highlighted" : "knockout-pair"}
      data-pair-id={pair.id}
      aria-current={highlighted ? "true" : undefined}
    >
      <div className="knockout-pair__teams">
        <PairTeam
          team={pair.home}
          score={pair.aggregate?.home}
          won={isWinner(pair, pair.home)}
          locale={locale}
        />
        <PairTeam
          team={pair.away}
          score={pair.aggregate?.away}
          won={isWinner(pair, pair.away)}
          locale={locale}
        />
      </div>
      {twoLegs && pair.aggregate && (
        <p className="knockout-pair__aggregate">
          {t("knockout.aggregate", { home: pair.aggregate.home, away: pair.aggregate.away })}
        </p>
      )}
      <ul className="knockout-pair__legs">
        {pair.events.map((event, index) => (
          <Leg
            key={event.id}
            event={event}
            number={twoLegs ? index + 1 : null}
            locale={locale}
            timeZone={timeZone}
          />
        ))}
      </ul>
    </li>
  );
}

const isWinner = (pair: KnockoutPair, team: StatTeamRef | null): boolean =>
  team !== null && pair.winnerId === team.id;

function PairTeam({
  team,
  score,
  won,
  locale,
}: {
  readonly team: StatTeamRef | null;
  readonly score: number | undefined;
  readonly won: boolean;
  readonly locale: LocalePath;
}) {
  const { t } = useTranslation("tournament");
  return (
    <div className={won ? "knockout-pair__team knockout-pair__team--won" : "knockout-pair__team"}>
      {team ? (
        <TeamNameLink teamId={team.id} locale={locale} className="knockout-pair__name">
          <TeamCrest teamId={team.id} name={team.name} />
          <span className="knockout-pair__team-name">{team.name}</span>
        </TeamNameLink>
      ) : (
        <span className="knockout-pair__name knockout-pair__name--open">{t("knockout.toBeDecided")}</span>
      )}
      {won && (
        <span className="knockout-pair__through" title={t("knockout.through")}>
          <CheckCircleIcon size={16} />
          <span className="stat-hidden">{t("knockout.through")}</span>
        </span>
      )}
      <span className="knockout-pair__score">{score ?? ""}</span>
    </div>
  );
}

function Leg({
  event,
  number,
  locale,
  timeZone,
}: {
  readonly event: StatEvent;
  readonly number: number | null;
  readonly locale: LocalePath;
  readonly timeZone: string;
}) {
  const { t, i18n } = useTranslation("tournament");
  const statistics = useTranslation("statistics").t;
  const played = event.score !== null && event.status !== "not_started";
  const penalties =
    event.score?.penaltiesHome != null && event.score.penaltiesAway != null
      ? statistics("event.penalties", { home: event.score.penaltiesHome, away: event.score.penaltiesAway })
      : null;
  return (
    <li>
      <Link
        to="/$locale/event/$id"
        params={{ locale, id: event.id }}
        className={event.status === "in_progress" ? "knockout-leg knockout-leg--live" : "knockout-leg"}
      >
        {number !== null && <span className="knockout-leg__number">{t("knockout.leg", { number })}</span>}
        <span className="knockout-leg__when">
          {formatShortDate(event.startTime, timeZone, i18n.language)}
          {!played && ` · ${formatKickOffTime(event.startTime, timeZone, i18n.language)}`}
        </span>
        {played && event.score ? (
          <span className="knockout-leg__score">
            {event.home.shortName} {event.score.home}–{event.score.away} {event.away.shortName}
          </span>
        ) : (
          <span className="stat-hidden">
            {statistics("event.link", { home: event.home.name, away: event.away.name })}
          </span>
        )}
        {penalties && <span className="knockout-leg__penalties">{penalties}</span>}
      </Link>
    </li>
  );
}
