import { assign, setup } from "xstate";
import {
  firstPairOf,
  type KnockoutLayout,
  lastRoundOf,
  stepRound,
  topTabOfRound,
} from "../../domain/knockout/knockoutLayout";

/**
 * The knockout screen (issue 9 item 5; sports-data.md "Knockout screen"): top tabs and bottom round tabs.
 * Switching the top tab selects its last round; forward and back step between the round tabs and
 * highlight a pair; choosing a season closes the season sheet and turns live standings off. The season's
 * data is loaded by the page; this machine only navigates what it is given.
 */
export interface KnockoutContext {
  readonly layout: KnockoutLayout;
  readonly seasonId: string;
  readonly topTabId: string | null;
  readonly roundId: string | null;
  readonly highlightedPairId: string | null;
  /** Live standings: on while the current season is shown live; a chosen season turns it off. */
  readonly live: boolean;
}

export interface KnockoutInput {
  readonly layout: KnockoutLayout;
  readonly seasonId: string;
  readonly live: boolean;
}

export type KnockoutEvent =
  | { readonly type: "knockout.topTab.select"; readonly topTabId: string }
  | { readonly type: "knockout.round.select"; readonly roundId: string }
  | { readonly type: "knockout.round.next" }
  | { readonly type: "knockout.round.previous" }
  | { readonly type: "knockout.pair.highlight"; readonly pairId: string }
  | { readonly type: "knockout.seasonSheet.open" }
  | { readonly type: "knockout.seasonSheet.close" }
  | { readonly type: "knockout.season.choose"; readonly seasonId: string; readonly layout: KnockoutLayout }
  | { readonly type: "knockout.live.toggle" };

/** Where a layout opens: the current round, in its top tab, nothing highlighted. */
const opening = (layout: KnockoutLayout) => {
  const tab = topTabOfRound(layout, layout.currentRoundId);
  const roundId = tab?.roundIds.includes(layout.currentRoundId)
    ? layout.currentRoundId
    : tab && lastRoundOf(tab);
  return { topTabId: tab?.id ?? null, roundId: roundId ?? null, highlightedPairId: null };
};

const step = (context: KnockoutContext, direction: 1 | -1) =>
  context.roundId === null ? undefined : stepRound(context.layout, context.roundId, direction);

export const knockoutMachine = setup({
  types: {
    context: {} as KnockoutContext,
    events: {} as KnockoutEvent,
    input: {} as KnockoutInput,
  },
  guards: {
    isTopTab: ({ context, event }) =>
      event.type === "knockout.topTab.select" &&
      context.layout.topTabs.some((tab) => tab.id === event.topTabId),
    isRoundOfTopTab: ({ context, event }) =>
      event.type === "knockout.round.select" &&
      context.layout.topTabs.find((tab) => tab.id === context.topTabId)?.roundIds.includes(event.roundId) ===
        true,
    hasNextRound: ({ context }) => step(context, 1) !== undefined,
    hasPreviousRound: ({ context }) => step(context, -1) !== undefined,
    isPairOfRound: ({ context, event }) =>
      event.type === "knockout.pair.highlight" &&
      context.roundId !== null &&
      context.layout.rounds[context.roundId]?.pairIds.includes(event.pairId) === true,
  },
  actions: {
    selectTopTab: assign(({ context, event }) => {
      if (event.type !== "knockout.topTab.select") return {};
      const tab = context.layout.topTabs.find((candidate) => candidate.id === event.topTabId)!;
      return { topTabId: tab.id, roundId: lastRoundOf(tab) ?? null, highlightedPairId: null };
    }),
    selectRound: assign(({ event }) =>
      event.type === "knockout.round.select" ? { roundId: event.roundId, highlightedPairId: null } : {},
    ),
    stepForward: assign(({ context }) => {
      const roundId = step(context, 1)!;
      return { roundId, highlightedPairId: firstPairOf(context.layout, roundId) };
    }),
    stepBack: assign(({ context }) => {
      const roundId = step(context, -1)!;
      return { roundId, highlightedPairId: firstPairOf(context.layout, roundId) };
    }),
    highlightPair: assign(({ event }) =>
      event.type === "knockout.pair.highlight" ? { highlightedPairId: event.pairId } : {},
    ),
    chooseSeason: assign(({ event }) =>
      event.type === "knockout.season.choose"
        ? { seasonId: event.seasonId, layout: event.layout, live: false, ...opening(event.layout) }
        : {},
    ),
    toggleLive: assign(({ context }) => ({ live: !context.live })),
  },
}).createMachine({
  id: "knockout",
  context: ({ input }) => ({
    layout: input.layout,
    seasonId: input.seasonId,
    live: input.live,
    ...opening(input.layout),
  }),
  initial: "browsing",
  on: {
    "knockout.topTab.select": { guard: "isTopTab", actions: "selectTopTab" },
    "knockout.round.select": { guard: "isRoundOfTopTab", actions: "selectRound" },
    "knockout.round.next": { guard: "hasNextRound", actions: "stepForward" },
    "knockout.round.previous": { guard: "hasPreviousRound", actions: "stepBack" },
    "knockout.pair.highlight": { guard: "isPairOfRound", actions: "highlightPair" },
    "knockout.live.toggle": { actions: "toggleLive" },
  },
  states: {
    browsing: {
      on: { "knockout.seasonSheet.open": { target: "choosingSeason" } },
    },
    choosingSeason: {
      on: {
        "knockout.seasonSheet.close": { target: "browsing" },
        "knockout.season.choose": { target: "browsing", actions: "chooseSeason" },
      },
    },
  },
});
