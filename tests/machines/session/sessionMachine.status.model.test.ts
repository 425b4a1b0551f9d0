import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AnyStateMachine, AnyStateNode, EventObject } from "xstate";
import { EXPIRY_MARGIN_MS, refreshAt } from "../../../domain/accounts/authToken.ts";
import { sessionMachine } from "../../../machines/session/sessionMachine.ts";
import { RETRY_DELAY_MS, VALIDATION_DELAY_MS } from "../../../machines/session/sessionTiming.ts";
import { transitionCoverage } from "../../helpers/transitionCoverage.ts";
import { apiError, issueToken, networkError, settle, storedTokens, T0 } from "./sessionFixtures.ts";
import { type SessionHarness, sessionHarness } from "./sessionHarness.ts";
import {
  authPlaceOf,
  leadsIn,
  OTHER_TAB_REASON,
  type StatusModelEvent,
  type StatusModelSnapshot,
  serializeStatusState,
  statusModel,
  statusModelMachine,
} from "./statusModel.ts";

/**
 * Model-based test of the token lifecycle: one path per transition of the model (statusModel.ts), each
 * replayed on the real machine with fake storage, fake calls, a puppet leadership actor and fake timers.
 * Every state reached is checked against the model (place, refresh count, logout reason, leadership) and
 * against what must be true there: which calls wait, which timers are armed, what is stored, what the
 * other tabs were told, and that every end of a session reset the user's profile, notifications and
 * favourites.
 */

// ---------------------------------------------------------------------------------------------------------
// Parity: the model restates the machine's lifecycle states, not imagined ones.

const pathsOf = (machine: AnyStateMachine): Array<string> => {
  const walk = (node: AnyStateNode): Array<string> => [
    node.path.join("."),
    ...Object.values(node.states).flatMap((child) => walk(child as AnyStateNode)),
  ];
  return walk(machine.root).filter((path) => !path.includes("keepAlive"));
};

describe("the status model", () => {
  it("has exactly the states of sessionMachine outside the keep-alive region", () => {
    expect(pathsOf(statusModelMachine)).toEqual(pathsOf(sessionMachine));
  });
});

// ---------------------------------------------------------------------------------------------------------

const label = (snapshot: StatusModelSnapshot) => {
  const leadership = leadsIn(snapshot) ? "leader" : "follower";
  const { count, reason } = snapshot.context;
  return `${leadership}:${authPlaceOf(snapshot.value)}${count ? `#${count}` : ""}${reason ? `(${reason})` : ""}`;
};
const paths = transitionCoverage(statusModel, serializeStatusState, label);

/** The machine's value without the keep-alive region, which the model leaves out. */
const withoutKeepAlive = (value: unknown): unknown => {
  const { auth, leadership } = value as { auth: unknown; leadership: unknown };
  if (typeof auth === "string") return { leadership, auth };
  const { status } = (auth as { signedIn: { status: unknown } }).signedIn;
  return { leadership, auth: { signedIn: { status } } };
};

const MODEL_EVENT_TYPES: ReadonlyArray<StatusModelEvent["type"]> = [
  "storage.empty",
  "storage.valid",
  "storage.accessExpired",
  "storage.refreshExpired",
  "leader.gained",
  "leader.lost",
  "app.signedIn",
  "app.signOut",
  "api.failed",
  "api.succeeded",
  "timer.validationDelay",
  "validate.ok",
  "validate.failed",
  "validate.networkFailure",
  "refresh.ok",
  "refresh.failed",
  "refresh.networkFailure",
  "timer.retryDelay",
  "timer.refreshLead",
  "tokens.adopted",
  "tokens.cleared",
  "refresh.requested",
];

/** Timers each place arms: the start-up delay, the scheduled refresh, the retry. */
const TIMERS: Record<string, number> = {
  loading: 0,
  signedOut: 0,
  starting: 1,
  validating: 0,
  valid: 1,
  "refreshRequired.awaitingLeader": 1,
  "refreshRequired.refreshing": 0,
  "refreshRequired.retrying": 1,
  refreshed: 1,
};

