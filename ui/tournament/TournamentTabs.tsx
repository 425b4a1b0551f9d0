import { Link } from "@tanstack/react-router";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import type { StatSeason, TournamentProfile } from "../../domain/statistics/statisticsAnswers.ts";
import { useLocale } from "../app/hooks.ts";
import { tabLink } from "./tournamentLinks.ts";
import { seasonSearch } from "./tournamentSearch.ts";
import { SEASON_TABS, type TournamentTab, tabsOf } from "./tournamentTabs.ts";
import { useCurrentTabInView } from "./useCurrentTabInView.ts";

const TAB_LABELS = {
  details: "tab.details",
  results: "tab.results",
  fixtures: "tab.fixtures",
  standings: "tab.standings",
  knockout: "tab.knockout",
  "top-teams": "tab.topTeams",
  "top-players": "tab.topPlayers",
  "top-scorers": "tab.topScorers",
  archive: "tab.archive",
  news: "tab.news",
  media: "tab.media",
} as const satisfies Record<TournamentTab, string>;

/** The tournament's sub-pages as links (a path segment each); a chosen season goes along to those that show one. */
export function TournamentTabs({
  profile,
  current,
  season,
}: {
  readonly profile: TournamentProfile;
  readonly current: TournamentTab;
  readonly season: StatSeason | undefined;
}) {
  const { t } = useTranslation("tournament");
  const locale = useLocale();
  const nav = useRef<HTMLElement>(null);
  useCurrentTabInView(nav, current);
  return (
    <nav ref={nav} className="tabs tournament-tabs" aria-label={t("sections")}>
      {tabsOf(profile).map((tab) => (
        <Link
          key={tab}
          {...tabLink(locale, profile.id, tab)}
          search={SEASON_TABS.includes(tab) ? seasonSearch(season?.id, profile.currentSeasonId) : {}}
          className={tab === current ? "tabs__tab tabs__tab--current" : "tabs__tab"}
          aria-current={tab === current ? "page" : undefined}
          data-tab={tab}
        >
          {t(TAB_LABELS[tab])}
        </Link>
      ))}
    </nav>
  );
}
