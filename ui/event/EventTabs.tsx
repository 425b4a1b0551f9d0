import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useLocale } from "../app/hooks.ts";

/** The event page's sections: Markets (the default, `/event/{id}`) and Tips (`/event/{id}/tips`). */
export function EventTabs({ eventId, tipsTab }: { readonly eventId: string; readonly tipsTab: boolean }) {
  const { t } = useTranslation("tipCreate");
  const locale = useLocale();
  const tab = (current: boolean) => (current ? "tabs__tab tabs__tab--current" : "tabs__tab");
  return (
    <nav className="tabs" aria-label={t("sections")}>
      <Link
        to="/$locale/event/$id"
        params={{ locale, id: eventId }}
        // The router marks a link to a parent path active (and current) on its children: not this one.
        activeOptions={{ exact: true }}
        className={tab(!tipsTab)}
        aria-current={tipsTab ? undefined : "page"}
      >
        {t("event.markets")}
      </Link>
      <Link
        to="/$locale/event/$id/tips"
        params={{ locale, id: eventId }}
        className={tab(tipsTab)}
        aria-current={tipsTab ? "page" : undefined}
        data-testid="event-tips-tab"
      >
        {t("nav.tips")}
      </Link>
    </nav>
  );
}
