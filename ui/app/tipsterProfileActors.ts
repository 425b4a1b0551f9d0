import { fromPromise, type SnapshotFrom } from "xstate";
import type { TipsPage } from "../../domain/tips/tipsQuery.ts";
import type {
  TipsterProfileAnswer,
  TipsterProfileRequest,
  TipsterStatistics,
  TipsterTipsRequest,
} from "../../domain/tips/tipsterProfileQuery.ts";
import { tipsterProfileMachine } from "../../machines/tipsterProfile/tipsterProfileMachine.ts";
import {
  type TipsterTipsLoad,
  tipsterTipsMachine,
} from "../../machines/tipsterProfile/tipsterTipsMachine.ts";
import type { PageActorSpec } from "./pageSnapshots.ts";
import type { RouterContext } from "./routerContext.ts";
import type { TipsterProfileDeps } from "./tipsterProfileDeps.ts";
import { createTipsterProfileServices } from "./tipsterProfileServices.ts";

const provide = (deps: TipsterProfileDeps) => {
  const services = createTipsterProfileServices(deps);
  return {
    profile: tipsterProfileMachine.provide({
      actors: {
        loadProfile: fromPromise<TipsterProfileAnswer, TipsterProfileRequest>(({ input, signal }) =>
          services.loadProfile(input, signal),
        ),
        loadStatistics: fromPromise<TipsterStatistics, TipsterProfileRequest>(({ input, signal }) =>
          services.loadStatistics(input, signal),
        ),
      },
    }),
    tips: tipsterTipsMachine.provide({
      actors: {
        loadTips: fromPromise<TipsPage, TipsterTipsLoad>(({ input, signal }) =>
          services.loadTips(input.request, input.after, signal),
        ),
      },
    }),
    deps,
  };
};

// Keyed by the tips page's deps, which the root makes once (per app in the browser, per renderer on the
// server), so a route's prefetch and its page use the same logic.
const made = new WeakMap<object, ReturnType<typeof provide>>();

/**
 * The profile's machines provided with the root's services: the browser's transport (the tips page's), or
 * on the server the in-process resolvers the render context carries.
 */
export const tipsterProfileActorsOf = (context: Pick<RouterContext, "tips" | "tipsterInProcess">) => {
  let actors = made.get(context.tips);
  if (!actors) {
    actors = provide({
      transport: context.tips.transport,
      inProcess: context.tipsterInProcess ?? null,
      inspect: context.tips.inspect,
    });
    made.set(context.tips, actors);
  }
  return actors;
};

export type TipsterProfileActors = ReturnType<typeof tipsterProfileActorsOf>;
export type TipsterProfileLogic = TipsterProfileActors["profile"];
export type TipsterTipsLogic = TipsterProfileActors["tips"];

export const tipsterProfileKey = (request: Omit<TipsterProfileRequest, "period">): string =>
  `tipster ${request.userId} ${request.sportId}`;

export const tipsterTipsKey = (request: TipsterTipsRequest): string =>
  `tipster tips ${request.list} ${request.userId} ${request.sportId}`;

/** The profile a page shows: its header and the sport's statistics, all time first (spec section 9). */
export const tipsterProfilePage = (
  logic: TipsterProfileLogic,
  request: TipsterProfileRequest,
): PageActorSpec<TipsterProfileLogic> => ({
  key: tipsterProfileKey(request),
  logic,
  input: request,
  isLoaded: (snapshot: SnapshotFrom<TipsterProfileLogic>) =>
    snapshot.hasTag("loaded") || snapshot.hasTag("missing"),
  hasFailed: (snapshot: SnapshotFrom<TipsterProfileLogic>) => snapshot.hasTag("failed"),
  isMissing: (snapshot: SnapshotFrom<TipsterProfileLogic>) => snapshot.hasTag("missing"),
});

export const tipsterTipsPage = (
  logic: TipsterTipsLogic,
  request: TipsterTipsRequest,
): PageActorSpec<TipsterTipsLogic> => ({
  key: tipsterTipsKey(request),
  logic,
  input: request,
  isLoaded: (snapshot: SnapshotFrom<TipsterTipsLogic>) => snapshot.hasTag("loaded"),
  hasFailed: (snapshot: SnapshotFrom<TipsterTipsLogic>) => snapshot.hasTag("failed"),
});
