import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { EventObject } from "xstate";
import { INACTIVITY_MS, KEEP_ALIVE_DEBOUNCE_MS } from "../../../machines/session/sessionTiming.ts";
import { transitionCoverage } from "../../helpers/transitionCoverage.ts";
import {
  type KeepAliveModelEvent,
  type KeepAliveModelSnapshot,
  keepAliveModel,
  keepAlivePlaceOf,
  serializeKeepAliveState,
} from "./keepAliveModel.ts";
import { issueToken, MINUTE, networkError, settle, T0 } from "./sessionFixtures.ts";
import { type SessionHarness, sessionHarness } from "./sessionHarness.ts";

/**
 * Model-based test of the keep-alive: one path per transition of keepAliveModel.ts, replayed on the real
 * machine signed in with a token that outlives the test (so the refresh loop stays out of the way). Each
 * state reached is checked for its place, the calls waiting, the timers armed and the activity forwarded.
 */
const paths = transitionCoverage(keepAliveModel, serializeKeepAliveState, (snapshot) => {
  const leadership = snapshot.matches({ leadership: "leader" }) ? "leader" : "follower";
  return `${leadership}:${keepAlivePlaceOf(snapshot.value)}`;
});

/** Timers armed in each place, besides the scheduled refresh that every signed-in `valid` tab arms. */
const KEEP_ALIVE_TIMERS: Record<string, number> = {
  follower: 0,
  "leader.idle": 0,
  "leader.debouncing": 1,
  "leader.extending": 0,
  "leader.alive": 1,
  "leader.revoking": 0,
};

const EVENT_TYPES: ReadonlyArray<KeepAliveModelEvent["type"]> = [
  "leader.gained",
  "leader.lost",
  "activity",
  "timer.keepAliveDebounce",
  "keepAlive.ok",
  "keepAlive.networkFailure",
  "timer.inactivity",
  "revoke.ok",
  "revoke.networkFailure",
];

describe("sessionMachine's keep-alive along its model", () => {
  let h: SessionHarness;
  /** Time already spent of the current debounce (the activity step checks it restarted). */
  let debounceSpent: number;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    h = sessionHarness();
    debounceSpent = 0;
    h.actor.start();
    h.load(null);
    h.actor.send({ type: "session.signedIn", token: issueToken({ accessMs: 24 * 60 * MINUTE }) });
  });
  afterEach(() => {
    h.actor.stop();
    vi.useRealTimers();
  });

  const snapshot = () => h.actor.getSnapshot();
  const actualPlace = () =>
    keepAlivePlaceOf({
      keepAlive: (snapshot().value as { auth: { signedIn: { keepAlive: unknown } } }).auth.signedIn.keepAlive,
    });
  const forwarded = () => h.leadershipCommands.filter((c) => c.type === "leadership.activity.forward").length;

  const checkState = (model: KeepAliveModelSnapshot) => {
    const place = keepAlivePlaceOf(model.value);
    expect(actualPlace()).toBe(place);
    expect(snapshot().hasTag("leader")).toBe(model.matches({ leadership: "leader" }));
    // The keep-alive never disturbs the session itself.
    expect(snapshot().matches({ auth: { signedIn: { status: "valid" } } })).toBe(true);
    const accessToken = snapshot().context.token!.accessToken;
    expect(h.pending()).toEqual({
      refreshes: 0,
      validations: 0,
      keepAlives: place === "leader.extending" ? 1 : 0,
      revokes: place === "leader.revoking" ? 1 : 0,
    });
    if (place === "leader.extending") expect(h.waitingCall(h.keepAlives).input).toEqual({ accessToken });
    if (place === "leader.revoking") expect(h.waitingCall(h.revokes).input).toEqual({ accessToken });
    expect(vi.getTimerCount()).toBe(1 + KEEP_ALIVE_TIMERS[place]!);
  };

  /** Moves the fake clock by `ms`, checking nothing changes a millisecond before. */
  const waitFor = (ms: number) => {
    const before = actualPlace();
    vi.advanceTimersByTime(ms - 1);
    expect(actualPlace()).toBe(before);
    vi.advanceTimersByTime(1);
  };

  const act = async (event: KeepAliveModelEvent) => {
    switch (event.type) {
      case "leader.gained":
        return h.fromLeadership({ type: "session.leader.gained" });
      case "leader.lost":
        return h.fromLeadership({ type: "session.leader.lost" });
      case "activity": {
        const place = actualPlace();
        const before = forwarded();
        const calls = h.keepAlives.length + h.revokes.length;
        // Activity that arrives just before a timer ends restarts it: that is the debounce, and the
        // inactivity that leads to a revoke. No call starts while the timer is waited out.
        if (place === "leader.debouncing") waitFor(KEEP_ALIVE_DEBOUNCE_MS - 1);
        if (place === "leader.alive") waitFor(INACTIVITY_MS - 1);
        expect(h.keepAlives.length + h.revokes.length).toBe(calls);
        h.actor.send({ type: "session.activity" });
        // A follower hands the activity to the leader; the leader never forwards.
        expect(forwarded()).toBe(place === "follower" ? before + 1 : before);
        debounceSpent = 0;
        if (place === "leader.debouncing") {
          // The old deadline passes without a call: the debounce started again.
          vi.advanceTimersByTime(1);
          debounceSpent = 1;
          expect(actualPlace()).toBe("leader.debouncing");
        }
        return;
      }
      case "timer.keepAliveDebounce":
        return waitFor(KEEP_ALIVE_DEBOUNCE_MS - debounceSpent);
      case "timer.inactivity":
        return waitFor(INACTIVITY_MS);
      case "keepAlive.ok":
        h.waitingCall(h.keepAlives).resolve(undefined);
        return settle();
      case "keepAlive.networkFailure":
        h.waitingCall(h.keepAlives).reject(networkError());
        return settle();
      case "revoke.ok":
        h.waitingCall(h.revokes).resolve(undefined);
        return settle();
      case "revoke.networkFailure":
        h.waitingCall(h.revokes).reject(networkError());
        return settle();
    }
  };

  it("reaches every keep-alive place as leader and the follower place", () => {
    expect(new Set(paths.map(({ path }) => keepAlivePlaceOf(path.state.value)))).toEqual(
      new Set(Object.keys(KEEP_ALIVE_TIMERS)),
    );
  });

  for (const { description, path } of paths) {
    it(description, async () => {
      let checked = 0;
      await keepAliveModel.testPath(path, {
        states: {
          "*": (state: KeepAliveModelSnapshot) => {
            checked++;
            checkState(state);
          },
        },
        events: Object.fromEntries(
          EVENT_TYPES.map((type) => [
            type,
            ({ event }: { event: EventObject }) => act(event as KeepAliveModelEvent),
          ]),
        ),
      });
      expect(checked).toBe(path.steps.length);
    });
  }
});
