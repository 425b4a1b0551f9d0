import { fromCallback, fromPromise } from "xstate";
import type { TipsPage } from "../../domain/tips/tipsQuery.ts";
import { type CountdownEvent, countdownMachine } from "../../machines/countdown/countdownMachine.ts";
import { type TipPurchased, tipPurchaseMachine } from "../../machines/tipPurchase/tipPurchaseMachine.ts";
import { type TipsPageLoad, tipsPageMachine } from "../../machines/tipsPage/tipsPageMachine.ts";
import { onePerDeps } from "./onePerDeps.ts";
import { localCountdownStore } from "./tipsCountdownStore.ts";
import type { TipsDeps } from "./tipsDeps.ts";
import { createTipsServices } from "./tipsServices.ts";

const provide = (deps: TipsDeps) => {
  const services = createTipsServices(deps);
  return {
    logic: tipsPageMachine.provide({
      actors: {
        loadTips: fromPromise<TipsPage, TipsPageLoad>(({ input, signal }) =>
          services.loadTips(input.request, input.after, signal),
        ),
      },
    }),
    purchase: tipPurchaseMachine.provide({
      actors: {
        purchaseTip: fromPromise<TipPurchased, { readonly tipId: string }>(({ input, signal }) =>
          services.purchaseTip(input.tipId, signal),
        ),
      },
    }),
    countdown: countdownMachine.provide({
      actors: {
        // A tick a second on the browser's clock.
        ticker: fromCallback<CountdownEvent>(({ sendBack }) => {
          const id = setInterval(() => sendBack({ type: "countdown.tick", now: deps.now() }), 1_000);
          return () => clearInterval(id);
        }),
      },
    }),
    deps,
    countdowns: localCountdownStore(deps.storage),
  };
};

/**
 * The tips page's machines provided with the root's services: the list, each tip's unlock and its sales
 * countdown. One set per deps object, so the route's prefetch and the page use the same logic.
 */
export const tipsActorsOf = onePerDeps(provide);

export type TipsActors = ReturnType<typeof tipsActorsOf>;
export type TipsPageLogic = TipsActors["logic"];
