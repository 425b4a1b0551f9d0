import { Link, useParams } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useLocale, useToday } from "../app/hooks.ts";
import type { SettingsActorRef } from "../app/routerContext.ts";
import { Card } from "../common/Card.tsx";
import { SportIcon } from "../icons/SportIcon.tsx";
import { ChevronRightIcon } from "../icons/UiIcons.tsx";
import { MAIN_SPORTS, mainSportByCode } from "../sports/mainSports.ts";
import { SidebarTopLeagues } from "./SidebarTopLeagues.tsx";

/** Desktop only: the sports list and, on a sport's pages, its top leagues. */
export function Sidebar({ settings }: { readonly settings: SettingsActorRef }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const today = useToday(settings);
  const { sportCode } = useParams({ strict: false });
  const browsed = sportCode ? mainSportByCode(sportCode) : undefined;
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
      {/* The home page shows its own top tournaments; sport pages get them here. */}
      {browsed ? <SidebarTopLeagues sport={browsed} settings={settings} /> : null}
    </aside>
  );
}
