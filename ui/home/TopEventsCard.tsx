import { Link } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isLive } from "../../domain/event/lifecycle.ts";
import { TOP_EVENTS_LIMIT } from "../../domain/sportsbook/homeLimits.ts";
import type { TopEvent } from "../../domain/sportsbook/topEvent.ts";
import { useLocale } from "../app/hooks.ts";
import { Card } from "../common/Card.tsx";
import { EmptyState } from "../common/EmptyState.tsx";
import { GhostRows } from "../common/GhostRows.tsx";
import { FlameIcon, LiveIcon } from "../icons/UiIcons.tsx";
import type { MainSport } from "../sports/mainSports.ts";
import { ArrowRightIcon } from "./HomeIcons.tsx";
import type { HomePageActorRef } from "./homePageActor.ts";
import { LoadFailure } from "./LoadFailure.tsx";
import { TopEventRow } from "./TopEventRow.tsx";

interface RowSettings {
  readonly timeZone: string;
  readonly oddsVisible: boolean;
}

function EventGroup({
  title,
  live,
  events,
  settings,
}: {
  readonly title: string;
  readonly live: boolean;
  readonly events: ReadonlyArray<TopEvent>;
  readonly settings: RowSettings;
}) {
  if (events.length === 0) return null;
  return (
    <section className="top-events__group">
      <h3 className="top-events__group-title">
        {live && <span className="live-dot" aria-hidden="true" />}
        {title}
        <span className="top-events__group-count">{events.length}</span>
      </h3>
      <ul className="top-events__list">
        {events.map((event) => (
          <TopEventRow key={event.id} event={event} {...settings} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The top events of the chosen sport (sports-data section 2): matches in play, then the rest of today in
 * the visitor's zone, as the Sportsbook service ranked them. Ghost rows while loading, a retry when the
 * load failed, and a way to the full line underneath.
 */
export function TopEventsCard({
  home,
  sport,
  today,
  settings,
}: {
  readonly home: HomePageActorRef;
  readonly sport: MainSport;
  readonly today: string;
  readonly settings: RowSettings;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const loading = useSelector(home, (snapshot) => snapshot.hasTag("loading"));
  const failed = useSelector(home, (snapshot) => snapshot.hasTag("failed"));
  const events = useSelector(home, (snapshot) => snapshot.context.answer?.topEvents);
  const failure = useSelector(home, (snapshot) => snapshot.context.failure);
  const sportName = t(sport.label);

  let body: ReactNode;
  if (loading) {
    body = (
      <div className="top-events__loading" aria-busy="true">
        <span className="home-visually-hidden">{t("home.loading")}</span>
        {/* As many rows as the list usually brings (the server's cap), each the height of a real row
            (home.css), so the cards below do not jump when the events arrive. */}
        <GhostRows count={TOP_EVENTS_LIMIT} />
      </div>
    );
  } else if (failed || !events) {
    body = <LoadFailure failure={failure} onRetry={() => home.send({ type: "home.retry" })} />;
  } else if (events.length === 0) {
    body = (
      <EmptyState
        icon={<LiveIcon size={26} />}
        title={t("home.noEventsTitle")}
        body={t("home.noEventsBody", { sport: sportName })}
      />
    );
  } else {
    const live = events.filter((event) => isLive(event.status));
    const later = events.filter((event) => !isLive(event.status));
    body = (
      <>
        {failure && <p className="top-events__stale">{t("home.staleNote")}</p>}
        <EventGroup title={t("home.liveNow")} live events={live} settings={settings} />
        <EventGroup title={t("home.laterToday")} live={false} events={later} settings={settings} />
      </>
    );
  }

  return (
    <Card title={t("home.topEvents")} icon={<FlameIcon size={18} />} className="top-events">
      {body}
      <footer className="home-card__footer">
        <Link
          to="/$locale/live/$sportCode"
          params={{ locale, sportCode: sport.code }}
          className="home-card__link"
        >
          <span className="live-dot" aria-hidden="true" />
          {t("home.liveLink", { sport: sportName })}
        </Link>
        <Link
          to="/$locale/all/$sportCode/$date"
          params={{ locale, sportCode: sport.code, date: today }}
          className="home-card__link"
        >
          {t("home.allMatchesLink", { sport: sportName })}
          <ArrowRightIcon size={16} />
        </Link>
      </footer>
    </Card>
  );
}
