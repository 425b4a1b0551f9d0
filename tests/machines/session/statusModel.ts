import { TestModel } from "@xstate/graph";
import { assign, type SnapshotFrom, setup, stateIn } from "xstate";
import { SessionErrorCode } from "../../../domain/accounts/authToken.ts";
import type { LogoutReason } from "../../../domain/session/logoutReason.ts";
import { endReasonOfCode, meaningOfCode, removalCodes } from "../../../machines/session/sessionCodes.ts";
import { REFRESH_LOOP_LIMIT } from "../../../machines/session/sessionTiming.ts";

/**
 * The session's token lifecycle restated from the spec (accounts sections 4, 8 and 9) for one tab, with the
 * machine's effects as plain events: storage answers (`storage.*`), call answers (`validate.*`,
 * `refresh.*`), timers (`timer.*`) and what the leadership actor reports. @xstate/graph walks this model;
 * the test replays each path on the real machine. The keep-alive has its own model (keepAliveModel.ts).
 */
export interface StatusModelContext {
  readonly count: number;
  readonly reason: LogoutReason | null;
}

export type StatusModelEvent =
  | { readonly type: "storage.empty" }
  | { readonly type: "storage.valid" }
  | { readonly type: "storage.accessExpired" }
  | { readonly type: "storage.refreshExpired" }
  | { readonly type: "leader.gained" }
  | { readonly type: "leader.lost" }
  | { readonly type: "app.signedIn" }
  | { readonly type: "app.signOut" }
  /** `stale`: the call carried an access token this tab has already replaced. */
  | { readonly type: "api.failed"; readonly code: string; readonly stale?: boolean }
  | { readonly type: "api.succeeded" }
  | { readonly type: "timer.validationDelay" }
  | { readonly type: "validate.ok" }
  | { readonly type: "validate.failed"; readonly code: string }
  | { readonly type: "validate.networkFailure" }
  | { readonly type: "refresh.ok" }
  | { readonly type: "refresh.failed"; readonly code: string }
  | { readonly type: "refresh.networkFailure" }
  | { readonly type: "timer.retryDelay" }
  | { readonly type: "timer.refreshLead" }
  | { readonly type: "tokens.adopted" }
  | { readonly type: "tokens.cleared" }
  /** A follower asks the leader to refresh; `stale` when it asks about a token the leader already replaced. */
  | { readonly type: "refresh.requested"; readonly stale: boolean };

/** The reason another tab announces in `tokens.cleared`. */
export const OTHER_TAB_REASON: LogoutReason = "sessionClosed";

const codeOf = (event: StatusModelEvent): string | undefined => ("code" in event ? event.code : undefined);
/** A refusal of a replaced token is old news, whatever its code says. */
const kindOf = (event: StatusModelEvent) => {
  const kind = meaningOfCode(codeOf(event)).kind;
  return kind === "refresh" && "stale" in event && event.stale ? "other" : kind;
};

const signedOut = "#session.auth.signedOut";

