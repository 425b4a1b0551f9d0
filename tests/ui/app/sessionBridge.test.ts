import { Effect, Layer, ManagedRuntime } from "effect";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import type { AuthToken } from "../../../domain/accounts/authToken.ts";
import type { ClientRequest } from "../../../domain/realtime/messages.ts";
import type { RequestFailure } from "../../../domain/realtime/pendingRequests.ts";
import { profileMachine } from "../../../machines/profile/profileMachine.ts";
import { sessionMachine } from "../../../machines/session/sessionMachine.ts";
import type { RealtimeClientShape } from "../../../transport/realtime/RealtimeClient.ts";
import { runOn } from "../../../ui/app/appRuntime.ts";
import { createTokenStorage } from "../../../ui/app/session/tokenStorage.ts";
import { createSessionBridgeLogic } from "../../../ui/app/sessionBridge.ts";
import { createMemoryStorage } from "../../../ui/app/storage.ts";

const token = (n: number): AuthToken => ({
  accessToken: `access-${n}`,
  refreshToken: `refresh-${n}`,
  accessTokenValidUntil: Date.now() + 15 * 60_000,
  refreshTokenValidUntil: Date.now() + 24 * 3_600_000,
  sessionId: "session",
  provider: "password",
});

/**
 * The part of the realtime client the bridge uses: `setToken` (recorded) and `rejections`, whose
 * listeners the test calls by hand.
 */
const fakeRealtime = () => {
  const tokens: Array<string | null> = [];
  type Rejected = { readonly request: ClientRequest; readonly failure: RequestFailure };
  const rejectedListeners = new Set<(request: ClientRequest, failure: RequestFailure) => void>();
  const client = {
    setToken: (value: string | null) => Effect.sync(() => void tokens.push(value)),
    rejections: (listener: (request: ClientRequest, failure: RequestFailure) => void) => {
      rejectedListeners.add(listener);
      return () => void rejectedListeners.delete(listener);
    },
  } as unknown as RealtimeClientShape;
  const reject = (event: Rejected) => {
    for (const listener of rejectedListeners) listener(event.request, event.failure);
  };
  return { client, tokens, reject };
};

const wire = () => {
  const session = createActor(
    sessionMachine.provide({ actors: { tokenStorage: createTokenStorage(createMemoryStorage(), Date.now) } }),
    { input: { now: Date.now, tabId: "tab-1" } },
  ).start();
  const profile = createActor(profileMachine).start();
  const realtime = fakeRealtime();
  const endings: Array<string | null> = [];
  const bridge = createActor(
    createSessionBridgeLogic({
      session,
      profile,
      realtime: realtime.client,
      run: runOn(ManagedRuntime.make(Layer.empty)),
      onSignedOut: (reason) => endings.push(reason),
    }),
  ).start();
  return { session, profile, realtime, endings, stop: () => bridge.stop() };
};

/** The websocket's login runs on the app's runtime: lets it run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the session bridge over the real session", () => {
  it("logs the websocket in and out with the session and loads the profile on sign-in", async () => {
    const { session, profile, realtime, endings } = wire();
    expect(realtime.tokens).toEqual([]);

    session.send({ type: "session.signedIn", token: token(1) });
    await settled();
    expect(realtime.tokens).toEqual(["access-1"]);
    expect(profile.getSnapshot().matches("signedIn")).toBe(true);

    session.send({ type: "session.apiFailed", code: "session.session_expired", accessToken: "access-1" });
    await settled();
    expect(realtime.tokens).toEqual(["access-1", null]);
    expect(endings).toEqual(["sessionExpired"]);
  });

  it("counts a websocket login the server refused as a failed call of that token", () => {
    const { session, realtime } = wire();
    session.send({ type: "session.signedIn", token: token(1) });
    realtime.reject({
      request: { type: "login", id: "rt-1", token: "access-1" },
      failure: { _tag: "ServerError", code: "session.session_disabled", message: "disabled" },
    });
    expect(session.getSnapshot().context.logoutReason).toBe("sessionDisabled");
  });

  it("ignores refusals of other requests and stops listening when stopped", () => {
    const { session, realtime, stop } = wire();
    session.send({ type: "session.signedIn", token: token(1) });
    const failure: RequestFailure = {
      _tag: "ServerError",
      code: "session.session_disabled",
      message: "disabled",
    };
    const refusals = {
      subscribe: { request: { type: "subscribe", id: "rt-1", topic: "t" }, failure },
      login: { request: { type: "login", id: "rt-1", token: "access-1" }, failure },
    } as const;
    const refusal = (type: keyof typeof refusals) => refusals[type];
    realtime.reject(refusal("subscribe"));
    expect(session.getSnapshot().hasTag("signedIn")).toBe(true);
    stop();
    realtime.reject(refusal("login"));
    expect(session.getSnapshot().hasTag("signedIn")).toBe(true);
  });
});
