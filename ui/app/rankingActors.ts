import { fromPromise, type SnapshotFrom } from "xstate";
import {
  type RankingRequest,
  type RankingRow,
  rankingPeriodOf,
  rankingTabOf,
} from "../../domain/tips/rankingQuery.ts";
import { effectivePeriod } from "../../domain/tips/stats/periods.ts";
import { RANKING_TOP_LIMIT } from "../../domain/tips/stats/ranking.ts";
import { rankingPageMachine } from "../../machines/ranking/rankingPageMachine.ts";
import { onePerDeps } from "./onePerDeps.ts";
import type { PageActorSpec } from "./pageSnapshots.ts";
import type { RankingDeps } from "./rankingDeps.ts";
import { createRankingServices } from "./rankingServices.ts";

const provide = (deps: RankingDeps) => {
  const services = createRankingServices(deps);
  return {
    logic: rankingPageMachine.provide({
      actors: {
        loadRanking: fromPromise<ReadonlyArray<RankingRow>, RankingRequest>(({ input, signal }) =>
          services.loadRanking(input, signal),
        ),
      },
    }),
    deps,
  };
};

/**
 * The ranking's machine provided with the root's services, for the ranking page and the home's top 3. One
 * per deps object, so a route's prefetch and its page use the same logic.
 */
export const rankingActorsOf = onePerDeps(provide);

export type RankingActors = ReturnType<typeof rankingActorsOf>;
export type RankingPageLogic = RankingActors["logic"];

/** The ranking a page shows, under a key of its own per sport, tab, period and length. */
export const rankingPageKey = (request: RankingRequest): string =>
  `ranking ${request.sportId} ${request.tab} ${request.period} ${request.limit}`;

/** The ranking page's machine as its route prefetches it: a server render is always a visitor's. */
export const rankingPage = (
  logic: RankingPageLogic,
  request: RankingRequest,
): PageActorSpec<RankingPageLogic> => ({
  key: rankingPageKey(request),
  logic,
  input: { request, signedIn: false },
  // A visitor's FOLLOWING is a sign-in request: finished as it is.
  isLoaded: (snapshot: SnapshotFrom<RankingPageLogic>) =>
    snapshot.hasTag("loaded") || snapshot.hasTag("signInRequired"),
  hasFailed: (snapshot: SnapshotFrom<RankingPageLogic>) => snapshot.hasTag("failed"),
});

/**
 * The page's request from its path segments, or null when the tab or period is not one of the spec's
 * names. TOP_STREAK is asked for all time whatever the path says (the page says so).
 */
export const rankingRequestOf = (sportId: string, tab: string, period: string): RankingRequest | null => {
  const rankingTab = rankingTabOf(tab);
  const rankingPeriod = rankingPeriodOf(period);
  if (!rankingTab || !rankingPeriod) return null;
  return {
    sportId,
    tab: rankingTab,
    period: effectivePeriod(rankingTab, rankingPeriod),
    limit: RANKING_TOP_LIMIT,
  };
};
