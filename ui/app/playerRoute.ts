import { notFound } from "@tanstack/react-router";
import { playerMatchesPage, playerTransfersPage } from "../player/playerPages.ts";
import { playerProfilePage } from "../player/playerProfilePage.ts";
import { DEFAULT_PLAYER_TAB, isPlayerTab } from "../player/playerTabs.ts";
import type { RouterContext } from "./routerContext.ts";
import { statisticsPageSpec } from "./statisticsPages.ts";
import { prefetchOnce } from "./teamRoute.ts";

/**
 * The player route's loader (`/player/{id}[/{tab}]`, issue 9): an unknown tab is not found; on the server
 * the profile (an unknown player makes the render a 404) and the tab's first page run to their loaded
 * states. In the browser prefetching does nothing.
 */
export const loadPlayerPage = async (
  context: RouterContext,
  params: Readonly<Record<string, string | undefined>>,
): Promise<void> => {
  const id = params.id ?? "";
  const tab = params.tab ?? DEFAULT_PLAYER_TAB;
  if (!isPlayerTab(tab)) throw notFound();
  const deps = context.statistics;
  await Promise.all([
    prefetchOnce(context.pages, statisticsPageSpec(playerProfilePage, deps, { id }, { missingIs404: true })),
    tab === "matches"
      ? context.pages.prefetch(statisticsPageSpec(playerMatchesPage, deps, { playerId: id }))
      : context.pages.prefetch(statisticsPageSpec(playerTransfersPage, deps, { playerId: id })),
  ]);
};
