import { assign, fromCallback, setup } from "xstate";
import type { ClientRequest } from "../../domain/realtime/messages.ts";
import type { RequestFailure } from "../../domain/realtime/pendingRequests.ts";
import type { LogoutReason } from "../../domain/session/logoutReason.ts";

/**
 * What follows the session in the rest of the app: the websocket logs in with each new access token and
 * out on sign-out, the profile loads on sign-in (its reset on sign-out is the session's own
 * `resetProfile`), the app hears when a session ends and why, and a websocket login the server refused
 * counts as a failed call of that token. The session and the realtime connection come in as events from
 * the `sessionChanges` and `realtimeRejections` actors; what follows them is done by provided actions.
 */
export interface SessionBridgeContext {
  /** The token the websocket was last asked to log in with; null while logged out. */
  readonly loggedInWith: string | null;
}

export type SessionBridgeEvent =
  /** The session now: its access token while signed in (null otherwise), and why the last one ended. */
  | {
      readonly type: "session.observed";
      readonly accessToken: string | null;
      readonly logoutReason: LogoutReason | null;
    }
  /** The realtime server refused one of our requests. */
  | { readonly type: "realtime.rejected"; readonly request: ClientRequest; readonly failure: RequestFailure };

/** Defaults hear nothing; the composition root subscribes them to the session and the connection. */
const hearsNothing = fromCallback<SessionBridgeEvent>(() => {});

export const sessionBridgeMachine = setup({
  types: {
    context: {} as SessionBridgeContext,
    events: {} as SessionBridgeEvent,
  },
  actors: { sessionChanges: hearsNothing, realtimeRejections: hearsNothing },
  actions: {
    /** Sends the websocket's login with this token (null: logs out). */
    loginRealtime: (_, _params: { readonly accessToken: string | null }) => {},
    loadProfile: () => {},
    /** A session ended: `reason` is null when the user asked for it. */
    notifySignedOut: (_, _params: { readonly reason: LogoutReason | null }) => {},
    /** Tells the session a call with `accessToken` failed with `code` (`session.apiFailed`). */
    reportFailedCall: (_, _params: { readonly code: string; readonly accessToken: string }) => {},
  },
  guards: {
    signedIn: ({ event }) => event.type === "session.observed" && event.accessToken !== null,
    signedOut: ({ event }) => event.type === "session.observed" && event.accessToken === null,
    newToken: ({ context, event }) =>
      event.type === "session.observed" &&
      event.accessToken !== null &&
      event.accessToken !== context.loggedInWith,
    /** Only the server's refusal of a login judges the token; a timeout or a closed socket does not. */
    loginRefused: ({ event }) =>
      event.type === "realtime.rejected" &&
      event.request.type === "login" &&
      event.failure._tag === "ServerError",
  },
}).createMachine({
  id: "sessionBridge",
  context: { loggedInWith: null },
  invoke: [
    { id: "sessionChanges", src: "sessionChanges" },
    { id: "realtimeRejections", src: "realtimeRejections" },
  ],
  on: {
    "realtime.rejected": {
      guard: "loginRefused",
      actions: {
        type: "reportFailedCall",
        params: ({ event }) => ({
          code: event.failure._tag === "ServerError" ? event.failure.code : "",
          accessToken: event.request.type === "login" ? event.request.token : "",
        }),
      },
    },
  },
  initial: "signedOut",
  states: {
    signedOut: {
      on: {
        "session.observed": {
          guard: "signedIn",
          target: "signedIn",
          actions: [
            assign({ loggedInWith: ({ event }) => event.accessToken }),
            { type: "loginRealtime", params: ({ event }) => ({ accessToken: event.accessToken }) },
            "loadProfile",
          ],
        },
      },
    },
    signedIn: {
      on: {
        "session.observed": [
          {
            guard: "signedOut",
            target: "signedOut",
            actions: [
              assign({ loggedInWith: null }),
              { type: "loginRealtime", params: { accessToken: null } },
              { type: "notifySignedOut", params: ({ event }) => ({ reason: event.logoutReason }) },
            ],
          },
          {
            // A refreshed token: the websocket logs in again with it.
            guard: "newToken",
            actions: [
              assign({ loggedInWith: ({ event }) => event.accessToken }),
              { type: "loginRealtime", params: ({ event }) => ({ accessToken: event.accessToken }) },
            ],
          },
        ],
      },
    },
  },
});
