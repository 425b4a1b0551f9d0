import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { FeedEvent } from "../../domain/feed/tree.ts";
import { GhostList } from "../common/GhostList.tsx";
import type { EventStatTab } from "./eventTabList.ts";

/** What every statistics tab is given: the live event of the feed (its id, sport, status and scores). */
export interface StatTabProps {
  readonly event: FeedEvent;
  readonly sportCatalogue: string | undefined;
}

// NOTE: one small chunk that picks the tab, which is a chunk of its own again (stats/StatTabs.tsx): eight
// lazy imports here would carry their dependency lists into the page's chunk, which Markets pays for.
const StatTabs = lazy(() => import("./stats/StatTabs.tsx").then((m) => ({ default: m.StatTabs })));

/** One statistics tab of the event page, with a quiet outline while its chunk arrives. */
export function EventStatTabView(props: StatTabProps & { readonly tab: EventStatTab }) {
  return (
    <Suspense fallback={<StatTabOutline />}>
      <StatTabs {...props} />
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
