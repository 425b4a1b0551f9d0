import { assign, fromPromise, setup } from "xstate";
import type { RequestFailure } from "../../domain/rpc/requestFailure.ts";
import { requestFailure } from "../../domain/rpc/requestFailure.ts";
import type { RankingRequest, RankingRow } from "../../domain/tips/rankingQuery.ts";

/**
 * The tipster ranking (issue 8, accounts spec section 9): the top of one tab, sport and period, loaded once
 * (a new tab or period is a new page, so a new actor). FOLLOWING lists the viewer's leaders, so a visitor
 * gets a sign-in request instead of a load, and the list follows the viewer signing in or out. A failed
 * load waits for a retry. A server-rendered snapshot resumes as it is (the public tabs are the same for
 * every viewer and the server's copy is seconds old; issue 14: no fetch again on resume); one that failed
 * on the server loads again.
 */
export interface RankingPageInput {
  readonly request: RankingRequest;
  /** Whether the viewer is signed in when the page starts (always false on the server). */
  readonly signedIn: boolean;
}

export interface RankingPageContext {
  readonly request: RankingRequest;
  readonly signedIn: boolean;
  readonly rows: ReadonlyArray<RankingRow>;
  readonly failure: RequestFailure | null;
}

export type RankingPageEvent =
  | { readonly type: "ranking.retry" }
  /** Started from the server's snapshot: a failed one loads again, a loaded one stays as it is. */
  | { readonly type: "ranking.resume" }
  | { readonly type: "ranking.viewer.signedIn" }
  | { readonly type: "ranking.viewer.signedOut" };

export type RankingPageTag = "loading" | "loaded" | "failed" | "signInRequired";

export const rankingPageMachine = setup({
  types: {
    context: {} as RankingPageContext,
    events: {} as RankingPageEvent,
    input: {} as RankingPageInput,
    tags: {} as RankingPageTag,
  },
  actors: {
    loadRanking: fromPromise<ReadonlyArray<RankingRow>, RankingRequest>(() =>
      Promise.reject(new Error("rankingPageMachine: the loadRanking actor must be provided")),
    ),
  },
  guards: {
    needsViewer: ({ context }) => context.request.tab === "FOLLOWING" && !context.signedIn,
    isFollowing: ({ context }) => context.request.tab === "FOLLOWING",
    isSignedIn: ({ context }) => context.signedIn,
    isSignedOut: ({ context }) => !context.signedIn,
  },
  actions: {
    signIn: assign({ signedIn: true }),
    signOut: assign({ signedIn: false }),
    forgetRows: assign({ rows: [], failure: null }),
    takeRows: assign((_, rows: ReadonlyArray<RankingRow>) => ({ rows, failure: null })),
    noteFailure: assign((_, params: { readonly error: unknown }) => ({
      failure: requestFailure(params.error),
    })),
  },
}).createMachine({
  id: "ranking",
  context: ({ input }) => ({ request: input.request, signedIn: input.signedIn, rows: [], failure: null }),
  initial: "starting",
  on: {
    // NOTE: only FOLLOWING depends on who looks; the other tabs are the same list for everyone.
    "ranking.viewer.signedIn": [
      { guard: "isSignedIn" },
      { guard: "isFollowing", target: ".loading", actions: "signIn" },
      { actions: "signIn" },
    ],
    "ranking.viewer.signedOut": [
      { guard: "isSignedOut" },
      { guard: "isFollowing", target: ".signInRequired", actions: "signOut" },
      { actions: "signOut" },
    ],
  },
  states: {
    starting: {
      always: [{ guard: "needsViewer", target: "signInRequired" }, { target: "loading" }],
    },
    signInRequired: {
      tags: "signInRequired",
      entry: "forgetRows",
    },
    loading: {
      tags: "loading",
      entry: "forgetRows",
      invoke: {
        id: "loadRanking",
        src: "loadRanking",
        input: ({ context }) => context.request,
        onDone: { target: "loaded", actions: { type: "takeRows", params: ({ event }) => event.output } },
        onError: {
          target: "failed",
          actions: { type: "noteFailure", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loaded: {
      tags: "loaded",
    },
    failed: {
      tags: "failed",
      on: { "ranking.retry": "loading", "ranking.resume": "loading" },
    },
  },
});

export type RankingPageMachine = typeof rankingPageMachine;