export const statusModelMachine = setup({
  types: { context: {} as StatusModelContext, events: {} as StatusModelEvent },
  guards: {
    isLeader: stateIn({ leadership: "leader" }),
    refreshable: ({ event }) => kindOf(event) === "refresh",
    removal: ({ event }) => kindOf(event) === "remove",
    loopExhausted: ({ context, event }) => kindOf(event) === "refresh" && context.count >= REFRESH_LOOP_LIMIT,
    stale: ({ event }) => event.type === "refresh.requested" && event.stale,
  },
  actions: {
    endSession: assign((_, params: { readonly reason: LogoutReason | null }) => ({
      count: 0,
      reason: params.reason,
    })),
    /** A session code names its reason; a token code on a call refreshing cannot cure is sessionInvalid. */
    endForCode: assign(({ event }) => ({ count: 0, reason: endReasonOfCode(codeOf(event)) })),
    countCycle: assign(({ context }) => ({ count: context.count + 1 })),
    resetCount: assign({ count: 0 }),
    clearReason: assign({ reason: null }),
  },
}).createMachine({
  id: "session",
  context: { count: 0, reason: null },
  type: "parallel",
  states: {
    leadership: {
      initial: "follower",
      states: {
        follower: { on: { "leader.gained": "leader" } },
        leader: { on: { "leader.lost": "follower" } },
      },
    },
    auth: {
      initial: "loading",
      states: {
        loading: {
          on: {
            "storage.empty": "signedOut",
            "storage.refreshExpired": {
              target: signedOut,
              actions: { type: "endSession", params: { reason: "sessionExpired" } },
            },
            "storage.accessExpired": "signedIn.status.refreshRequired",
            "storage.valid": "signedIn.status.starting",
          },
        },
        signedOut: {
          on: {
            "app.signedIn": { target: "signedIn", actions: "clearReason" },
            "tokens.adopted": { target: "signedIn", actions: "clearReason" },
          },
        },
        signedIn: {
          initial: "status",
          on: {
            "app.signOut": { target: signedOut, actions: { type: "endSession", params: { reason: null } } },
            "tokens.cleared": {
              target: signedOut,
              actions: { type: "endSession", params: { reason: OTHER_TAB_REASON } },
            },
            "api.failed": { guard: "removal", target: signedOut, actions: "endForCode" },
          },
          states: {
            status: {
              initial: "valid",
              on: {
                "api.failed": [
                  {
                    guard: "loopExhausted",
                    target: signedOut,
                    actions: { type: "endSession", params: { reason: "refreshingLoop" } },
                  },
                  { guard: "refreshable", target: ".refreshRequired", actions: "countCycle" },
                ],
                "tokens.adopted": ".refreshed",
                "refresh.requested": [{ guard: "stale" }, { guard: "isLeader", target: ".refreshRequired" }],
              },
              states: {
                starting: { on: { "api.succeeded": "valid", "timer.validationDelay": "validating" } },
                validating: {
                  on: {
                    "api.succeeded": "valid",
                    "validate.ok": "valid",
                    "validate.failed": [
                      { guard: "refreshable", target: "refreshRequired", actions: "countCycle" },
                      { guard: "removal", target: signedOut, actions: "endForCode" },
                    ],
                    "validate.networkFailure": "valid",
                  },
                },
                valid: { on: { "timer.refreshLead": { guard: "isLeader", target: "refreshRequired" } } },
                refreshRequired: {
                  initial: "awaitingLeader",
                  on: { "api.failed": { guard: "refreshable" }, "refresh.requested": {} },
                  states: {
                    awaitingLeader: {
                      always: { guard: "isLeader", target: "refreshing" },
                      on: { "timer.retryDelay": "awaitingLeader" },
                    },
                    refreshing: {
                      on: {
                        "refresh.ok": "#session.auth.signedIn.status.refreshed",
                        "refresh.networkFailure": "retrying",
                        "refresh.failed": { target: signedOut, actions: "endForCode" },
                      },
                    },
                    retrying: { on: { "timer.retryDelay": "awaitingLeader" } },
                  },
                },
                refreshed: {
                  on: {
                    "api.succeeded": { target: "valid", actions: "resetCount" },
                    "timer.refreshLead": { guard: "isLeader", target: "refreshRequired" },
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

export type StatusModelSnapshot = SnapshotFrom<typeof statusModelMachine>;

export const leadsIn = (snapshot: { readonly value: unknown }): boolean =>
  (snapshot.value as { readonly leadership: string }).leadership === "leader";

/** Where the `auth` region is, as one dotted name: `loading`, `signedOut`, `valid`, `refreshRequired.retrying`… */
export const authPlaceOf = (value: unknown): string => {
  const auth = (value as { readonly auth: unknown }).auth;
  if (typeof auth === "string") return auth;
  const status = (auth as { readonly signedIn: { readonly status: unknown } }).signedIn.status;
  return typeof status === "string"
    ? status
    : `refreshRequired.${(status as { readonly refreshRequired: string }).refreshRequired}`;
};

/**
 * The events that can happen in a state: only answers to calls that are waiting, only timers that are
 * armed. Every removal code is tried from `valid`; elsewhere one stands for all (they share one transition).
 */
const eventsIn = (snapshot: StatusModelSnapshot): Array<StatusModelEvent> => {
  const leadership: StatusModelEvent = leadsIn(snapshot)
    ? { type: "leader.lost" }
    : { type: "leader.gained" };
  const place = authPlaceOf(snapshot.value);
  if (place === "loading") {
    return [
      leadership,
      { type: "storage.empty" },
      { type: "storage.valid" },
      { type: "storage.accessExpired" },
      { type: "storage.refreshExpired" },
    ];
  }
  if (place === "signedOut") return [leadership, { type: "app.signedIn" }, { type: "tokens.adopted" }];
  const common: Array<StatusModelEvent> = [
    leadership,
    { type: "app.signOut" },
    { type: "tokens.adopted" },
    { type: "tokens.cleared" },
    { type: "api.succeeded" },
    { type: "api.failed", code: SessionErrorCode.tokenExpired },
    ...(place === "valid"
      ? [
          { type: "api.failed", code: SessionErrorCode.tokenDisabled } as const,
          ...removalCodes.map((code) => ({ type: "api.failed", code }) as const),
        ]
      : [{ type: "api.failed", code: SessionErrorCode.closed } as const]),
  ];
  switch (place) {
    case "starting":
      return [...common, { type: "timer.validationDelay" }];
    case "validating":
      return [
        ...common,
        { type: "validate.ok" },
        { type: "validate.failed", code: SessionErrorCode.tokenExpired },
        { type: "validate.failed", code: SessionErrorCode.notFoundByAccessToken },
        { type: "validate.networkFailure" },
      ];
    case "valid":
    case "refreshed": {
      // A call that left before the last refresh is refused: nothing to do.
      const late: StatusModelEvent = {
        type: "api.failed",
        code: SessionErrorCode.tokenDisabled,
        stale: true,
      };
      // A follower's refresh timer does nothing and nobody asks a follower to refresh.
      return leadsIn(snapshot)
        ? [
            ...common,
            late,
            { type: "timer.refreshLead" },
            { type: "refresh.requested", stale: false },
            { type: "refresh.requested", stale: true },
          ]
        : [...common, late];
    }
    case "refreshRequired.awaitingLeader":
    case "refreshRequired.retrying":
      return [...common, { type: "timer.retryDelay" }];
    case "refreshRequired.refreshing":
      return [
        ...common,
        { type: "refresh.ok" },
        { type: "refresh.networkFailure" },
        { type: "refresh.failed", code: SessionErrorCode.notFoundByRefreshToken },
        { type: "refresh.failed", code: SessionErrorCode.tokenExpired },
        { type: "refresh.requested", stale: false },
      ];
    default:
      throw new Error(`no events for ${place}`);
  }
};

/** A state is its value and context, however it was reached (the library's default keys on the way in too). */
export const serializeStatusState = (snapshot: StatusModelSnapshot): string =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context });

/**
 * NOTE: a `TestModel` rather than `createTestModel`, which adds a bare event for every type a state
 * handles: a follower's guarded refresh timer, a failure without its code. Only `eventsIn` may happen.
 */
export const statusModel = new TestModel(statusModelMachine, {
  events: eventsIn,
  serializeState: serializeStatusState,
});
