import { TestModel } from "@xstate/graph";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Actor, createActor, type SnapshotFrom } from "xstate";
import { AccountErrorCode } from "../../../domain/accounts/accountErrors.ts";
import { ApiError, NetworkError } from "../../../domain/rpc/clientErrors.ts";
import {
  type RecoveryLinkCheck,
  type RecoveryLinkEvent,
  type RecoveryLinkInput,
  recoveryLinkMachine,
} from "../../../machines/auth/recoveryLinkMachine.ts";
import { type PendingCall, stillWaiting, waitingActor } from "../../helpers/pendingCalls.ts";
import { transitionCoverage } from "../../helpers/transitionCoverage.ts";
import { runPath, stateName } from "./walkPaths.ts";

/**
 * Model-based test of a reset link: checked as its page opens, then usable until it lapses by the clock
 * the check answered with, or one of the link's ends, or a failure with a retry. Runs on fake timers, so
 * the lapse is real scheduled time.
 */
type LinkSnapshot = SnapshotFrom<typeof recoveryLinkMachine>;

const INPUT: RecoveryLinkInput = { passwordRecoveryToken: "reset-1" };
const URI = "/funsclub-users__api/rpc/get_password_recovery_token_expiration_time";
const CHECKED_AT = 1_800_000_000_000;
const VALID_FOR_MS = 15 * 60_000;
const refusal = (code: string) => new ApiError({ uri: URI, errors: [{ code, type: "BAD_REQUEST" }] });

/** The check's answers by name, and the state each must lead to (written apart from the machine). */
const CHECKS: Record<string, { readonly check: RecoveryLinkCheck; readonly shows: string }> = {
  valid: { check: { expiresAt: CHECKED_AT + VALID_FOR_MS, checkedAt: CHECKED_AT }, shows: "usable" },
  lapsedNow: { check: { expiresAt: CHECKED_AT, checkedAt: CHECKED_AT }, shows: "expired" },
  lapsedBefore: { check: { expiresAt: CHECKED_AT - 1, checkedAt: CHECKED_AT }, shows: "expired" },
};
const REFUSALS: Record<string, { readonly error: unknown; readonly shows: string }> = {
  expired: { error: refusal(AccountErrorCode.passwordResetLinkExpired), shows: "expired" },
  alreadyReset: { error: refusal(AccountErrorCode.passwordAlreadyReset), shows: "alreadyReset" },
  notFound: { error: refusal(AccountErrorCode.passwordRecoveryTokenNotFound), shows: "notFound" },
  offline: { error: new NetworkError({ uri: URI, cause: new Error("offline") }), shows: "failed" },
};

const DONE = "xstate.done.actor.checkLink";
const ERROR = "xstate.error.actor.checkLink";
const LAPSE = recoveryLinkMachine.getStateNodeById("recoveryLink.usable").after[0]!
  .eventType as `xstate.after.${string}`;

type ModelEvent =
  | RecoveryLinkEvent
  | { readonly type: typeof DONE; readonly output: RecoveryLinkCheck; readonly answer: string }
  | { readonly type: typeof ERROR; readonly error: unknown; readonly answer: string }
  | { readonly type: typeof LAPSE };

const key = (state: LinkSnapshot) =>
  `${stateName(state.value)} check=${JSON.stringify(state.context.check)} failure=${state.context.failure?.code ?? "-"}`;

const model = new TestModel(recoveryLinkMachine, {
  events: (state) =>
    [
      { type: "link.retry" },
      ...(state.matches("checking")
        ? [
            ...Object.entries(CHECKS).map(([answer, { check }]) => ({ type: DONE, output: check, answer })),
            ...Object.entries(REFUSALS).map(([answer, { error }]) => ({ type: ERROR, error, answer })),
          ]
        : []),
      ...(state.matches("usable") ? [{ type: LAPSE }] : []),
    ] as unknown as RecoveryLinkEvent[],
  serializeEvent: (event) => {
    const step = event as ModelEvent;
    if (step.type === DONE || step.type === ERROR) return `answer ${step.answer}`;
    if (step.type === LAPSE) return "the link lapses";
    return step.type;
  },
  serializeState: (state) => key(state),
  input: INPUT,
});

const paths = transitionCoverage(model as TestModel<LinkSnapshot, RecoveryLinkEvent, unknown>, key, key);

describe("recoveryLinkMachine model", () => {
  let calls: Array<PendingCall<RecoveryLinkInput, RecoveryLinkCheck>>;
  let actor: Actor<typeof recoveryLinkMachine>;
  let shows: string | undefined;

  beforeEach(() => {
    vi.useFakeTimers();
    calls = [];
    shows = undefined;
    actor = createActor(recoveryLinkMachine.provide({ actors: { checkLink: waitingActor(calls) } }), {
      input: INPUT,
    }).start();
  });
  afterEach(() => {
    actor.stop();
    vi.useRealTimers();
  });

  it("reaches every state of the link", () => {
    expect(new Set(paths.map(({ path }) => stateName(path.state.value)))).toEqual(
      new Set(["checking", "usable", "expired", "alreadyReset", "notFound", "failed"]),
    );
  });

  const check = (state: LinkSnapshot) => {
    const actual = actor.getSnapshot();
    expect(key(actual)).toBe(key(state));
    const name = stateName(actual.value);
    expect(stillWaiting(calls).map((call) => call.input)).toEqual(name === "checking" ? [INPUT] : []);
    if (shows !== undefined) expect(name).toBe(shows);
    // One timer while usable (the lapse), none otherwise.
    expect(vi.getTimerCount()).toBe(name === "usable" ? 1 : 0);
    expect(actual.status).toBe(["expired", "alreadyReset", "notFound"].includes(name) ? "done" : "active");
  };

  const perform = (event: RecoveryLinkEvent) => {
    const step = event as ModelEvent;
    shows = undefined;
    if (step.type === DONE) {
      shows = CHECKS[step.answer]!.shows;
      stillWaiting(calls)[0]!.resolve(step.output);
    } else if (step.type === ERROR) {
      shows = REFUSALS[step.answer]!.shows;
      stillWaiting(calls)[0]!.reject(step.error);
    } else if (step.type === LAPSE) {
      // Not a moment before the link's own expiry time.
      vi.advanceTimersByTime(VALID_FOR_MS - 1);
      expect(actor.getSnapshot().value).toBe("usable");
      vi.advanceTimersByTime(1);
      shows = "expired";
    } else actor.send(step as RecoveryLinkEvent);
  };

  for (const { description, path } of paths) {
    it(description, () => runPath(path, perform, check));
  }
});

describe("recoveryLinkMachine", () => {
  it("waits the longest a timer can for a link valid longer than that", async () => {
    vi.useFakeTimers();
    const calls: Array<PendingCall<RecoveryLinkInput, RecoveryLinkCheck>> = [];
    const actor = createActor(recoveryLinkMachine.provide({ actors: { checkLink: waitingActor(calls) } }), {
      input: INPUT,
    }).start();
    calls[0]!.resolve({ expiresAt: CHECKED_AT + 40 * 24 * 3_600_000, checkedAt: CHECKED_AT });
    for (let i = 0; i < 10; i++) await Promise.resolve();
    // An unclamped delay would overflow `setTimeout` and lapse the link at once.
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().value).toBe("usable");
    actor.stop();
    vi.useRealTimers();
  });
});
