import { Link, useParams, useRouterState } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { liveEventCount } from "../../machines/feed/feedCountersMachine.ts";
import { useAppActors, useLocale, useToday } from "../app/hooks.ts";
import { pageOfPath } from "../app/localePath.ts";
import type { SettingsActorRef } from "../app/routerContext.ts";
import { SportIcon } from "../icons/SportIcon.tsx";
import { MAIN_SPORTS, sportIdOf } from "../sports/mainSports.ts";

/**
 * The five main sports under the header bar, each with its live count while a line page keeps the
 * counters loaded. On the live line it switches between the sports' live lines; elsewhere each opens
 * today's full line for that sport.
 */
export function SportNav({ settings }: { readonly settings: SettingsActorRef }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const today = useToday(settings);
  const { feed } = useAppActors();
  const liveCounts = useSelector(feed.counters, (snapshot) => snapshot.context);
  const { sportCode } = useParams({ strict: false });
  const onLiveLine = pageOfPath(useRouterState({ select: (state) => state.location.pathname })).startsWith(
    "/live/",
  );
  const list = useRef<HTMLUListElement>(null);

  // On phones the list scrolls sideways: bring the current sport into view (without moving the page).
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>(`[data-sport="${sportCode}"]`);
    if (!list.current || !current) return;
    const { offsetLeft, offsetWidth } = current;
    const { scrollLeft, clientWidth } = list.current;
    if (offsetLeft < scrollLeft || offsetLeft + offsetWidth > scrollLeft + clientWidth)
      list.current.scrollLeft = offsetLeft - (clientWidth - offsetWidth) / 2;
  }, [sportCode]);

  return (
    <nav className="sport-nav" aria-label={t("nav.sports")}>
      <ul className="sport-nav__list" ref={list}>
        {MAIN_SPORTS.map((sport) => {
          const current = sport.code === sportCode;
          const className = current ? "sport-nav__link sport-nav__link--current" : "sport-nav__link";
          const live = liveEventCount(liveCounts, sportIdOf(sport));
          const content = (
            <>
              <SportIcon sport={sport.code} size={18} />
              <span>{t(sport.label)}</span>
              {live > 0 && (
                <span className="count-pill count-pill--live" title={t("nav.liveCount", { count: live })}>
                  {live}
                </span>
              )}
            </>
          );
          return (
            <li key={sport.code} data-sport={sport.code}>
              {onLiveLine ? (
                <Link
                  to="/$locale/live/$sportCode"
                  params={{ locale, sportCode: sport.code }}
                  className={className}
                  aria-current={current ? "true" : undefined}
                >
                  {content}
                </Link>
              ) : (
                <Link
                  to="/$locale/all/$sportCode/$date"
                  params={{ locale, sportCode: sport.code, date: today }}
                  className={className}
                  aria-current={current ? "true" : undefined}
                >
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
