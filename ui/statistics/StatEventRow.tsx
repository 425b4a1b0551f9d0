import "./statistics.css";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import type { LocalePath } from "../../domain/i18n/locales.ts";
import type { StatEvent, StatTeamRef } from "../../domain/statistics/statisticsAnswers.ts";
import { formatKickOffTime } from "../feed/kickOffTime.ts";
import { formatShortDate } from "./statTime.ts";
import { TeamNameLink } from "./TeamNameLink.tsx";

/** What the row's first column says of a match not in play: its date and time, or its time alone. */
export type EventRowWhen = "dateTime" | "time";

/**
 * One match of a statistics list (results, fixtures, a team's or a player's matches, h2h): when (the
 * minute while live), the two teams (links to their pages when they have one, the winner bold) and the score; the whole row
 * leads to the event page (the score is the link, stretched under the team links).
 */
export function StatEventRow({
  event,
  locale,
  timeZone,
  when = "dateTime",
  markedTeamId,
}: {
  readonly event: StatEvent;
  readonly locale: LocalePath;
  /** The visitor's zone from the settings (`useLineSettings().timeZone.name`). */
  readonly timeZone: string;
  readonly when?: EventRowWhen;
  /** A team the page is about (a team page's own team), set in bold-free accent. */
  readonly markedTeamId?: string;
}) {
  const { t, i18n } = useTranslation("statistics");
  const live = event.status === "in_progress";
  const started = event.score !== null && event.status !== "not_started";
  const penalties =
    event.score?.penaltiesHome != null && event.score.penaltiesAway != null
      ? t("event.penalties", { home: event.score.penaltiesHome, away: event.score.penaltiesAway })
      : null;
  return (
    <li
      className={live ? "stat-event stat-event--live" : "stat-event"}
      data-event-id={event.id}
      data-status={event.status}
    >
      <span className="stat-event__when">
        {live ? (
          <>
            <span className="stat-event__minute">
              {event.minute !== null ? t("event.minute", { minute: event.minute }) : t("event.live")}
            </span>
            <span className="stat-event__status">{t("event.live")}</span>
          </>
        ) : (
          <>
            {when === "dateTime" && (
              <span className="stat-event__date">
                {formatShortDate(event.startTime, timeZone, i18n.language)}
              </span>
            )}
            <span className="stat-event__status">
              {event.status === "not_started"
                ? formatKickOffTime(event.startTime, timeZone, i18n.language)
                : t(`event.status.${event.status}`)}
            </span>
          </>
        )}
      </span>
      <span className="stat-event__teams">
        <TeamName team={event.home} won={event.winner === "home"} marked={markedTeamId} locale={locale} />
        <TeamName team={event.away} won={event.winner === "away"} marked={markedTeamId} locale={locale} />
      </span>
      <Link
        to="/$locale/event/$id"
        params={{ locale, id: event.id }}
        className="stat-event__link"
        // The shoot-out line is visible text of the link, so its name carries it too (axe: label in name).
        aria-label={[t("event.link", { home: event.home.name, away: event.away.name }), penalties]
          .filter(Boolean)
          .join(", ")}
        title={penalties ?? undefined}
      >
        {started && event.score ? (
          <span className="stat-event__score" aria-hidden="true">
            <span className={event.winner === "home" ? "stat-event__goals--won" : undefined}>
              {event.score.home}
            </span>
            <span className={event.winner === "away" ? "stat-event__goals--won" : undefined}>
              {event.score.away}
            </span>
          </span>
        ) : (
          <span className="stat-event__score stat-event__score--none" aria-hidden="true">
            <span>–</span>
            <span>–</span>
          </span>
        )}
        {penalties && <span className="stat-event__penalties">{penalties}</span>}
      </Link>
    </li>
  );
}

function TeamName({
  team,
  won,
  marked,
  locale,
}: {
  readonly team: StatTeamRef;
  readonly won: boolean;
  readonly marked: string | undefined;
  readonly locale: LocalePath;
}) {
  const className = [
    "stat-event__team",
    won && "stat-event__team--won",
    marked === team.id && "stat-event__team--marked",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <TeamNameLink teamId={team.id} locale={locale} className={className}>
      {team.name}
    </TeamNameLink>
  );
}
