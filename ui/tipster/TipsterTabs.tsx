import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useLocale } from "../app/hooks.ts";
import { SportIcon } from "../icons/SportIcon.tsx";
import { MAIN_SPORTS, type MainSport } from "../sports/mainSports.ts";
import { PROFILE_TABS, type ProfileTab, TAB_LABELS } from "./profileTabs.ts";

/** The profile's sections and sports as links: each tab and sport is a path of its own. */
export function TipsterTabs({
  userId,
  current,
  sport,
  owner,
}: {
  readonly userId: string;
  readonly current: ProfileTab;
  readonly sport: MainSport;
  /** The bought tips are the owner's alone: others get no tab for them. */
  readonly owner: boolean;
}) {
  const { t } = useTranslation("tipster");
  const locale = useLocale();
  const tabs = PROFILE_TABS.filter((tab) => tab !== "tip-orders" || owner || current === "tip-orders");
  return (
    <div className="tipster-tabs">
      <nav className="tabs tipster-tabs__sections" aria-label={t("sections")}>
        {tabs.map((tab) => (
          <Link
            key={tab}
            to="/$locale/user-profile/$userId/view/$tab/$sportCode"
            params={{ locale, userId, tab, sportCode: sport.code }}
            className={tab === current ? "tabs__tab tabs__tab--current" : "tabs__tab"}
            aria-current={tab === current ? "page" : undefined}
          >
            {t(TAB_LABELS[tab])}
          </Link>
        ))}
      </nav>
      <nav className="tabs tipster-tabs__sports" aria-label={t("sports")}>
        {MAIN_SPORTS.map((other) => (
          <Link
            key={other.code}
            to="/$locale/user-profile/$userId/view/$tab/$sportCode"
            params={{ locale, userId, tab: current, sportCode: other.code }}
            className={other.code === sport.code ? "tabs__tab tabs__tab--current" : "tabs__tab"}
            aria-current={other.code === sport.code ? "page" : undefined}
            aria-label={t(other.label)}
            title={t(other.label)}
          >
            <SportIcon sport={other.code} size={16} />
            <span className="tipster-tabs__sport-name">{t(other.label)}</span>
          </Link>
        ))}
      </nav>
    </div>
  );
}
