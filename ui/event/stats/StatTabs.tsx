import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { GhostList } from "../../common/GhostList.tsx";
import type { StatTabProps } from "../EventStatTabView.tsx";
import type { EventStatTab } from "../eventTabList.ts";

// Each tab is a chunk of its own, fetched when shown.
const tabs: Readonly<Record<EventStatTab, React.LazyExoticComponent<React.ComponentType<StatTabProps>>>> = {
  statistics: lazy(() => import("./StatisticsTab.tsx").then((m) => ({ default: m.StatisticsTab }))),
  lineups: lazy(() => import("./LineupsTab.tsx").then((m) => ({ default: m.LineupsTab }))),
  "player-stats": lazy(() => import("./PlayerStatsTab.tsx").then((m) => ({ default: m.PlayerStatsTab }))),
  h2h: lazy(() => import("./H2hTab.tsx").then((m) => ({ default: m.H2hTab }))),
  standings: lazy(() => import("./StandingsTab.tsx").then((m) => ({ default: m.StandingsTab }))),
  knockout: lazy(() => import("./KnockoutTab.tsx").then((m) => ({ default: m.KnockoutTab }))),
  news: lazy(() => import("./ContentTab.tsx").then((m) => ({ default: m.NewsTab }))),
  media: lazy(() => import("./ContentTab.tsx").then((m) => ({ default: m.MediaTab }))),
};

/** The event page's statistics tab `tab` (ui/event/EventStatTabView.tsx loads this chunk). */
export function StatTabs({ tab, ...props }: StatTabProps & { readonly tab: EventStatTab }) {
  const Tab = tabs[tab];
  return (
    <Suspense fallback={<TabOutline />}>
      <Tab {...props} />
    </Suspense>
  );
}

// NOTE: the page's outline (EventStatTabView.tsx) drawn again rather than imported: importing it would
// make that module a chunk of its own, one more file for Markets to load.
function TabOutline() {
  const { t } = useTranslation();
  return (
    <section className="card event-stats-outline" aria-busy="true" aria-label={t("feed.loading")}>
      <GhostList kind="list" count={6} />
    </section>
  );
}
