import { fromPromise } from "xstate";
import type { RankingRequest, RankingRow } from "../../domain/tips/rankingQuery.ts";
import { rankingPageMachine } from "../../machines/ranking/rankingPageMachine.ts";
import type { RankingDeps } from "./rankingDeps.ts";
import { createRankingServices } from "./rankingServices.ts";

const made = new WeakMap<RankingDeps, ReturnType<typeof provide>>();

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
export const rankingActorsOf = (deps: RankingDeps) => {
  let actors = made.get(deps);
  if (!actors) {
    actors = provide(deps);
    made.set(deps, actors);
  }
  return actors;
};

export type RankingActors = ReturnType<typeof rankingActorsOf>;
export type RankingPageLogic = RankingActors["logic"];
