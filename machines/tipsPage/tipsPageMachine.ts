import { assign, fromPromise, setup } from "xstate";
import type { RequestFailure } from "../../domain/rpc/requestFailure.ts";
import { requestFailure } from "../../domain/rpc/requestFailure.ts";
import type { TipCard, TipOrder, TipsPage, TipsRequest } from "../../domain/tips/tipsQuery.ts";

/**
 * The tips page (issue 8, accounts spec section 4): the first page of tips on sale for a sport, in the
 * chosen order and cost range, then more by cursor. A new order or filter loads from the start (a load in
 * flight for the old one is dropped). A failed first load waits for a retry; a failed "more" keeps the list
 * and offers it again. A server-rendered snapshot resumes by loading the first page again quietly, since
 * the server rendered it for a visitor and the viewer may have made or bought some of the tips.
 */
export interface TipsPageLoad {
  readonly request: TipsRequest;
  /** The cursor to continue after; null for the first page. */
  readonly after: string | null;
}

export interface TipsPageContext {
  readonly request: TipsRequest;
  readonly tips: ReadonlyArray<TipCard>;
  readonly endCursor: string | null;
  readonly hasNextPage: boolean;
  readonly failure: RequestFailure | null;
}

export type TipsPageEvent =
  | { readonly type: "tipsPage.order.select"; readonly order: TipOrder }
  | {
      readonly type: "tipsPage.filter.apply";
      readonly order: TipOrder;
      readonly costMin: number | null;
      readonly costMax: number | null;
    }
  | { readonly type: "tipsPage.more" }
  | { readonly type: "tipsPage.retry" }
  /** A tip bought on this page: its card shows the comment and one more purchase. */
  | { readonly type: "tipsPage.tip.unlocked"; readonly tipId: string; readonly comment: string }
  /** Started from the server's snapshot: the list is reloaded as this viewer sees it. */
  | { readonly type: "tipsPage.resume" };

/** `loadingMore` and `refreshing` come with `loaded`: the list stays on screen meanwhile. */
export type TipsPageTag = "loading" | "loaded" | "loadingMore" | "refreshing" | "failed";

const sameRequest = (a: TipsRequest, b: TipsRequest): boolean =>
  a.sportId === b.sportId && a.order === b.order && a.costMin === b.costMin && a.costMax === b.costMax;

const firstPage = ({ context }: { readonly context: TipsPageContext }): TipsPageLoad => ({
  request: context.request,
  after: null,
});

export const tipsPageMachine = setup({
  types: {
    context: {} as TipsPageContext,
    events: {} as TipsPageEvent,
    input: {} as TipsRequest,
    tags: {} as TipsPageTag,
  },
  actors: {
    loadTips: fromPromise<TipsPage, TipsPageLoad>(() =>
      Promise.reject(new Error("tipsPageMachine: the loadTips actor must be provided")),
    ),
  },
  guards: {
    isOtherOrder: ({ context, event }) =>
      event.type === "tipsPage.order.select" && event.order !== context.request.order,
    isOtherFilter: ({ context, event }) =>
      event.type === "tipsPage.filter.apply" &&
      !sameRequest(context.request, { ...context.request, ...filterOf(event) }),
    hasMore: ({ context }) => context.hasNextPage && context.endCursor !== null,
  },
  actions: {
    selectOrder: assign(({ context, event }) =>
      event.type === "tipsPage.order.select" ? { request: { ...context.request, order: event.order } } : {},
    ),
    applyFilter: assign(({ context, event }) =>
      event.type === "tipsPage.filter.apply" ? { request: { ...context.request, ...filterOf(event) } } : {},
    ),
    forgetTips: assign({ tips: [], endCursor: null, hasNextPage: false, failure: null }),
    takeFirstPage: assign((_, page: TipsPage) => ({
      tips: page.tips,
      endCursor: page.pageInfo.endCursor,
      hasNextPage: page.pageInfo.hasNextPage,
      failure: null,
    })),
    appendPage: assign(({ context }, page: TipsPage) => {
      // A tip may move between pages while the viewer reads (a purchase changes POPULAR): shown once.
      const shown = new Set(context.tips.map((tip) => tip.id));
      return {
        tips: [...context.tips, ...page.tips.filter((tip) => !shown.has(tip.id))],
        endCursor: page.pageInfo.endCursor,
        hasNextPage: page.pageInfo.hasNextPage,
        failure: null,
      };
    }),
    noteFailure: assign((_, params: { readonly error: unknown }) => ({
      failure: requestFailure(params.error),
    })),
    unlockTip: assign(({ context, event }) =>
      event.type === "tipsPage.tip.unlocked"
        ? {
            tips: context.tips.map((tip) =>
              tip.id === event.tipId && !tip.purchasedByViewer
                ? {
                    ...tip,
                    comment: event.comment,
                    purchasedByViewer: true,
                    purchasedTimes: tip.purchasedTimes + 1,
                  }
                : tip,
            ),
          }
        : {},
    ),
  },
}).createMachine({
  id: "tipsPage",
  context: ({ input }) => ({ request: input, tips: [], endCursor: null, hasNextPage: false, failure: null }),
  initial: "loading",
  on: {
    // NOTE: targets below the root are exited and entered again, so a load in flight for the old
    // request is stopped and a new one starts with the new input.
    "tipsPage.order.select": { guard: "isOtherOrder", target: ".loading", actions: "selectOrder" },
    "tipsPage.filter.apply": { guard: "isOtherFilter", target: ".loading", actions: "applyFilter" },
    "tipsPage.tip.unlocked": { actions: "unlockTip" },
  },
  states: {
    loading: {
      tags: "loading",
      entry: "forgetTips",
      invoke: {
        id: "loadTips",
        src: "loadTips",
        input: firstPage,
        onDone: { target: "loaded", actions: { type: "takeFirstPage", params: ({ event }) => event.output } },
        onError: {
          target: "failed",
          actions: { type: "noteFailure", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loaded: {
      tags: "loaded",
      on: {
        "tipsPage.more": { guard: "hasMore", target: "loadingMore" },
        "tipsPage.resume": "refreshing",
      },
    },
    loadingMore: {
      tags: ["loaded", "loadingMore"],
      invoke: {
        id: "loadMoreTips",
        src: "loadTips",
        input: ({ context }) => ({ request: context.request, after: context.endCursor }),
        onDone: { target: "loaded", actions: { type: "appendPage", params: ({ event }) => event.output } },
        onError: {
          target: "loaded",
          actions: { type: "noteFailure", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    refreshing: {
      tags: ["loaded", "refreshing"],
      invoke: {
        id: "refreshTips",
        src: "loadTips",
        input: firstPage,
        onDone: { target: "loaded", actions: { type: "takeFirstPage", params: ({ event }) => event.output } },
        // The rendered list stays; "more" and a new filter still work from it.
        onError: {
          target: "loaded",
          actions: { type: "noteFailure", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      tags: "failed",
      on: { "tipsPage.retry": "loading", "tipsPage.resume": "loading" },
    },
  },
});

function filterOf(event: {
  readonly order: TipOrder;
  readonly costMin: number | null;
  readonly costMax: number | null;
}) {
  return { order: event.order, costMin: event.costMin, costMax: event.costMax };
}

export type TipsPageMachine = typeof tipsPageMachine;
