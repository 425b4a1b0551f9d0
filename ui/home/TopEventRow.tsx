import { Link } from "@tanstack/react-router";
import type { TopEvent } from "../../domain/sportsbook/topEvent.ts";
import { useLocale } from "../app/hooks.ts";
import { CompetitionMark } from "./CompetitionMark.tsx";
import { MainMarketOdds } from "./MainMarketOdds.tsx";
import { TopEventClock } from "./TopEventClock.tsx";

/**
 * One top event: clock, competition, the two sides with the score, and the main market when odds are
 * shown. The whole match part leads to the event page; `data-status` carries the raw event status.
 */
export function TopEventRow({
  event,
  timeZone,
  oddsVisible,
}: {
  readonly event: TopEvent;
  readonly timeZone: string;
  readonly oddsVisible: boolean;
}) {
  const locale = useLocale();
  const link = { to: "/$locale/event/$id", params: { locale, id: event.id } } as const;
  const [home, away] = event.participants;
  const side = (name: string, which: "home" | "away") => (
    <span
      className={
        event.score?.leader === which ? "top-event__team top-event__team--leader" : "top-event__team"
      }
    >
      <span className="top-event__name">{name}</span>
      {event.score && <span className="top-event__score">{event.score[which].text}</span>}
    </span>
  );
  return (
    <li
      className="top-event"
      data-event-id={event.id}
      data-status={event.status}
      data-display-status={event.displayStatus}
    >
      <Link {...link} className="top-event__match">
        <TopEventClock event={event} timeZone={timeZone} />
        <span className="top-event__body">
          <span className="top-event__competition">
            <CompetitionMark icon={event.category.icon} />
            <span className="top-event__competition-name">
              {event.category.name} · {event.tournament.name}
            </span>
          </span>
          {home && away && event.participants.length === 2 ? (
            <>
              {side(home.name, "home")}
              {side(away.name, "away")}
            </>
          ) : (
            // Not head-to-head (a race): the names, no score line.
            <span className="top-event__team">
              <span className="top-event__name">{event.participants.map((p) => p.name).join(", ")}</span>
            </span>
          )}
        </span>
      </Link>
      {oddsVisible && event.mainMarket && <MainMarketOdds market={event.mainMarket} link={link} />}
    </li>
  );
}
