import { notFound } from "@tanstack/react-router";
import type { TeamProfile } from "../../domain/statistics/statisticsAnswers.ts";
import { teamTournamentOf } from "../../domain/statistics/teamTournaments.ts";
import {
  teamEventsPage,
  teamStandingsPage,
  teamStatisticsPage,
  teamTransfersPage,
} from "../team/teamPages.ts";
import { teamProfilePage } from "../team/teamProfilePage.ts";
import { DEFAULT_TEAM_TAB, isTeamTab, type TeamTab, TOURNAMENT_TABS } from "../team/teamTabs.ts";
import type { PageActorSpec, PageSnapshots } from "./pageSnapshots.ts";
import type { RouterContext } from "./routerContext.ts";
import { statisticsPageSpec } from "./statisticsPages.ts";

// NOTE: `/team/{id}/{tab}` runs the parent route's loader (no tab: it prefetches the default tab's data
// too) and the tab route's, at once. The profile both ask for is run once per render.
const running = new WeakMap<PageSnapshots, Map<string, Promise<void>>>();

/** Prefetches a page machine unless this render already does. */
export const prefetchOnce = <Spec extends PageActorSpec>(pages: PageSnapshots, spec: Spec): Promise<void> => {
  let byKey = running.get(pages);
  if (!byKey) {
    byKey = new Map();
    running.set(pages, byKey);
  }
  let done = byKey.get(spec.key);
  if (!done) {
    done = pages.prefetch(spec);
    byKey.set(spec.key, done);
  }
  return done;
};

/**
 * The team route's loader (`/team/{id}[/{tab}]`, issue 9): an unknown tab is not found; on the server the
 * profile (an unknown team makes the render a 404) and the tab's data run to their loaded states. The
 * standings, statistics and top players tabs show the team's default tournament, which the profile
 * names: their data is prefetched once the profile is in. In the browser prefetching does nothing.
 */
export const loadTeamPage = async (
  context: RouterContext,
  params: Readonly<Record<string, string | undefined>>,
): Promise<void> => {
  const id = params.id ?? "";
  const tab = params.tab ?? DEFAULT_TEAM_TAB;
  if (!isTeamTab(tab)) throw notFound();
  const deps = context.statistics;
  const profile = statisticsPageSpec(teamProfilePage, deps, { id }, { missingIs404: true });
  await Promise.all([prefetchOnce(context.pages, profile), prefetchTab(context, id, tab)]);
  if (!TOURNAMENT_TABS.includes(tab)) return;
  const answer = (
    context.pages.take(profile.key) as { context?: { answer?: TeamProfile | null } } | undefined
  )?.context?.answer;
  const tournament = answer ? teamTournamentOf(answer.tournaments, null) : undefined;
  if (!tournament) return;
  const { seasonId } = tournament;
  await (tab === "standings"
    ? context.pages.prefetch(statisticsPageSpec(teamStandingsPage, deps, { seasonId }))
    : context.pages.prefetch(statisticsPageSpec(teamStatisticsPage, deps, { teamId: id, seasonId })));
};

/** The data of a tab that does not wait for the profile. */
const prefetchTab = (context: RouterContext, teamId: string, tab: TeamTab): Promise<void> | undefined => {
  const deps = context.statistics;
  switch (tab) {
    case "results":
    case "fixtures":
      return context.pages.prefetch(statisticsPageSpec(teamEventsPage(tab), deps, { teamId, kind: tab }));
    case "transfers":
      return context.pages.prefetch(
        statisticsPageSpec(teamTransfersPage, deps, { teamId, direction: "ARRIVALS" }),
      );
    case "tips":
      return prefetchTeamTips(context, teamId);
    default:
      return undefined;
  }
};

/**
 * The Tips tab's open tips, and the tips page's strings its cards speak: both with this tab only (the
 * machine and the cards are the tab's chunk, the strings not on the team page's first load).
 */
const prefetchTeamTips = async (context: RouterContext, teamId: string): Promise<void> => {
  const [{ teamTipsLogicOf, teamTipsPage }] = await Promise.all([
    import("./teamTipsActors.ts"),
    context.strings(["tips"]),
  ]);
  await context.pages.prefetch(teamTipsPage(teamTipsLogicOf(context), teamId));
};
