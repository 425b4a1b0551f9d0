import { Link, useParams } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useLocale, useToday } from "../app/hooks.ts";
import type { SettingsActorRef } from "../app/routerContext.ts";
import { Card } from "../common/Card.tsx";
import { EmptyState } from "../common/EmptyState.tsx";
import { GhostList } from "../common/GhostList.tsx";
import { SportIcon } from "../icons/SportIcon.tsx";
import { ChevronRightIcon, TrophyIcon } from "../icons/UiIcons.tsx";
import { MAIN_SPORTS } from "../sports/mainSports.ts";

/** Desktop only: the sports list and the top leagues, which fill in once the feed is connected. */
export function Sidebar({ settings }: { readonly settings: SettingsActorRef }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const today = useToday(settings);
  const { sportCode } = useParams({ strict: false });
  return (
    <aside className="sidebar">
      <Card title={t("sidebar.sports")}>
        <ul className="side-list">
          {MAIN_SPORTS.map((sport) => (
            <li key={sport.code}>
              <Link
                to="/$locale/all/$sportCode/$date"
                params={{ locale, sportCode: sport.code, date: today }}
                className={
                  sport.code === sportCode ? "side-list__link side-list__link--current" : "side-list__link"
                }
              >
                <span className="side-list__icon">
                  <SportIcon sport={sport.code} size={18} />
                </span>
                <span className="side-list__label">{t(sport.label)}</span>
                <ChevronRightIcon size={16} className="side-list__chevron" />
              </Link>
            </li>
          ))}
        </ul>
      </Card>
      <Card title={t("sidebar.topLeagues")} icon={<TrophyIcon size={18} />}>
        <GhostList kind="list" count={4} />
        <EmptyState compact body={t("sidebar.topLeaguesEmpty")} />
      </Card>
    </aside>
  );
}
