import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useLocale } from "../app/hooks.ts";
import { useCurrentTabInView } from "../team/useCurrentTabInView.ts";
import { DEFAULT_PLAYER_TAB, PLAYER_TABS, type PlayerTab } from "./playerTabs.ts";

/** The player's sub-pages as links; the default (matches) is the bare path. */
export function PlayerTabs({
  playerId,
  current,
}: {
  readonly playerId: string;
  readonly current: PlayerTab;
}) {
  const { t } = useTranslation("team");
  const locale = useLocale();
  const ref = useCurrentTabInView<HTMLElement>(current);
  return (
    <nav ref={ref} className="tabs stat-page-tabs" aria-label={t("player.sections")}>
      {PLAYER_TABS.map((tab) => {
        const props = {
          className: tab === current ? "tabs__tab tabs__tab--current" : "tabs__tab",
          "aria-current": tab === current ? ("page" as const) : undefined,
          children: tab === "matches" ? t("player.tabs.matches") : t("player.tabs.transfers"),
        };
        return tab === DEFAULT_PLAYER_TAB ? (
          <Link
            key={tab}
            to="/$locale/player/$id"
            params={{ locale, id: playerId }}
            activeOptions={{ exact: true }}
            {...props}
          />
        ) : (
          <Link key={tab} to="/$locale/player/$id/$tab" params={{ locale, id: playerId, tab }} {...props} />
        );
      })}
    </nav>
  );
}
