import { notFound } from "@tanstack/react-router";
import { leaguesPage } from "../leagues/leaguesPage.ts";
import { mainSportByCode, sportIdOf } from "../sports/mainSports.ts";
import type { RouterContext } from "./routerContext.ts";
import { statisticsPageSpec } from "./statisticsPages.ts";

/**
 * The leagues route's loader (`/leagues/{sportCode}`, issue 9): the sport's first page of leagues runs
 * to its loaded state on the server (the route has checked the sport). In the browser it does nothing.
 */
export const loadLeaguesPage = async (
  context: RouterContext,
  params: Readonly<Record<string, string | undefined>>,
): Promise<void> => {
  const sport = mainSportByCode(params.sportCode ?? "");
  if (!sport) throw notFound();
  await context.pages.prefetch(
    statisticsPageSpec(leaguesPage, context.statistics, { sportId: sportIdOf(sport) }),
  );
};
