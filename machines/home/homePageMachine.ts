import { assign, fromPromise, setup } from "xstate";
import type { HomeTopAnswer } from "../../domain/sportsbook/homeQuery.ts";
import { type HomeLoadFailure, homeLoadFailure } from "./homeLoadFailure.ts";

/**
 * The home page's sportsbook blocks (sports-data section 2): top events for the chosen sport and the
 * visitor's time-zone offset, and the top tournaments. It loads on start, again whenever the sport or the
 * offset changes (a load in flight for the old ones is dropped), and quietly every `refreshDelay` while
 * shown so live scores do not go stale. A failed first load waits for the visitor's retry.
 */
export const HOME_REFRESH_MS = 30_000;

/** What one load asks for. */
export interface HomeRequest {
  readonly sportId: string;
  /** Seconds east of UTC. */
  readonly timeZoneOffset: number;
}

export interface HomePageContext {
  readonly request: HomeRequest;
  /** The last answer for `request`; null until one arrives, and again once the request changes. */
  readonly answer: HomeTopAnswer | null;
  /** Why the last load failed; cleared by the next success. A failed refresh keeps the older answer. */
  readonly failure: HomeLoadFailure | null;
}

export type HomePageEvent =
  | { readonly type: "home.sport.select"; readonly sportId: string }
  | { readonly type: "home.timeZone.change"; readonly timeZoneOffset: number }
  | { readonly type: "home.retry" }
  /** Restored from the server's snapshot: the refresh timer, which a snapshot does not carry, starts again. */
  | { readonly type: "home.resume" };

/** Questions the page asks: `refreshing` comes with `loaded`, the answer stays on screen meanwhile. */
export type HomePageTag = "loading" | "loaded" | "refreshing" | "failed";

export const homePageMachine = setup({
  types: {
    context: {} as HomePageContext,
    events: {} as HomePageEvent,
    input: {} as HomeRequest,
    tags: {} as HomePageTag,
  },
  actors: {
    loadHome: fromPromise<HomeTopAnswer, HomeRequest>(() =>
      Promise.reject(new Error("homePageMachine: the loadHome actor must be provided")),
    ),
  },
  delays: {
    refreshDelay: HOME_REFRESH_MS,
  },
  guards: {
    isOtherSport: ({ context, event }) =>
      event.type === "home.sport.select" && event.sportId !== context.request.sportId,
    isOtherOffset: ({ context, event }) =>
      event.type === "home.timeZone.change" && event.timeZoneOffset !== context.request.timeZoneOffset,
  },
  actions: {
    selectSport: assign(({ context, event }) =>
      event.type === "home.sport.select" ? { request: { ...context.request, sportId: event.sportId } } : {},
    ),
    changeOffset: assign(({ context, event }) =>
      event.type === "home.timeZone.change"
        ? { request: { ...context.request, timeZoneOffset: event.timeZoneOffset } }
        : {},
    ),
    forgetAnswer: assign({ answer: null, failure: null }),
    takeAnswer: assign((_, answer: HomeTopAnswer) => ({ answer, failure: null })),
    noteFailure: assign((_, params: { readonly error: unknown }) => ({
      failure: homeLoadFailure(params.error),
    })),
  },
}).createMachine({
  id: "homePage",
  context: ({ input }) => ({ request: input, answer: null, failure: null }),
  initial: "loading",
  on: {
    // NOTE: targets below the root are exited and entered again, so a load in flight for the old
    // request is stopped and a new one starts with the new input.
    "home.sport.select": { guard: "isOtherSport", target: ".loading", actions: "selectSport" },
    "home.timeZone.change": { guard: "isOtherOffset", target: ".loading", actions: "changeOffset" },
  },
  states: {
    loading: {
      tags: "loading",
      entry: "forgetAnswer",
      invoke: {
        id: "loadHome",
        src: "loadHome",
        input: ({ context }) => context.request,
        onDone: { target: "loaded", actions: { type: "takeAnswer", params: ({ event }) => event.output } },
        onError: {
          target: "failed",
          actions: { type: "noteFailure", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loaded: {
      tags: "loaded",
      after: { refreshDelay: "refreshing" },
      on: { "home.resume": { target: "loaded", reenter: true } },
    },
    refreshing: {
      tags: ["loaded", "refreshing"],
      invoke: {
        id: "refreshHome",
        src: "loadHome",
        input: ({ context }) => context.request,
        onDone: { target: "loaded", actions: { type: "takeAnswer", params: ({ event }) => event.output } },
        onError: {
          target: "loaded",
          actions: { type: "noteFailure", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      tags: "failed",
      on: { "home.retry": "loading" },
    },
  },
});
