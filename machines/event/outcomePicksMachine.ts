import { assign, setup } from "xstate";

/**
 * The outcomes picked on an event's markets tab, in the order they were picked: what a bet slip will take
 * when there is one. Picks are outcome ids, so they outlive every odds update and re-render of the tab;
 * picking an outcome again takes it back.
 */
export interface OutcomePicksContext {
  readonly picked: ReadonlyArray<string>;
}

export type OutcomePicksEvent =
  | { readonly type: "pick.toggle"; readonly outcomeId: string }
  | { readonly type: "picks.clear" };

export const outcomePicksMachine = setup({
  types: {
    context: {} as OutcomePicksContext,
    events: {} as OutcomePicksEvent,
  },
}).createMachine({
  id: "outcomePicks",
  context: { picked: [] },
  on: {
    "pick.toggle": {
      actions: assign(({ context, event }) => ({
        picked: context.picked.includes(event.outcomeId)
          ? context.picked.filter((outcomeId) => outcomeId !== event.outcomeId)
          : [...context.picked, event.outcomeId],
      })),
    },
    "picks.clear": { actions: assign({ picked: [] }) },
  },
});
