import {
  type AnyActorLogic,
  assign,
  enqueueActions,
  fromCallback,
  fromPromise,
  not,
  setup,
  stateIn,
} from "xstate";
import { type AuthToken, isExpired } from "../../domain/accounts/authToken.ts";
import type { LeadershipCommand, LeadershipEvent } from "../../domain/session/leadershipProtocol.ts";
import type { LogoutReason } from "../../domain/session/logoutReason.ts";
import { refreshLeadMs } from "./refreshSchedule.ts";
import { codeOfError, endReasonOfCode, meaningOfCode, meaningOfError } from "./sessionCodes.ts";
import {
  INACTIVITY_MS,
  KEEP_ALIVE_DEBOUNCE_MS,
  REFRESH_LOOP_LIMIT,
  RETRY_DELAY_MS,
  VALIDATION_DELAY_MS,
} from "./sessionTiming.ts";
import { soloLeadership } from "./soloLeadership.ts";

/**
 * The browser session (accounts spec sections 3, 4, 8 and 9): the token pair, its refresh loop, start-up
 * checks, the keep-alive, and one leader among the open tabs. Two regions run side by side: `leadership`
 * (this tab leads or follows, as the `leadership` actor reports) and `auth` (signed out or in; when in, the
 * token's `status` and the leader's `keepAlive`). IO lives in named actors, time in named delays.
 */
export interface SessionInput {
  /** The clock, read when the refresh timer is armed (the composition root gives `Date.now`). */
  readonly now: () => number;
  /** This tab among the others, for the leader election (unique per tab). */
  readonly tabId: string;
}

export interface SessionContext {
  readonly now: () => number;
  readonly tabId: string;
  readonly token: AuthToken | null;
  /** Refresh cycles since a call last succeeded; past REFRESH_LOOP_LIMIT the session is a refreshing loop. */
  readonly refreshCount: number;
  /** Why the last session ended; null while signed in and after a sign-out the user asked for. */
  readonly logoutReason: LogoutReason | null;
}

export type SessionEvent =
  // From the app.
  | { readonly type: "session.signedIn"; readonly token: AuthToken }
  | { readonly type: "session.signOut" }
  /**
   * A call failed with this catalogue code (the app reports every failure; codes not about sessions are
   * ignored). `accessToken` is the token the call carried: a refusal of a token already replaced is old news.
   */
  | { readonly type: "session.apiFailed"; readonly code: string; readonly accessToken?: string }
  | { readonly type: "session.apiSucceeded" }
  /** The user did something (the app throttles DOM events before sending this). */
  | { readonly type: "session.activity" }
  // From the tokenStorage and leadership actors.
  | TokenStorageLoadedEvent
  | LeadershipEvent;

/** Sent by the `tokenStorage` actor once, when it starts; `at` is the clock then, so start-up guards stay pure. */
export interface TokenStorageLoadedEvent {
  readonly type: "session.storage.loaded";
  readonly token: AuthToken | null;
  readonly at: number;
}

/** Sent by the machine to the `tokenStorage` actor to remember or forget the token. */
export type TokenStorageCommand =
  | { readonly type: "tokenStorage.save"; readonly token: AuthToken }
  | { readonly type: "tokenStorage.clear" };

/** The default store holds nothing and keeps nothing; the composition root provides the browser's. */
const nothingStored = fromCallback<TokenStorageCommand>(({ sendBack }) => {
  const loaded: TokenStorageLoadedEvent = { type: "session.storage.loaded", token: null, at: 0 };
  sendBack(loaded);
});

/** What a session call actor receives: the token it authenticates with. */
export interface AccessTokenInput {
  readonly accessToken: string;
}
export interface RefreshTokenInput {
  readonly refreshToken: string;
}

/** The defaults fail loudly: the composition root provides calls through transport, tests bring fakes. */
const unprovided = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`sessionMachine: provide the \`${name}\` actor`)),
  );

const signedOut = "#session.auth.signedOut";
const refreshed = "#session.auth.signedIn.status.refreshed";

const isLeader = stateIn({ leadership: "leader" });

/** Every end of a session, whoever ended it, resets what belonged to the user. */
const resetUserState = ["resetProfile", "resetNotifications", "resetFavourites"] as const;

/**
 * NOTE: after a refresh the server answers the previous access token with token.token_disabled; calls still
 * in flight with it must not start another refresh cycle (nor count towards the loop).
 */
const aboutHeldToken = (context: SessionContext, event: { readonly accessToken?: string }): boolean =>
  event.accessToken === undefined || event.accessToken === context.token?.accessToken;

/** The error of an `xstate.error.actor.*` event (setup's event union does not list those events). */
const errorOf = (event: object): unknown => ("error" in event ? event.error : undefined);