describe("sessionMachine along the status model", () => {
  let h: SessionHarness;
  /** Sessions this tab ended itself (not another tab): each cleared storage and told the other tabs. */
  let endedHere: number;
  let endedByOtherTab: number;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    h = sessionHarness();
    h.actor.start();
    endedHere = 0;
    endedByOtherTab = 0;
  });
  afterEach(() => {
    h.actor.stop();
    vi.useRealTimers();
  });

  const snapshot = () => h.actor.getSnapshot();
  const token = () => {
    const held = snapshot().context.token;
    expect(held).not.toBeNull();
    return held!;
  };
  const commandsOf = <T extends string>(type: T) =>
    h.leadershipCommands.filter((command) => command.type === type);

  const checkState = (model: StatusModelSnapshot) => {
    const actual = snapshot();
    const place = authPlaceOf(model.value);
    expect(withoutKeepAlive(actual.value)).toEqual(model.value);
    expect(actual.context.refreshCount).toBe(model.context.count);
    expect(actual.context.logoutReason).toBe(model.context.reason);
    const leader = leadsIn(model);
    expect(actual.hasTag("leader")).toBe(leader);

    const signedIn = place !== "loading" && place !== "signedOut";
    expect(actual.context.token !== null).toBe(signedIn);
    expect(actual.hasTag("signedIn")).toBe(signedIn);
    expect(actual.hasTag("signedOut")).toBe(place === "signedOut");
    if (signedIn) {
      // Only the leader keeps the session alive; nothing happened yet to extend it.
      expect(
        actual.matches({ auth: { signedIn: { keepAlive: leader ? { leader: "idle" } : "follower" } } }),
      ).toBe(true);
    }

    expect(h.pending()).toEqual({
      refreshes: place === "refreshRequired.refreshing" ? 1 : 0,
      validations: place === "validating" ? 1 : 0,
      keepAlives: 0,
      revokes: 0,
    });
    if (place === "refreshRequired.refreshing") {
      expect(h.waitingCall(h.refreshes).input).toEqual({ refreshToken: token().refreshToken });
    }
    if (place === "validating")
      expect(h.waitingCall(h.validations).input).toEqual({ accessToken: token().accessToken });
    if (place === "refreshRequired.awaitingLeader") {
      // A follower asks the leader about the token it holds.
      expect(h.leadershipCommands.at(-1)).toEqual({
        type: "leadership.refresh.request",
        accessToken: token().accessToken,
      });
    }
    expect(vi.getTimerCount()).toBe(TIMERS[place]);

    // Every end of a session reset all three, and only the tab that ended it cleared and announced it.
    const ends = endedHere + endedByOtherTab;
    expect(h.resets).toEqual({ profile: ends, notifications: ends, favourites: ends });
    expect(h.storageCommands.filter((command) => command.type === "tokenStorage.clear")).toHaveLength(
      endedHere,
    );
    expect(commandsOf("leadership.cleared.publish")).toHaveLength(endedHere);
  };

  /** Moves the fake clock to `ms` from now, checking the place does not change a millisecond before. */
  const waitFor = (ms: number) => {
    const before = snapshot().value;
    vi.advanceTimersByTime(ms - 1);
    expect(snapshot().value).toEqual(before);
    vi.advanceTimersByTime(1);
  };

  const act = async (event: StatusModelEvent) => {
    switch (event.type) {
      case "storage.empty":
        return h.load(null);
      case "storage.valid":
        return h.load(storedTokens.valid());
      case "storage.accessExpired":
        return h.load(storedTokens.accessExpired());
      case "storage.refreshExpired":
        return h.load(storedTokens.refreshExpired());
      case "leader.gained":
        return h.fromLeadership({ type: "session.leader.gained" });
      case "leader.lost":
        return h.fromLeadership({ type: "session.leader.lost" });
      case "app.signedIn": {
        const fresh = issueToken();
        h.actor.send({ type: "session.signedIn", token: fresh });
        // A token this tab obtained is stored and shared.
        expect(h.stored()).toEqual(fresh);
        expect(h.leadershipCommands.at(-1)).toEqual({ type: "leadership.tokens.publish", token: fresh });
        return;
      }
      case "app.signOut":
        return h.actor.send({ type: "session.signOut" });
      case "api.failed":
        // The app reports the token the call carried.
        return h.actor.send({
          type: "session.apiFailed",
          code: event.code,
          accessToken: event.stale ? "access-replaced-long-ago" : token().accessToken,
        });
      case "api.succeeded":
        return h.actor.send({ type: "session.apiSucceeded" });
      case "timer.validationDelay":
        return waitFor(VALIDATION_DELAY_MS);
      case "validate.ok":
        h.waitingCall(h.validations).resolve(undefined);
        return settle();
      case "validate.failed":
        h.waitingCall(h.validations).reject(apiError(event.code));
        return settle();
      case "validate.networkFailure":
        h.waitingCall(h.validations).reject(networkError());
        return settle();
      case "refresh.ok": {
        const fresh = issueToken();
        h.waitingCall(h.refreshes).resolve(fresh);
        await settle();
        expect(snapshot().context.token).toEqual(fresh);
        expect(h.stored()).toEqual(fresh);
        expect(h.leadershipCommands.at(-1)).toEqual({ type: "leadership.tokens.publish", token: fresh });
        return;
      }
      case "refresh.failed":
        h.waitingCall(h.refreshes).reject(apiError(event.code));
        return settle();
      case "refresh.networkFailure":
        h.waitingCall(h.refreshes).reject(networkError());
        return settle();
      case "timer.retryDelay": {
        const asked = commandsOf("leadership.refresh.request").length;
        const awaiting = snapshot().matches({
          auth: { signedIn: { status: { refreshRequired: "awaitingLeader" } } },
        });
        waitFor(RETRY_DELAY_MS);
        // A follower still waiting asks again: the leader it asked may have closed.
        if (awaiting) expect(commandsOf("leadership.refresh.request")).toHaveLength(asked + 1);
        return;
      }
      case "timer.refreshLead": {
        // Scheduled one margin before the access token's end, never later.
        const lead = refreshAt(token()) - Date.now();
        expect(token().accessTokenValidUntil - (Date.now() + lead)).toBe(EXPIRY_MARGIN_MS);
        return waitFor(lead);
      }
      case "tokens.adopted": {
        const fresh = issueToken();
        const saved = h.storageCommands.length;
        h.fromLeadership({ type: "session.tokens.adopted", token: fresh });
        expect(snapshot().context.token).toEqual(fresh);
        // The tab that published it already stored it.
        expect(h.storageCommands).toHaveLength(saved);
        return;
      }
      case "tokens.cleared":
        return h.fromLeadership({ type: "session.tokens.cleared", reason: OTHER_TAB_REASON });
      case "refresh.requested": {
        const published = commandsOf("leadership.tokens.publish").length;
        const held = token();
        h.fromLeadership({
          type: "session.refresh.requested",
          accessToken: event.stale ? "access-replaced-long-ago" : held.accessToken,
        });
        // A request about an older token is answered with the current one.
        expect(commandsOf("leadership.tokens.publish")).toHaveLength(event.stale ? published + 1 : published);
        if (event.stale)
          expect(h.leadershipCommands.at(-1)).toEqual({ type: "leadership.tokens.publish", token: held });
        return;
      }
    }
  };

  const perform = async ({ event }: { event: EventObject }) => {
    const step = event as StatusModelEvent;
    const wasIn = snapshot().hasTag("signedIn") || snapshot().hasTag("loading");
    await act(step);
    if (wasIn && snapshot().hasTag("signedOut")) {
      if (step.type === "tokens.cleared") endedByOtherTab++;
      else if (step.type !== "storage.empty") {
        endedHere++;
        // The last command to the shared storage forgot the token.
        expect(h.stored()).toBeNull();
      }
    }
  };

  it("covers the refresh loop, every removal reason and every start-up case", () => {
    const reasons = new Set(paths.map(({ path }) => path.state.context.reason));
    expect(reasons).toEqual(
      new Set([
        null,
        "refreshingLoop",
        "sessionExpired",
        "sessionNotFound",
        "sessionClosed",
        "sessionClosedByOperator",
        "sessionClosedByUser",
        "sessionDisabled",
        "sessionInvalid",
      ]),
    );
    const counts = new Set(paths.map(({ path }) => path.state.context.count));
    expect(counts).toEqual(new Set([0, 1, 2, 3, 4]));
  });

  for (const { description, path } of paths) {
    it(description, async () => {
      let checked = 0;
      await statusModel.testPath(path, {
        // `*` matches every state: each one reached is checked.
        states: {
          "*": (state: StatusModelSnapshot) => {
            checked++;
            checkState(state);
          },
        },
        events: Object.fromEntries(MODEL_EVENT_TYPES.map((type) => [type, perform])),
      });
      expect(checked).toBe(path.steps.length);
    });
  }
});
