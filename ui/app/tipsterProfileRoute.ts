import { notFound } from "@tanstack/react-router";
import { DEFAULT_STATISTICS_PERIOD } from "../../domain/tips/stats/periods.ts";
import { DEFAULT_SPORT, mainSportByCode, sportIdOf } from "../sports/mainSports.ts";
import { DEFAULT_PROFILE_TAB, isProfileTab, LIST_OF_TAB } from "../tipster/profileTabs.ts";
import type { RouterContext } from "./routerContext.ts";
import { tipsterProfileActorsOf, tipsterProfilePage, tipsterTipsPage } from "./tipsterProfileActors.ts";

/**
 * The profile route's loader (`/user-profile/{userId}/view[/{tab}/{sport}]`), in the page's chunk: an
 * unknown tab or sport is not found; on the server the profile and the tab's list run to their loaded
 * states (an unknown user makes the render a 404). The owner's bought tips are never server-rendered.
 */
export const loadTipsterProfile = async (
  context: RouterContext,
  params: { readonly userId: string; readonly tab?: string; readonly sportCode?: string },
): Promise<void> => {
  const tab = params.tab ?? DEFAULT_PROFILE_TAB;
  const sport = mainSportByCode(params.sportCode ?? DEFAULT_SPORT);
  if (!isProfileTab(tab) || !sport) throw notFound();
  const actors = tipsterProfileActorsOf(context);
  const sportId = sportIdOf(sport);
  const list = LIST_OF_TAB[tab];
  await Promise.all([
    context.pages.prefetch(
      tipsterProfilePage(actors.profile, {
        userId: params.userId,
        sportId,
        period: DEFAULT_STATISTICS_PERIOD,
      }),
    ),
    list === "active" || list === "closed"
      ? context.pages.prefetch(tipsterTipsPage(actors.tips, { list, userId: params.userId, sportId }))
      : undefined,
  ]);
};
