import { Link } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../app/hooks.ts";
import { type EventTab, eventTabsOf } from "./eventTabList.ts";

/**
 * The event page's sections: Markets (the default, `/event/{id}`), Statistics, Tips (`/event/{id}/tips`)
 * and the statistics sub-pages (`/event/{id}/{tab}`), those the sport has (eventTabList.ts). The bar
 * scrolls sideways on a phone, with the current tab brought into view.
 */
export function EventTabs({
  eventId,
  current,
  sportCatalogue,
}: {
  readonly eventId: string;
  readonly current: EventTab;
  readonly sportCatalogue: string | undefined;
}) {
  const { t } = useTranslation("eventStats");
  const locale = useLocale();
  const bar = useRef<HTMLElement>(null);
  const tabs = eventTabsOf(sportCatalogue);
  const className = (tab: EventTab) => (tab === current ? "tabs__tab tabs__tab--current" : "tabs__tab");
  const ariaCurrent = (tab: EventTab) => (tab === current ? ("page" as const) : undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the current tab changes.
  useEffect(() => {
    const nav = bar.current;
    const tab = nav?.querySelector<HTMLElement>(".tabs__tab--current");
    if (!nav || !tab) return;
    // Scrolls the bar only (scrollIntoView could move the page too).
    const left = tab.offsetLeft - nav.offsetLeft;
    if (left < nav.scrollLeft || left + tab.offsetWidth > nav.scrollLeft + nav.clientWidth)
      nav.scrollLeft = Math.max(0, left - 16);
  }, [current]);

  return (
    <nav ref={bar} className="tabs event-tabs" aria-label={t("sections")}>
      {tabs.map((tab) =>
        tab === "markets" ? (
          <Link
            key={tab}
            to="/$locale/event/$id"
            params={{ locale, id: eventId }}
            // The router marks a link to a parent path active (and current) on its children: not this one.
            activeOptions={{ exact: true }}
            className={className(tab)}
            aria-current={ariaCurrent(tab)}
            data-tab={tab}
          >
            {t("event.markets")}
          </Link>
        ) : tab === "tips" ? (
          <Link
            key={tab}
            to="/$locale/event/$id/tips"
            params={{ locale, id: eventId }}
            className={className(tab)}
            aria-current={ariaCurrent(tab)}
            data-testid="event-tips-tab"
            data-tab={tab}
          >
            {t("nav.tips")}
          </Link>
        ) : (
          <Link
            key={tab}
            to="/$locale/event/$id/$tab"
            params={{ locale, id: eventId, tab }}
            className={className(tab)}
            aria-current={ariaCurrent(tab)}
            data-tab={tab}
          >
            {t(`tabs.${tab}`)}
          </Link>
        ),
      )}
    </nav>
  );
}
