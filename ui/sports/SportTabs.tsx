import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useLocale } from "../app/hooks.ts";
import type { MainSportCode } from "./mainSports.ts";

/** Switches a sport between its full line for a day and its live line, which says how many are in play. */
export function SportTabs({
  sportCode,
  today,
  current,
  liveCount,
}: {
  readonly sportCode: MainSportCode;
  readonly today: string;
  readonly current: "all" | "live";
  readonly liveCount: number;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <nav className="tabs" aria-label={t("sportPage.views")}>
      <Link
        to="/$locale/all/$sportCode/$date"
        params={{ locale, sportCode, date: today }}
        className={current === "all" ? "tabs__tab tabs__tab--current" : "tabs__tab"}
        aria-current={current === "all" ? "page" : undefined}
      >
        {t("sportPage.allMatches")}
      </Link>
      <Link
        to="/$locale/live/$sportCode"
        params={{ locale, sportCode }}
        className={current === "live" ? "tabs__tab tabs__tab--current" : "tabs__tab"}
        aria-current={current === "live" ? "page" : undefined}
      >
        <span className="live-dot" aria-hidden="true" />
        {t("sportPage.live")}
        {liveCount > 0 && (
          <span className="count-pill count-pill--live" title={t("nav.liveCount", { count: liveCount })}>
            {liveCount}
          </span>
        )}
      </Link>
    </nav>
  );
}