const accessOf = ({ context }: { readonly context: SessionContext }): AccessTokenInput => ({
  accessToken: context.token?.accessToken ?? "",
});

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    children: {} as { tokenStorage: "tokenStorage"; leadership: "leadership" },
  },
  actors: {
    // Defaults keep the machine off the browser: nothing stored and a tab that leads alone.
    tokenStorage: nothingStored,
    // NOTE: widened so a statechart (leaderElectionMachine), a callback (a lone tab) or a test's puppet can
    // be provided: each takes `{ tabId }`, hears LeadershipCommand and answers with LeadershipEvent.
    leadership: soloLeadership as AnyActorLogic,
    refreshToken: unprovided<AuthToken, RefreshTokenInput>("refreshToken"),
    /** A cheap authenticated call; it only has to fail with the session's code when the token is bad. */
    validate: unprovided<unknown, AccessTokenInput>("validate"),
    keepAlive: unprovided<unknown, AccessTokenInput>("keepAlive"),
    revokeKeepAlive: unprovided<unknown, AccessTokenInput>("revokeKeepAlive"),
  },
  delays: {
    validationDelay: VALIDATION_DELAY_MS,
    retryDelay: RETRY_DELAY_MS,
    keepAliveDebounce: KEEP_ALIVE_DEBOUNCE_MS,
    inactivity: INACTIVITY_MS,
    // NOTE: the clock is read when the timer is armed (on entering `valid` or `refreshed`), not in a guard.
    refreshLead: ({ context }) => (context.token === null ? 0 : refreshLeadMs(context.token, context.now())),
  },
  guards: {
    isLeader,
    isFollower: not(isLeader),
    nothingStored: ({ event }) => event.type === "session.storage.loaded" && event.token === null,
    storedRefreshTokenExpired: ({ event }) =>
      event.type === "session.storage.loaded" &&
      event.token !== null &&
      isExpired(event.token.refreshTokenValidUntil, event.at),
    storedAccessTokenExpired: ({ event }) =>
      event.type === "session.storage.loaded" &&
      event.token !== null &&
      isExpired(event.token.accessTokenValidUntil, event.at),
    isRefreshableCode: ({ context, event }) =>
      event.type === "session.apiFailed" &&
      meaningOfCode(event.code).kind === "refresh" &&
      aboutHeldToken(context, event),
    isRemovalCode: ({ event }) =>
      event.type === "session.apiFailed" && meaningOfCode(event.code).kind === "remove",
    /** A refreshable failure after REFRESH_LOOP_LIMIT cycles without a successful call: a loop. */
    refreshableAtLoopLimit: ({ context, event }) =>
      event.type === "session.apiFailed" &&
      meaningOfCode(event.code).kind === "refresh" &&
      aboutHeldToken(context, event) &&
      context.refreshCount >= REFRESH_LOOP_LIMIT,
    isRefreshableError: ({ event }) => meaningOfError(errorOf(event)).kind === "refresh",
    isRemovalError: ({ event }) => meaningOfError(errorOf(event)).kind === "remove",
    /** Neither a refresh nor a removal can help: the network, the server. Try again later. */
    isTransientError: ({ event }) => meaningOfError(errorOf(event)).kind === "other",
    /** The asking tab holds an older token than this one: sending ours is the answer, not a refresh. */
    isStaleRefreshRequest: ({ context, event }) =>
      event.type === "session.refresh.requested" && event.accessToken !== context.token?.accessToken,
  },
  actions: {
    /** A token this tab obtained (sign-in, refresh): kept, stored for later visits and shared with the other tabs. */
    storeToken: enqueueActions(({ enqueue }, params: { readonly token: AuthToken }) => {
      enqueue.assign({ token: params.token, logoutReason: null });
      enqueue.sendTo("tokenStorage", {
        type: "tokenStorage.save",
        token: params.token,
      } satisfies TokenStorageCommand);
      enqueue.sendTo("leadership", {
        type: "leadership.tokens.publish",
        token: params.token,
      } satisfies LeadershipCommand);
    }),
    /** A token from storage or another tab: already stored, so only kept. */
    takeToken: assign((_, params: { readonly token: AuthToken }) => ({
      token: params.token,
      logoutReason: null,
    })),
    countRefreshCycle: assign({ refreshCount: ({ context }) => context.refreshCount + 1 }),
    resetRefreshCount: assign({ refreshCount: 0 }),

    /** This tab ends the session: forgotten, unstored and announced to the other tabs. */
    endSession: enqueueActions(({ enqueue }, params: { readonly reason: LogoutReason | null }) => {
      enqueue.assign({ token: null, refreshCount: 0, logoutReason: params.reason });
      enqueue.sendTo("tokenStorage", { type: "tokenStorage.clear" } satisfies TokenStorageCommand);
      enqueue.sendTo("leadership", {
        type: "leadership.cleared.publish",
        reason: params.reason,
      } satisfies LeadershipCommand);
    }),
    /** Another tab ended it: storage is already cleared and the others already told. */
    forgetSession: assign((_, params: { readonly reason: LogoutReason | null }) => ({
      token: null,
      refreshCount: 0,
      logoutReason: params.reason,
    })),
    // Sign-out resets (accounts spec section 4), after every end of a session; the composition root provides them.
    // NOTE: empty enqueueActions, not bare functions: a bare function beside parameterised enqueueActions
    // makes setup infer every action's params as unknown (xstate 5.33 with tsc 7).
    resetProfile: enqueueActions(() => {}),
    resetNotifications: enqueueActions(() => {}),
    resetFavourites: enqueueActions(() => {}),

    /** A follower cannot refresh (two tabs spending one refresh token would end the session): it asks. */
    askLeaderToRefresh: enqueueActions(({ context, check, enqueue }) => {
      if (context.token === null || check(isLeader)) return;
      enqueue.sendTo("leadership", {
        type: "leadership.refresh.request",
        accessToken: context.token.accessToken,
      } satisfies LeadershipCommand);
    }),
    republishToken: enqueueActions(({ context, enqueue }) => {
      if (context.token === null) return;
      enqueue.sendTo("leadership", {
        type: "leadership.tokens.publish",
        token: context.token,
      } satisfies LeadershipCommand);
    }),
    forwardActivity: enqueueActions(({ enqueue }) =>
      enqueue.sendTo("leadership", { type: "leadership.activity.forward" } satisfies LeadershipCommand),
    ),
    /** A keep-alive call refused for a session reason goes down the same road as any other call's. */
    reportCallFailure: enqueueActions(({ enqueue }, params: { readonly error: unknown }) => {
      const code = codeOfError(params.error);
      if (code !== undefined && meaningOfCode(code).kind !== "other") {
        enqueue.raise({ type: "session.apiFailed", code });
      }
    }),
  },
}).createMachine({
  id: "session",
  context: ({ input }) => ({
    now: input.now,
    tabId: input.tabId,
    token: null,
    refreshCount: 0,
    logoutReason: null,
  }),
  invoke: [
    { id: "tokenStorage", src: "tokenStorage" },
    {
      id: "leadership",
      src: "leadership",
      input: ({ context }: { context: SessionContext }) => ({ tabId: context.tabId }),
    },
  ],
  type: "parallel",
  states: {
    leadership: {
      initial: "follower",
      states: {
        follower: { on: { "session.leader.gained": "leader" } },
        leader: { tags: ["leader"], on: { "session.leader.lost": "follower" } },
      },
    },
    auth: {
      initial: "loading",
      states: {
        loading: {
          tags: ["loading"],
          on: {
            "session.storage.loaded": [
              { guard: "nothingStored", target: "signedOut" },
              {
                guard: "storedRefreshTokenExpired",
                target: "signedOut",
                actions: [{ type: "endSession", params: { reason: "sessionExpired" } }, ...resetUserState],
              },
              {
                guard: "storedAccessTokenExpired",
                target: "signedIn.status.refreshRequired",
                actions: { type: "takeToken", params: ({ event }) => ({ token: event.token! }) },
              },
              {
                target: "signedIn.status.starting",
                actions: { type: "takeToken", params: ({ event }) => ({ token: event.token! }) },
              },
            ],
          },
        },
        signedOut: {
          tags: ["signedOut"],
          on: {
            "session.signedIn": {
              target: "signedIn",
              actions: { type: "storeToken", params: ({ event }) => ({ token: event.token }) },
            },
            "session.tokens.adopted": {
              target: "signedIn",
              actions: { type: "takeToken", params: ({ event }) => ({ token: event.token }) },
            },
          },
        },
        signedIn: {
          tags: ["signedIn"],
          type: "parallel",
          on: {
            "session.signOut": {
              target: "signedOut",
              actions: [{ type: "endSession", params: { reason: null } }, ...resetUserState],
            },
            "session.tokens.cleared": {
              target: "signedOut",
              actions: [
                { type: "forgetSession", params: ({ event }) => ({ reason: event.reason }) },
                ...resetUserState,
              ],
            },
            "session.apiFailed": {
              guard: "isRemovalCode",
              target: "signedOut",
              actions: [
                { type: "endSession", params: ({ event }) => ({ reason: endReasonOfCode(event.code) }) },
                ...resetUserState,
              ],
            },
          },
          states: {
            status: {
              initial: "valid",
              on: {
                "session.apiFailed": [
                  {
                    guard: "refreshableAtLoopLimit",
                    target: signedOut,
                    actions: [
                      { type: "endSession", params: { reason: "refreshingLoop" } },
                      ...resetUserState,
                    ],
                  },
                  { guard: "isRefreshableCode", target: ".refreshRequired", actions: "countRefreshCycle" },
                ],
                "session.tokens.adopted": {
                  target: ".refreshed",
                  actions: { type: "takeToken", params: ({ event }) => ({ token: event.token }) },
                },
                "session.refresh.requested": [
                  { guard: "isStaleRefreshRequest", actions: "republishToken" },
                  { guard: "isLeader", target: ".refreshRequired" },
                ],
              },
              states: {
                /** Start-up with a stored token that still counts as valid: checked shortly after. */
                starting: {
                  on: { "session.apiSucceeded": "valid" },
                  after: { validationDelay: "validating" },
                },
                validating: {
                  on: { "session.apiSucceeded": "valid" },
                  invoke: {
                    id: "validate",
                    src: "validate",
                    input: accessOf,
                    onDone: "valid",
                    onError: [
                      {
                        guard: "isRefreshableError",
                        target: "refreshRequired",
                        actions: "countRefreshCycle",
                      },
                      {
                        guard: "isRemovalError",
                        target: signedOut,
                        actions: [
                          {
                            type: "endSession",
                            params: ({ event }) => ({ reason: endReasonOfCode(codeOfError(event.error)) }),
                          },
                          ...resetUserState,
                        ],
                      },
                      // NOTE: offline or a server fault says nothing about the token; the next calls will.
                      { target: "valid" },
                    ],
                  },
                },
                valid: {
                  // A new leader arms the refresh timer the follower did not need.
                  on: { "session.leader.gained": { target: "valid", reenter: true } },
                  after: { refreshLead: { guard: "isLeader", target: "refreshRequired" } },
                },
                refreshRequired: {
                  tags: ["refreshing"],
                  initial: "awaitingLeader",
                  on: {
                    // Calls that left with the old token keep failing until the new one arrives.
                    "session.apiFailed": { guard: "isRefreshableCode" },
                    "session.refresh.requested": {},
                  },
                  states: {
                    awaitingLeader: {
                      entry: "askLeaderToRefresh",
                      always: { guard: "isLeader", target: "refreshing" },
                      // The leader may have closed before answering: ask again (a new one will be elected).
                      after: { retryDelay: { target: "awaitingLeader", reenter: true } },
                    },
                    refreshing: {
                      invoke: {
                        id: "refreshToken",
                        src: "refreshToken",
                        input: ({ context }) => ({ refreshToken: context.token?.refreshToken ?? "" }),
                        onDone: {
                          target: refreshed,
                          actions: { type: "storeToken", params: ({ event }) => ({ token: event.output }) },
                        },
                        onError: [
                          {
                            guard: "isTransientError",
                            target: "retrying",
                          },
                          {
                            target: signedOut,
                            actions: [
                              {
                                type: "endSession",
                                // NOTE: a refresh refused with a token code is not cured by refreshing again.
                                params: ({ event }) => ({
                                  reason: endReasonOfCode(codeOfError(event.error)),
                                }),
                              },
                              ...resetUserState,
                            ],
                          },
                        ],
                      },
                    },
                    /** Back through `awaitingLeader`: a tab that lost leadership meanwhile asks instead. */
                    retrying: { after: { retryDelay: "awaitingLeader" } },
                  },
                },
                refreshed: {
                  on: {
                    "session.apiSucceeded": { target: "valid", actions: "resetRefreshCount" },
                    "session.leader.gained": { target: "refreshed", reenter: true },
                  },
                  after: { refreshLead: { guard: "isLeader", target: "refreshRequired" } },
                },
              },
            },
            keepAlive: {
              initial: "follower",
              states: {
                follower: {
                  always: { guard: "isLeader", target: "leader" },
                  on: { "session.activity": { actions: "forwardActivity" } },
                },
                leader: {
                  always: { guard: "isFollower", target: "follower" },
                  initial: "idle",
                  states: {
                    idle: { on: { "session.activity": "debouncing" } },
                    debouncing: {
                      on: { "session.activity": { target: "debouncing", reenter: true } },
                      after: { keepAliveDebounce: "extending" },
                    },
                    extending: {
                      invoke: {
                        id: "keepAlive",
                        src: "keepAlive",
                        input: accessOf,
                        onDone: "alive",
                        onError: {
                          target: "idle",
                          actions: {
                            type: "reportCallFailure",
                            params: ({ event }) => ({ error: event.error }),
                          },
                        },
                      },
                    },
                    alive: {
                      on: { "session.activity": "debouncing" },
                      after: { inactivity: "revoking" },
                    },
                    revoking: {
                      on: { "session.activity": "debouncing" },
                      invoke: {
                        id: "revokeKeepAlive",
                        src: "revokeKeepAlive",
                        input: accessOf,
                        onDone: "idle",
                        onError: {
                          target: "idle",
                          actions: {
                            type: "reportCallFailure",
                            params: ({ event }) => ({ error: event.error }),
                          },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});
