import { notFound } from "@tanstack/react-router";
import type { StatEventPage, TournamentProfile } from "../../domain/statistics/statisticsAnswers.ts";
import { chosenSeason } from "../../domain/statistics/tournamentSeason.ts";
import {
  fixturesPage,
  knockoutSummaryPage,
  latestResultsPage,
  roundResultsPage,
  standingsRequest,
  standingsSummaryPage,
  topPlayersPage,
  topPlayersRequest,
  topScorersRequest,
  topTeamsPage,
  tournamentKnockoutPage,
  tournamentStandingsPage,
} from "../tournament/tournamentPages.ts";
import { tournamentProfilePage } from "../tournament/tournamentProfilePage.ts";
import {
  DEFAULT_TOURNAMENT_TAB,
  isTournamentTab,
  type TournamentTab,
  tabsOf,
} from "../tournament/tournamentTabs.ts";
import type { RouterContext } from "./routerContext.ts";
import { statisticsPageSpec } from "./statisticsPages.ts";

/**
 * The tournament route's loader (`/tournament/{id}[/{tab}]`, issue 9): an unknown tab is not found; on
 * the server the profile runs to its loaded state (an unknown tournament makes the render a 404), then
 * the tab's data for the current season, which the profile names; a tab the tournament does not have
 * (knockout for a league) is not found either. The search (`?season=`, `?round=`, the route's loader
 * deps) picks the season and the results' round, as on the page. In the browser prefetching does nothing.
 */
export const loadTournamentPage = async (
  context: RouterContext,
  params: Readonly<Record<string, string | undefined>>,
  search: TournamentSearch = {},
): Promise<void> => {
  const id = params.id ?? "";
  const tab = params.tab ?? DEFAULT_TOURNAMENT_TAB;
  if (!isTournamentTab(tab)) throw notFound();
  const profile = statisticsPageSpec(
    tournamentProfilePage,
    context.statistics,
    { id },
    { missingIs404: true },
  );
  await context.pages.prefetch(profile);
  const answer = (
    context.pages.take(profile.key) as { context?: { answer?: TournamentProfile | null } } | undefined
  )?.context?.answer;
  if (!answer) return;
  if (!tabsOf(answer).includes(tab)) throw notFound();
  const season = chosenSeason(answer.seasons, answer.currentSeasonId, search.season);
  if (!season) return;
  await prefetchTab(context, answer, tab, season.id);
  if (tab === "results" && search.round !== undefined) await prefetchRound(context, season.id, search.round);
};

/** The search parameters the tournament page reads, as the route's loader deps. */
export interface TournamentSearch {
  readonly season?: string | undefined;
  readonly round?: number | undefined;
}

/**
 * An earlier round of the results tab: asked for by its number once the latest results say which round
 * is the latest (the page shows the latest round's own answer for it, and for a number past it).
 */
const prefetchRound = async (context: RouterContext, seasonId: string, round: number): Promise<void> => {
  const latest = context.pages.take(
    statisticsPageSpec(latestResultsPage, context.statistics, { seasonId }).key,
  ) as { context?: { answer?: StatEventPage | null } } | undefined;
  const latestRound = latest?.context?.answer?.nodes[0]?.round;
  if (latestRound === undefined || round >= latestRound) return;
  await context.pages.prefetch(statisticsPageSpec(roundResultsPage, context.statistics, { seasonId, round }));
};

const prefetchTab = (
  context: RouterContext,
  profile: TournamentProfile,
  tab: TournamentTab,
  seasonId: string,
): Promise<void> | undefined => {
  const deps = context.statistics;
  const prefetch = context.pages.prefetch;
  switch (tab) {
    case "details":
      return profile.hasStandings
        ? prefetch(statisticsPageSpec(standingsSummaryPage, deps, { seasonId }))
        : prefetch(statisticsPageSpec(knockoutSummaryPage, deps, { seasonId }));
    case "results":
      return prefetch(statisticsPageSpec(latestResultsPage, deps, { seasonId }));
    case "fixtures":
      return prefetch(statisticsPageSpec(fixturesPage, deps, { seasonId }));
    case "standings":
      return prefetch(statisticsPageSpec(tournamentStandingsPage, deps, standingsRequest(seasonId)));
    case "knockout":
      return prefetch(statisticsPageSpec(tournamentKnockoutPage, deps, { seasonId }));
    case "top-teams":
      return prefetch(statisticsPageSpec(topTeamsPage, deps, { seasonId }));
    case "top-players":
      return prefetch(statisticsPageSpec(topPlayersPage, deps, topPlayersRequest(seasonId)));
    case "top-scorers":
      return prefetch(statisticsPageSpec(topPlayersPage, deps, topScorersRequest(seasonId)));
    default:
      return undefined;
  }
};
