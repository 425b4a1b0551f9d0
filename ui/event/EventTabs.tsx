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
      {eventTabsOf(sportCatalogue).map((tab) => (
        <Link
          key={tab}
          // Markets is the event's own path; the others a segment under it (Tips a route of its own).
          to={tab === "markets" ? "/$locale/event/$id" : "/$locale/event/$id/$tab"}
          params={{ locale, id: eventId, tab }}
          // The router marks a link to a parent path active (and current) on its children: not this one.
          activeOptions={{ exact: true }}
          className={tab === current ? "tabs__tab tabs__tab--current" : "tabs__tab"}
          aria-current={tab === current ? "page" : undefined}
          data-tab={tab}
          {...(tab === "tips" ? { "data-testid": "event-tips-tab" } : {})}
        >
          {tab === "markets" ? t("event.markets") : tab === "tips" ? t("nav.tips") : t(`tabs.${tab}`)}
        </Link>
      ))}
    </nav>
  );
}
