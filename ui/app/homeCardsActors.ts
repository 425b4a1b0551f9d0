import type { SnapshotFrom } from "xstate";
import type { RankingRequest } from "../../domain/tips/rankingQuery.ts";
import type { TipsRequest } from "../../domain/tips/tipsQuery.ts";
import type { PageActorSpec } from "./pageSnapshots.ts";
import { rankingActorsOf, rankingPage } from "./rankingActors.ts";
import type { RouterContext } from "./routerContext.ts";
import { type TipsPageLogic, tipsActorsOf } from "./tipsActors.ts";

/**
 * The home's tipster cards (accounts spec section 9): the sport's top 3 on the ranking's ALL tab over all
 * time, and its 5 most popular tips of every kind. Their machines are the ranking's and the tips page's,
 * loaded with the home's route (never in the start-up JS) and server-rendered with it.
 */
export const HOME_TIPSTERS = 3;
export const HOME_TIPS = 5;

export const homeTipstersRequest = (sportId: string): RankingRequest => ({
  sportId,
  tab: "ALL",
  period: "ALL_TIME",
  limit: HOME_TIPSTERS,
});

export const homeTipsRequest = (sportId: string): TipsRequest => ({
  sportId,
  order: "POPULAR",
  costMin: null,
  costMax: null,
  first: HOME_TIPS,
});

export const homeTipsKey = (sportId: string): string => `home tips ${sportId}`;

const homeTipsPage = (logic: TipsPageLogic, sportId: string): PageActorSpec<TipsPageLogic> => ({
  key: homeTipsKey(sportId),
  logic,
  input: homeTipsRequest(sportId),
  isLoaded: (snapshot: SnapshotFrom<TipsPageLogic>) => snapshot.hasTag("loaded"),
  hasFailed: (snapshot: SnapshotFrom<TipsPageLogic>) => snapshot.hasTag("failed"),
});

/** What the home route prefetches for the cards on the server (nothing in the browser). */
export const prefetchHomeCards = (context: RouterContext, sportId: string): Promise<unknown> =>
  Promise.all([
    context.pages.prefetch(rankingPage(rankingActorsOf(context.ranking).logic, homeTipstersRequest(sportId))),
    context.pages.prefetch(homeTipsPage(tipsActorsOf(context.tips).logic, sportId)),
  ]);
