import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { refreshAt, SessionErrorCode } from "../../../domain/accounts/authToken.ts";
import { sessionMachine } from "../../../machines/session/sessionMachine.ts";
import {
  KEEP_ALIVE_DEBOUNCE_MS,
  RETRY_DELAY_MS,
  VALIDATION_DELAY_MS,
} from "../../../machines/session/sessionTiming.ts";
import { apiError, issueToken, MINUTE, settle, storedTokens, T0 } from "./sessionFixtures.ts";
import { type SessionHarness, sessionHarness } from "./sessionHarness.ts";

/** Cases the models leave out: keep-alive refusals, codes that are not the session's, the defaults. */
describe("sessionMachine", () => {
  let h: SessionHarness;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    h = sessionHarness();
    h.actor.start();
  });
  afterEach(() => {
    h.actor.stop();
    vi.useRealTimers();
  });

  const signInAsLeader = () => {
    h.fromLeadership({ type: "session.leader.gained" });
    h.load(null);
    h.actor.send({ type: "session.signedIn", token: issueToken({ accessMs: 24 * 60 * MINUTE }) });
  };
  const extendKeepAlive = () => {
    h.actor.send({ type: "session.activity" });
    vi.advanceTimersByTime(KEEP_ALIVE_DEBOUNCE_MS);
    return h.waitingCall(h.keepAlives);
  };

  describe("when the keep-alive is refused", () => {
    it("for a session reason, the session ends with it", async () => {
      signInAsLeader();
      extendKeepAlive().reject(apiError(SessionErrorCode.closedByOperator));
      await settle();
      expect(h.actor.getSnapshot().hasTag("signedOut")).toBe(true);
      expect(h.actor.getSnapshot().context.logoutReason).toBe("sessionClosedByOperator");
      expect(h.resets).toEqual({ profile: 1, notifications: 1, favourites: 1 });
    });

    it("with an expired token, a refresh cycle starts", async () => {
      signInAsLeader();
      extendKeepAlive().reject(apiError(SessionErrorCode.tokenExpired));
      await settle();
      const snapshot = h.actor.getSnapshot();
      expect(snapshot.matches({ auth: { signedIn: { status: { refreshRequired: "refreshing" } } } })).toBe(
        true,
      );
      expect(snapshot.matches({ auth: { signedIn: { keepAlive: { leader: "idle" } } } })).toBe(true);
      expect(snapshot.context.refreshCount).toBe(1);
    });

    it("for another reason, it waits for the next activity", async () => {
      signInAsLeader();
      extendKeepAlive().reject(apiError("server.internal_error"));
      await settle();
      const snapshot = h.actor.getSnapshot();
      expect(
        snapshot.matches({ auth: { signedIn: { status: "valid", keepAlive: { leader: "idle" } } } }),
      ).toBe(true);
    });
  });

  it("ignores failures whose code is not the session's", () => {
    signInAsLeader();
    const before = h.actor.getSnapshot();
    h.actor.send({ type: "session.apiFailed", code: "event.not_found" });
    h.actor.send({ type: "session.apiFailed", code: "server.internal_error" });
    expect(h.actor.getSnapshot().value).toEqual(before.value);
    expect(h.actor.getSnapshot().context).toEqual(before.context);
  });

  it("keeps a stored session whose validation fails for a reason other than the session", async () => {
    h.fromLeadership({ type: "session.leader.gained" });
    h.load(storedTokens.valid());
    vi.advanceTimersByTime(VALIDATION_DELAY_MS);
    h.waitingCall(h.validations).reject(apiError("server.internal_error"));
    await settle();
    expect(h.actor.getSnapshot().matches({ auth: { signedIn: { status: "valid" } } })).toBe(true);
  });

  it("retries a refresh the server failed, rather than ending the session", async () => {
    signInAsLeader();
    h.actor.send({ type: "session.apiFailed", code: SessionErrorCode.tokenDisabled });
    h.waitingCall(h.refreshes).reject(apiError("server.internal_error"));
    await settle();
    expect(
      h.actor.getSnapshot().matches({ auth: { signedIn: { status: { refreshRequired: "retrying" } } } }),
    ).toBe(true);
    vi.advanceTimersByTime(RETRY_DELAY_MS);
    expect(h.pending().refreshes).toBe(1);
  });
});

describe("sessionMachine's clock", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it("arms the refresh from the clock it was given, not the host's", () => {
    // The given clock runs 5 minutes ahead of the host's, so the refresh falls due 5 minutes sooner.
    const ahead = 5 * MINUTE;
    const actor = createActor(sessionMachine, { input: { now: () => Date.now() + ahead, tabId: "tab-1" } });
    actor.start();
    const token = issueToken({ at: T0, accessMs: 30 * MINUTE });
    actor.send({ type: "session.signedIn", token });
    expect(actor.getSnapshot().hasTag("leader")).toBe(true);
    const due = refreshAt(token) - T0 - ahead;
    vi.advanceTimersByTime(due - 1);
    expect(actor.getSnapshot().hasTag("refreshing")).toBe(false);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().hasTag("refreshing")).toBe(true);
    actor.stop();
  });
});

describe("sessionMachine with its defaults", () => {
  it("runs alone: reads nothing, leads at once, remembers a sign-in and forgets it on sign-out", () => {
    const actor = createActor(sessionMachine, { input: { now: Date.now, tabId: "tab-1" } }).start();
    expect(actor.getSnapshot().hasTag("signedOut")).toBe(true);
    expect(actor.getSnapshot().hasTag("leader")).toBe(true);
    const token = issueToken({ at: Date.now() });
    actor.send({ type: "session.signedIn", token });
    expect(actor.getSnapshot().context.token).toEqual(token);
    actor.send({ type: "session.signOut" });
    expect(actor.getSnapshot().context).toEqual({
      now: Date.now,
      tabId: "tab-1",
      token: null,
      refreshCount: 0,
      logoutReason: null,
    });
    actor.stop();
  });

  it("treats an unprovided call as a failure to retry, never as a reason to end the session", async () => {
    vi.useFakeTimers();
    const actor = createActor(sessionMachine, { input: { now: Date.now, tabId: "tab-1" } }).start();
    actor.send({ type: "session.signedIn", token: issueToken() });
    actor.send({ type: "session.apiFailed", code: SessionErrorCode.tokenExpired });
    await settle();
    expect(
      actor.getSnapshot().matches({ auth: { signedIn: { status: { refreshRequired: "retrying" } } } }),
    ).toBe(true);
    actor.stop();
    vi.useRealTimers();
  });
});
