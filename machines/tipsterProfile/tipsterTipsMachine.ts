import { assign, fromPromise, setup } from "xstate";
import type { RequestFailure } from "../../domain/rpc/requestFailure.ts";
import { requestFailure } from "../../domain/rpc/requestFailure.ts";
import type { TipCard, TipsPage } from "../../domain/tips/tipsQuery.ts";
import type { TipsterTipsRequest } from "../../domain/tips/tipsterProfileQuery.ts";

/**
 * One of a profile's tip lists (issue 8): the user's active or closed tips in a sport, or the tips the
 * owner bought, newest first, then more by cursor. A failed first load waits for a retry; a failed "more"
 * keeps the list and offers it again. A server-rendered snapshot resumes by loading the first page again
 * quietly, since the server listed for a visitor and the viewer may have made or bought some of the tips.
 */
export interface TipsterTipsLoad {
  readonly request: TipsterTipsRequest;
  /** The cursor to continue after; null for the first page. */
  readonly after: string | null;
}

export interface TipsterTipsContext {
  readonly request: TipsterTipsRequest;
  readonly tips: ReadonlyArray<TipCard>;
  readonly endCursor: string | null;
  readonly hasNextPage: boolean;
  readonly failure: RequestFailure | null;
}

export type TipsterTipsEvent =
  | { readonly type: "tipsterTips.more" }
  | { readonly type: "tipsterTips.retry" }
  /** A tip bought from this list: its card shows the comment and one more purchase. */
  | { readonly type: "tipsterTips.tip.unlocked"; readonly tipId: string; readonly comment: string }
  | { readonly type: "tipsterTips.resume" };

/** `loadingMore` and `refreshing` come with `loaded`: the list stays on screen meanwhile. */
export type TipsterTipsTag = "loading" | "loaded" | "loadingMore" | "refreshing" | "failed";

const firstPage = ({ context }: { readonly context: TipsterTipsContext }): TipsterTipsLoad => ({
  request: context.request,
  after: null,
});

export const tipsterTipsMachine = setup({
  types: {
    context: {} as TipsterTipsContext,
    events: {} as TipsterTipsEvent,
    input: {} as TipsterTipsRequest,
    tags: {} as TipsterTipsTag,
  },
  actors: {
    loadTips: fromPromise<TipsPage, TipsterTipsLoad>(() =>
      Promise.reject(new Error("tipsterTipsMachine: the loadTips actor must be provided")),
    ),
  },
  guards: {
    hasMore: ({ context }) => context.hasNextPage && context.endCursor !== null,
  },
  actions: {
    takeFirstPage: assign((_, page: TipsPage) => ({
      tips: page.tips,
      endCursor: page.pageInfo.endCursor,
      hasNextPage: page.pageInfo.hasNextPage,
      failure: null,
    })),
    appendPage: assign(({ context }, page: TipsPage) => {
      // A tip settled between two pages moves from the active list to the closed one: shown once.
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
      event.type === "tipsterTips.tip.unlocked"
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
  id: "tipsterTips",
  context: ({ input }) => ({ request: input, tips: [], endCursor: null, hasNextPage: false, failure: null }),
  initial: "loading",
  on: { "tipsterTips.tip.unlocked": { actions: "unlockTip" } },
  states: {
    loading: {
      tags: "loading",
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
        "tipsterTips.more": { guard: "hasMore", target: "loadingMore" },
        "tipsterTips.resume": "refreshing",
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
        onError: {
          target: "loaded",
          actions: { type: "noteFailure", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      tags: "failed",
      on: { "tipsterTips.retry": "loading", "tipsterTips.resume": "loading" },
    },
  },
});

export type TipsterTipsMachine = typeof tipsterTipsMachine;
