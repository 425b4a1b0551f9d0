import { TestModel } from "@xstate/graph";
import { describe, expect, it } from "vitest";
import { createActor, fromCallback, type SnapshotFrom } from "xstate";
import type { LogoutReason } from "../../../domain/session/logoutReason.ts";
import {
  type SessionBridgeEvent,
  sessionBridgeMachine,
} from "../../../machines/session/sessionBridgeMachine.ts";
import { transitionCoverage } from "../../helpers/transitionCoverage.ts";

/**
 * Model-based test of the session bridge, with the machine as its own model: one path per transition,
 * replayed on a real actor whose session and realtime actors the test feeds and whose actions record what
 * the app would do (websocket logins, profile loads, sign-out notices, failed calls told to the session).
 */
type Snapshot = SnapshotFrom<typeof sessionBridgeMachine>;

const observed = (
  accessToken: string | null,
  logoutReason: LogoutReason | null = null,
): SessionBridgeEvent => ({
  type: "session.observed",
  accessToken,
  logoutReason,
});

const serverError = { _tag: "ServerError", code: "session.session_disabled", message: "disabled" } as const;

const EVENTS: ReadonlyArray<SessionBridgeEvent> = [
  // Signed in, then the refresh's new token, and the same token seen again (another change of the session).
  observed("access-1"),
  observed("access-2"),
  // Signed out by the user (no reason) and by the server.
  observed(null),
  observed(null, "sessionExpired"),
  // The server refused the websocket's login: the session hears it as a failed call of that token.
  {
    type: "realtime.rejected",
    request: { type: "login", id: "rt-1", token: "access-1" },
    failure: serverError,
  },
  // Refusals that say nothing about the token.
  {
    type: "realtime.rejected",
    request: { type: "subscribe", id: "rt-2", topic: "live" },
    failure: serverError,
  },
  {
    type: "realtime.rejected",
    request: { type: "login", id: "rt-3", token: "access-1" },
    failure: { _tag: "Timeout", message: "no answer" },
  },
];

const serialize = (snapshot: Snapshot): string => JSON.stringify([snapshot.value, snapshot.context]);

const model = new TestModel(sessionBridgeMachine, {
  events: () => [...EVENTS],
  serializeState: serialize,
}) as unknown as TestModel<Snapshot, SessionBridgeEvent, unknown>;
const label = (snapshot: Snapshot): string =>
  snapshot.matches("signedIn") ? `signedIn(${snapshot.context.loggedInWith})` : "signedOut";
const paths = transitionCoverage(model, serialize, label);

type Effect =
  | readonly ["loginRealtime", string | null]
  | readonly ["loadProfile"]
  | readonly ["notifySignedOut", LogoutReason | null]
  | readonly ["reportFailedCall", string, string];

/** The bridge with its inputs in the test's hands and its actions recorded in order. */
const harness = () => {
  const effects: Effect[] = [];
  let fromSession: ((event: SessionBridgeEvent) => void) | undefined;
  let fromRealtime: ((event: SessionBridgeEvent) => void) | undefined;
  const actor = createActor(
    sessionBridgeMachine.provide({
      actors: {
        sessionChanges: fromCallback<SessionBridgeEvent>(({ sendBack }) => {
          fromSession = sendBack;
        }),
        realtimeRejections: fromCallback<SessionBridgeEvent>(({ sendBack }) => {
          fromRealtime = sendBack;
        }),
      },
      actions: {
        loginRealtime: (_, { accessToken }) => void effects.push(["loginRealtime", accessToken]),
        loadProfile: () => void effects.push(["loadProfile"]),
        notifySignedOut: (_, { reason }) => void effects.push(["notifySignedOut", reason]),
        reportFailedCall: (_, { code, accessToken }) =>
          void effects.push(["reportFailedCall", code, accessToken]),
      },
    }),
  ).start();
  const deliver = (event: SessionBridgeEvent) =>
    event.type === "session.observed" ? fromSession?.(event) : fromRealtime?.(event);
  return { actor, effects, deliver };
};

/** What the app must see for `event` with the bridge in `before`: the rules, stated apart from the chart. */
const expectedEffects = (before: Snapshot, event: SessionBridgeEvent): Effect[] => {
  const signedIn = before.matches("signedIn");
  if (event.type === "realtime.rejected") {
    return event.request.type === "login" && event.failure._tag === "ServerError"
      ? [["reportFailedCall", event.failure.code, event.request.token]]
      : [];
  }
  if (event.accessToken === null) {
    return signedIn
      ? [
          ["loginRealtime", null],
          ["notifySignedOut", event.logoutReason],
        ]
      : [];
  }
  if (!signedIn) return [["loginRealtime", event.accessToken], ["loadProfile"]];
  return event.accessToken === before.context.loggedInWith ? [] : [["loginRealtime", event.accessToken]];
};

describe("sessionBridgeMachine along its own model", () => {
  it("walks sign-in, the refresh's new login, both sign-outs and the refused login", () => {
    const descriptions = new Set(paths.map(({ description }) => description));
    const step = (from: string, event: SessionBridgeEvent, to: string) =>
      `${from} --${JSON.stringify(event)}--> ${to}`;
    for (const walked of [
      step("signedOut", observed("access-1"), "signedIn(access-1)"),
      step("signedIn(access-1)", observed("access-2"), "signedIn(access-2)"),
      step("signedIn(access-2)", observed(null), "signedOut"),
      step("signedIn(access-1)", observed(null, "sessionExpired"), "signedOut"),
      step("signedIn(access-1)", EVENTS[4]!, "signedIn(access-1)"),
    ]) {
      expect(descriptions).toContain(walked);
    }
  });

  for (const { description, path } of paths) {
    it(description, async () => {
      const h = harness();
      try {
        await model.testPath(path, {
          states: {
            "*": (state: Snapshot) => {
              expect(h.actor.getSnapshot().value).toEqual(state.value);
              expect(h.actor.getSnapshot().context).toEqual(state.context);
            },
          },
          events: Object.fromEntries(
            EVENTS.map((event) => [
              event.type,
              ({ event: step }: { readonly event: SessionBridgeEvent }) => {
                const before = h.actor.getSnapshot();
                const count = h.effects.length;
                h.deliver(step);
                expect(h.effects.slice(count)).toEqual(expectedEffects(before, step));
              },
            ]),
          ),
        });
      } finally {
        h.actor.stop();
      }
    });
  }
});
