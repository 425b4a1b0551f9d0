import { notFound } from "@tanstack/react-router";
import { validateEventId } from "../../domain/event/eventId.ts";
import type { EventStatTab } from "../event/eventTabList.ts";
import {
  eventH2hPage,
  eventKnockoutPage,
  eventSeasonPage,
  eventStandingsPage,
  eventStatisticsPage,
  H2H_DEFAULT_LIMIT,
} from "../event/stats/eventStatsData.ts";
import type { PageNamespace } from "../i18n/namespaces.ts";
import type { RouterContext } from "./routerContext.ts";
import { statisticsPageSpec } from "./statisticsPages.ts";

type Prefetch = (context: RouterContext, eventId: string) => Promise<void>;

const eventStatistics: Prefetch = (context, eventId) =>
  context.pages.prefetch(statisticsPageSpec(eventStatisticsPage, context.statistics, { eventId }));

/** The event's season first (the standings and knockout are the season's), then the tab's own answer. */
const seasonTab =
  (tab: "standings" | "knockout"): Prefetch =>
  async (context, eventId) => {
    const season = statisticsPageSpec(eventSeasonPage, context.statistics, { eventId });
    await context.pages.prefetch(season);
    // On the server the season's snapshot is there now; in the browser prefetch does nothing.
    const seasonId = (
      context.pages.take(season.key) as { context?: { answer?: { seasonId?: string } | null } }
    )?.context?.answer?.seasonId;
    if (!seasonId) return;
    if (tab === "standings")
      return context.pages.prefetch(statisticsPageSpec(eventStandingsPage, context.statistics, { seasonId }));
    return context.pages.prefetch(statisticsPageSpec(eventKnockoutPage, context.statistics, { seasonId }));
  };

const nothing: Prefetch = async () => undefined;

/**
 * Each tab's data for the server render. NOTE: keyed by the tab type (checked complete by the compiler),
 * so this chunk needs no value from eventTabList.ts: sharing it with the page would make it a chunk of its
 * own, one more file on the event page's first load.
 */
const PREFETCH: Readonly<Record<EventStatTab, Prefetch>> = {
  statistics: eventStatistics,
  lineups: eventStatistics,
  "player-stats": eventStatistics,
  h2h: (context, eventId) =>
    context.pages.prefetch(
      statisticsPageSpec(eventH2hPage, context.statistics, { eventId, limit: H2H_DEFAULT_LIMIT }),
    ),
  standings: seasonTab("standings"),
  knockout: seasonTab("knockout"),
  news: nothing,
  media: nothing,
};

const isTab = (tab: string): tab is EventStatTab => Object.hasOwn(PREFETCH, tab);

/**
 * The event tab route's loader (issue 9): an unknown tab is a 404; a known one loads its strings (the
 * tabs' words and the shared statistics views', not carried by Markets) and prefetches its data for the
 * server render. The event itself is the event route's (its feed); a statistics answer missing for it
 * is the tab's empty state, not a 404.
 */
export const loadEventTab = async (
  context: RouterContext,
  params: { readonly id: string; readonly tab: string },
): Promise<void> => {
  // The chat's messages load in the browser (its shell is rendered): only its words are needed first.
  // NOTE: the literal, not eventTabList.ts's CHAT_TAB, for the reason PREFETCH gives.
  if (params.tab === "chat") return context.strings(["chat"]);
  if (!isTab(params.tab)) throw notFound();
  // The knockout tab shows the tournament page's pair cards, in its words.
  const namespaces: PageNamespace[] = ["eventStatsTabs", "statistics"];
  if (params.tab === "knockout") namespaces.push("tournament");
  const strings = context.strings(namespaces);
  const eventId = validateEventId(params.id);
  if (typeof eventId !== "string") return strings;
  await Promise.all([strings, PREFETCH[params.tab](context, eventId)]);
};
