import { assign, fromPromise, setup } from "xstate";
import type { PublicUser } from "../../domain/accounts/publicUser.ts";
import type { RequestFailure } from "../../domain/rpc/requestFailure.ts";
import { requestFailure } from "../../domain/rpc/requestFailure.ts";
import type { StatisticsPeriod } from "../../domain/tips/stats/periods.ts";
import type {
  TipsterProfileAnswer,
  TipsterProfileRequest,
  TipsterStatistics,
} from "../../domain/tips/tipsterProfileQuery.ts";

/**
 * A tipster's public profile (issue 8, accounts spec sections 2-3): the user and their statistics in the
 * page's sport, loaded together; an unknown id ends in `missing` (the page answers 404). Once loaded, a
 * new statistics period (the period sheet) reloads the statistics alone while the header stays; a load in
 * flight for the old period is dropped. A server-rendered snapshot resumes by loading again quietly.
 */
export interface TipsterProfileContext {
  readonly request: TipsterProfileRequest;
  readonly user: PublicUser | null;
  readonly statistics: TipsterStatistics | null;
  /** Why the whole profile could not load (the `failed` state). */
  readonly failure: RequestFailure | null;
  /** Why the statistics of the chosen period could not load (the header and older figures stay). */
  readonly statisticsFailure: RequestFailure | null;
}

export type TipsterProfileEvent =
  | { readonly type: "tipsterProfile.period.select"; readonly period: StatisticsPeriod }
  | { readonly type: "tipsterProfile.retry" }
  | { readonly type: "tipsterProfile.statistics.retry" }
  /** Started from the server's snapshot: loaded again as this viewer sees it. */
  | { readonly type: "tipsterProfile.resume" };

/** `statisticsLoading`, `statisticsFailed` and `refreshing` come with `loaded`: the header stays on screen. */
export type TipsterProfileTag =
  | "loading"
  | "loaded"
  | "missing"
  | "failed"
  | "refreshing"
  | "statisticsLoading"
  | "statisticsFailed";

export const tipsterProfileMachine = setup({
  types: {
    context: {} as TipsterProfileContext,
    events: {} as TipsterProfileEvent,
    input: {} as TipsterProfileRequest,
    tags: {} as TipsterProfileTag,
  },
  actors: {
    loadProfile: fromPromise<TipsterProfileAnswer, TipsterProfileRequest>(() =>
      Promise.reject(new Error("tipsterProfileMachine: the loadProfile actor must be provided")),
    ),
    loadStatistics: fromPromise<TipsterStatistics, TipsterProfileRequest>(() =>
      Promise.reject(new Error("tipsterProfileMachine: the loadStatistics actor must be provided")),
    ),
  },
  guards: {
    isUnknownUser: (_, answer: TipsterProfileAnswer) => answer.user === null,
    isOtherPeriod: ({ context, event }) =>
      event.type === "tipsterProfile.period.select" && event.period !== context.request.period,
  },
  actions: {
    selectPeriod: assign(({ context, event }) =>
      event.type === "tipsterProfile.period.select"
        ? { request: { ...context.request, period: event.period }, statisticsFailure: null }
        : {},
    ),
    takeProfile: assign((_, answer: TipsterProfileAnswer) => ({
      user: answer.user,
      statistics: answer.tipsterStatistics,
      failure: null,
      statisticsFailure: null,
    })),
    takeStatistics: assign((_, statistics: TipsterStatistics) => ({ statistics, statisticsFailure: null })),
    noteFailure: assign((_, params: { readonly error: unknown }) => ({
      failure: requestFailure(params.error),
    })),
    noteStatisticsFailure: assign((_, params: { readonly error: unknown }) => ({
      statisticsFailure: requestFailure(params.error),
    })),
  },
}).createMachine({
  id: "tipsterProfile",
  context: ({ input }) => ({
    request: input,
    user: null,
    statistics: null,
    failure: null,
    statisticsFailure: null,
  }),
  initial: "loading",
  states: {
    loading: {
      tags: "loading",
      on: {
        // Before anything is shown, a new period simply becomes part of the first load.
        "tipsterProfile.period.select": {
          guard: "isOtherPeriod",
          target: "loading",
          reenter: true,
          actions: "selectPeriod",
        },
      },
      invoke: {
        id: "loadProfile",
        src: "loadProfile",
        input: ({ context }) => context.request,
        onDone: [
          {
            guard: { type: "isUnknownUser", params: ({ event }) => event.output },
            target: "missing",
            actions: { type: "takeProfile", params: ({ event }) => event.output },
          },
          { target: "loaded", actions: { type: "takeProfile", params: ({ event }) => event.output } },
        ],
        onError: {
          target: "failed",
          actions: { type: "noteFailure", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    missing: { tags: "missing" },
    failed: {
      tags: "failed",
      on: { "tipsterProfile.retry": "loading", "tipsterProfile.resume": "loading" },
    },
    loaded: {
      tags: "loaded",
      initial: "idle",
      on: {
        // NOTE: targets inside `loaded` are entered anew, so a statistics load for the old period stops.
        "tipsterProfile.period.select": {
          guard: "isOtherPeriod",
          target: ".loadingStatistics",
          reenter: true,
          actions: "selectPeriod",
        },
      },
      states: {
        idle: { on: { "tipsterProfile.resume": "refreshing" } },
        refreshing: {
          tags: "refreshing",
          invoke: {
            id: "refreshProfile",
            src: "loadProfile",
            input: ({ context }) => context.request,
            onDone: {
              // A user deleted meanwhile keeps the rendered page until the next visit.
              target: "idle",
              actions: {
                type: "takeProfile",
                params: ({ event, context }) =>
                  event.output.user === null ? { ...event.output, user: context.user } : event.output,
              },
            },
            // The rendered profile stays.
            onError: "idle",
          },
        },
        loadingStatistics: {
          tags: "statisticsLoading",
          invoke: {
            id: "loadStatistics",
            src: "loadStatistics",
            input: ({ context }) => context.request,
            onDone: {
              target: "idle",
              actions: { type: "takeStatistics", params: ({ event }) => event.output },
            },
            onError: {
              target: "statisticsFailed",
              actions: { type: "noteStatisticsFailure", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        statisticsFailed: {
          tags: "statisticsFailed",
          on: { "tipsterProfile.statistics.retry": "loadingStatistics" },
        },
      },
    },
  },
});

export type TipsterProfileMachine = typeof tipsterProfileMachine;
