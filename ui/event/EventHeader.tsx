import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { displayStatus } from "../../domain/event/displayStatus.ts";
import { matchMinute } from "../../domain/event/matchMinute.ts";
import { twoParticipants } from "../../domain/event/participants.ts";
import { type SideScore, startedScore } from "../../domain/event/scoreDisplay.ts";
import type { Category, FeedEvent, Tournament } from "../../domain/feed/tree.ts";
import { useLocale } from "../app/hooks.ts";
import { scopeLabel, statusTone } from "../feed/eventClock.ts";
import { formatKickOffDay, formatKickOffTime } from "../feed/kickOffTime.ts";
import { ChevronRightIcon } from "../icons/UiIcons.tsx";
import type { MainSport } from "../sports/mainSports.ts";
import { TeamNameLink } from "../statistics/TeamNameLink.tsx";
import { EventBellSlot } from "./EventBellSlot.tsx";
import { EventStatusBadge } from "./EventStatusBadge.tsx";
import { scopeScores } from "./scopeScores.ts";
import { TeamCrest } from "./TeamCrest.tsx";

export interface EventPlace {
  readonly sport: MainSport | undefined;
  readonly category: Pick<Category, "name">;
  readonly tournament: Pick<Tournament, "name">;
  readonly event: FeedEvent;
}

/** One side of the big score: goals in play, the shoot-out apart in brackets (the penalties rule). */
function BigSide({ side }: { readonly side: SideScore }) {
  return (
    <span className="big-score__side">
      {side.score}
      {side.penalties !== null && <span className="big-score__penalties">({side.penalties})</span>}
    </span>
  );
}

/**
 * The event page's header: where the event sits (sport, category, tournament), both sides with the big
 * score, the display status with the minute, the score of each part played, and the kick-off time.
 */
export function EventHeader({
  place,
  timeZone,
  today,
}: {
  readonly place: EventPlace;
  readonly timeZone: string;
  readonly today: string;
}) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const { event, sport } = place;
  const status = displayStatus(event);
  const tone = statusTone(status);
  const score = startedScore(event);
  const { home, away } = twoParticipants(event);
  const minute = tone === "live" ? matchMinute(event.extraInfo) : null;
  const scope = tone === "live" && event.currentScope ? scopeLabel(event.currentScope) : undefined;
  // One half alone repeats the big score; sets always say something (games won in each).
  const played = scopeScores(event);
  const parts = played.length > 1 || played[0]?.type === "set" ? played : [];
  const kickOffTime = formatKickOffTime(event.startTime, timeZone, i18n.language);
  const kickOffDay = formatKickOffDay(event.startTime, timeZone, i18n.language);

  return (
    <header className="event-header">
      <nav className="breadcrumb" aria-label={t("nav.sports")}>
        {sport && (
          <>
            <Link
              to="/$locale/all/$sportCode/$date"
              params={{ locale, sportCode: sport.code, date: today }}
              className="breadcrumb__link"
            >
              {t(sport.label)}
            </Link>
            <ChevronRightIcon size={14} className="breadcrumb__sep" />
          </>
        )}
        <span className="breadcrumb__item">{place.category.name}</span>
        <ChevronRightIcon size={14} className="breadcrumb__sep" />
        <Link
          to="/$locale/tournament/$id"
          params={{ locale, id: event.tournamentId }}
          className="breadcrumb__link breadcrumb__item--current"
        >
          {place.tournament.name}
        </Link>
      </nav>

      <section className="card event-hero" data-event-id={event.id} data-status={event.status}>
        <h1 className="visually-hidden">{t("event.title", { home: home.name, away: away.name })}</h1>
        <EventBellSlot eventId={event.id} />
        <div className="event-hero__status">
          <EventStatusBadge status={status} />
          {minute && <span className="event-hero__minute">{minute}</span>}
          {scope && event.currentScope?.type !== "full_event" && (
            <span className="event-hero__scope">{t(scope.key, { number: scope.number })}</span>
          )}
        </div>
        <div className="event-hero__board">
          <div className="event-hero__team event-hero__team--home">
            <TeamCrest teamId={home.teamId} name={home.name} />
            <TeamNameLink
              teamId={home.teamId}
              locale={locale}
              className={
                score?.leader === "home" ? "event-hero__name event-hero__name--leader" : "event-hero__name"
              }
            >
              {home.name}
            </TeamNameLink>
          </div>
          {score ? (
            <div className={`big-score big-score--${tone}`} data-testid="event-score">
              <BigSide side={score.home} />
              <span className="big-score__dash" aria-hidden="true">
                –
              </span>
              <BigSide side={score.away} />
            </div>
          ) : (
            <div className="big-score big-score--upcoming">
              <span className="big-score__time">{kickOffTime}</span>
              <span className="big-score__day">{kickOffDay}</span>
            </div>
          )}
          <div className="event-hero__team event-hero__team--away">
            <TeamCrest teamId={away.teamId} name={away.name} />
            <TeamNameLink
              teamId={away.teamId}
              locale={locale}
              className={
                score?.leader === "away" ? "event-hero__name event-hero__name--leader" : "event-hero__name"
              }
            >
              {away.name}
            </TeamNameLink>
          </div>
        </div>
        {parts.length > 0 && (
          <ol className="event-hero__parts">
            {parts.map((part) => (
              <li key={part.key} className="part-score">
                <span className="part-score__label">{t(`scope.${part.type}`, { number: part.number })}</span>
                <span className="part-score__value">
                  {part.home}–{part.away}
                </span>
              </li>
            ))}
          </ol>
        )}
        {score && (
          <p className="event-hero__kickoff">
            {t("event.kickOff")}: {kickOffDay}, {kickOffTime}
          </p>
        )}
      </section>
    </header>
  );
}
