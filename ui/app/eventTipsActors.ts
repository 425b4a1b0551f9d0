import { fromPromise } from "xstate";
import { TIPS_PAGE_SIZE, TIPS_QUERY, type TipsPage } from "../../domain/tips/tipsQuery.ts";
import { type TipsPageLoad, tipsPageMachine } from "../../machines/tipsPage/tipsPageMachine.ts";
import type { TipsDeps } from "./tipsDeps.ts";
import { queryAsViewerOrVisitor, tipsPageOf } from "./viewerOrVisitor.ts";

/**
 * The event page's Tips tab: the tips page's list machine over the tips on one event (the users service's
 * `tips` with the event filter), newest first, then more by cursor. Before the event ends it lists the
 * tips still open (sales close at the start, but they stay listed until settled); once it has ended, the
 * settled ones. Comes with the tab's chunk.
 */
export interface EventTipsScope {
  readonly eventId: string;
  readonly ended: boolean;
}

type EventTipsVariables = {
  readonly first: number;
  readonly after: string | null;
  readonly filter: {
    readonly order: TipsPageLoad["request"]["order"];
    readonly eventId: string;
    readonly status: "ACTIVE" | "CLOSED";
  };
};

const variablesOf = (scope: EventTipsScope, load: TipsPageLoad): EventTipsVariables => ({
  first: TIPS_PAGE_SIZE,
  after: load.after,
  filter: { order: load.request.order, eventId: scope.eventId, status: scope.ended ? "CLOSED" : "ACTIVE" },
});

/** As the signed-in viewer when there is one (their own and bought tips carry comments), else as a visitor. */
const loadEventTips = async (
  deps: TipsDeps,
  variables: EventTipsVariables,
  signal: AbortSignal,
): Promise<TipsPage> => {
  if (!deps.transport) throw new Error("The event's tips load in the browser");
  return tipsPageOf(await queryAsViewerOrVisitor(deps.transport, TIPS_QUERY, variables, signal));
};

/** The list machine for one event's tips, provided with the root's calls. */
export const eventTipsLogicOf = (deps: TipsDeps, scope: EventTipsScope) =>
  tipsPageMachine.provide({
    actors: {
      loadTips: fromPromise<TipsPage, TipsPageLoad>(({ input, signal }) =>
        loadEventTips(deps, variablesOf(scope, input), signal),
      ),
    },
  });
