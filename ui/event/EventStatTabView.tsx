import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { FeedEvent } from "../../domain/feed/tree.ts";
import { GhostList } from "../common/GhostList.tsx";
import { type EventStatTab, eventTabsOf } from "./eventTabList.ts";

/** What every statistics tab is given: the live event of the feed (its id, sport, status and scores). */
export interface StatTabProps {
  readonly event: FeedEvent;
  readonly sportCatalogue: string | undefined;
  /** The sport has this tab (eventTabList.ts); a tab it has not, opened by its address, says so. */
  readonly offered: boolean;
}

// NOTE: one small chunk that picks the tab, which is a chunk of its own again (stats/StatTabs.tsx): eight
// lazy imports here would carry their dependency lists into the page's chunk, which Markets pays for.
const StatTabs = lazy(() => import("./stats/StatTabs.tsx").then((m) => ({ default: m.StatTabs })));

/** One statistics tab of the event page, with a quiet outline while its chunk arrives. */
export function EventStatTabView(props: Omit<StatTabProps, "offered"> & { readonly tab: EventStatTab }) {
  return (
    <Suspense fallback={<StatTabOutline />}>
      <StatTabs {...props} offered={eventTabsOf(props.sportCatalogue).includes(props.tab)} />
    </Suspense>
  );
}

function StatTabOutline() {
  const { t } = useTranslation();
  return (
    <section className="card event-stats-outline" aria-busy="true" aria-label={t("feed.loading")}>
      <GhostList kind="list" count={6} />
    </section>
  );
}
