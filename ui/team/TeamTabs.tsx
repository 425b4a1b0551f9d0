import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useLocale } from "../app/hooks.ts";
import { DEFAULT_TEAM_TAB, TEAM_TABS, type TeamTab } from "./teamTabs.ts";
import { useCurrentTabInView } from "./useCurrentTabInView.ts";

const LABELS = {
  results: "tabs.results",
  fixtures: "tabs.fixtures",
  standings: "tabs.standings",
  statistics: "tabs.statistics",
  squad: "tabs.squad",
  "top-players": "tabs.topPlayers",
  tips: "tabs.tips",
  news: "tabs.news",
  media: "tabs.media",
  transfers: "tabs.transfers",
} as const satisfies Record<TeamTab, string>;

/** The team's sub-pages as links, one line scrolled sideways on a phone; the default is the bare path. */
export function TeamTabs({ teamId, current }: { readonly teamId: string; readonly current: TeamTab }) {
  const { t } = useTranslation("team");
  const locale = useLocale();
  const ref = useCurrentTabInView<HTMLElement>(current);
  return (
    <nav ref={ref} className="tabs stat-page-tabs" aria-label={t("tabs.label")}>
      {TEAM_TABS.map((tab) => {
        const props = {
          className: tab === current ? "tabs__tab tabs__tab--current" : "tabs__tab",
          "aria-current": tab === current ? ("page" as const) : undefined,
          children: t(LABELS[tab]),
        };
        return tab === DEFAULT_TEAM_TAB ? (
          // The router marks a link to a parent path active on its children: not this one.
          <Link
            key={tab}
            to="/$locale/team/$id"
            params={{ locale, id: teamId }}
            activeOptions={{ exact: true }}
            {...props}
          />
        ) : (
          <Link key={tab} to="/$locale/team/$id/$tab" params={{ locale, id: teamId, tab }} {...props} />
        );
      })}
    </nav>
  );
}
