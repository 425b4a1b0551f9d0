import { notFound } from "@tanstack/react-router";
import { validateEventId } from "../../domain/event/eventId.ts";
import { isEventStatTab } from "../event/eventTabList.ts";
import {
  eventH2hPage,
  eventKnockoutPage,
  eventSeasonPage,
  eventStandingsPage,
  eventStatisticsPage,
  H2H_DEFAULT_LIMIT,
} from "../event/stats/eventStatsData.ts";
import type { RouterContext } from "./routerContext.ts";
import { statisticsPageSpec } from "./statisticsPages.ts";

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
  if (!isEventStatTab(params.tab)) throw notFound();
  const eventId = validateEventId(params.id);
  // The knockout tab shows the tournament page's pair cards, in its words.
  const strings = context.strings(
    params.tab === "knockout"
      ? ["eventStatsTabs", "statistics", "tournament"]
      : ["eventStatsTabs", "statistics"],
  );
  if (typeof eventId !== "string") return strings;
  const request = { eventId };
  const prefetch = async (): Promise<void> => {
    switch (params.tab) {
      case "statistics":
      case "lineups":
      case "player-stats":
        return context.pages.prefetch(statisticsPageSpec(eventStatisticsPage, context.statistics, request));
      case "h2h":
        return context.pages.prefetch(
          statisticsPageSpec(eventH2hPage, context.statistics, { eventId, limit: H2H_DEFAULT_LIMIT }),
        );
      case "standings":
      case "knockout": {
        const season = statisticsPageSpec(eventSeasonPage, context.statistics, request);
        await context.pages.prefetch(season);
        // On the server the season's snapshot is there now; in the browser prefetch does nothing.
        const seasonId = (
          context.pages.take(season.key) as { context?: { answer?: { event?: { seasonId?: string } } } }
        )?.context?.answer?.event?.seasonId;
        if (!seasonId) return;
        if (params.tab === "standings")
          return context.pages.prefetch(
            statisticsPageSpec(eventStandingsPage, context.statistics, { seasonId }),
          );
        return context.pages.prefetch(
          statisticsPageSpec(eventKnockoutPage, context.statistics, { seasonId }),
        );
      }
      default:
        return;
    }
  };
  await Promise.all([strings, prefetch()]);
};
