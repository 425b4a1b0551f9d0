import { TestModel } from "@xstate/graph";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Actor, createActor, type SnapshotFrom } from "xstate";
import { AccountErrorCode } from "../../../domain/accounts/accountErrors.ts";
import { ApiError, NetworkError } from "../../../domain/rpc/clientErrors.ts";
import type { Registered } from "../../../machines/auth/signUpFormMachine.ts";
import {
  type VerifyEmailPageEvent,
  type VerifyEmailPageInput,
  verifyEmailPageMachine,
} from "../../../machines/auth/verifyEmailPageMachine.ts";
import { type PendingCall, stillWaiting, waitingActor } from "../../helpers/pendingCalls.ts";
import { transitionCoverage } from "../../helpers/transitionCoverage.ts";
import { runPath, stateName } from "./walkPaths.ts";

/**
 * Model-based test of the verification link's page: the link verifies as the page opens, and every answer
 * the server can give leads to its own state; the expired-link modal opens by itself and is closed and
 * opened again by the user; a failure that is none of the named ones offers a retry. Every page event is
 * sent in every state, so the ones a state ignores are walked too.
 */
type PageSnapshot = SnapshotFrom<typeof verifyEmailPageMachine>;

const INPUT: VerifyEmailPageInput = { emailVerificationToken: "token-1" };
const URI = "/funsclub-users__api/rpc/user_verify_email";
const REGISTERED: Registered = { userId: "u1", email: "ann@example.com" };
const refusal = (code: string) => new ApiError({ uri: URI, errors: [{ code, type: "BAD_REQUEST" }] });

/** Each answer of the server by name; the state the page must show for it, written apart from the machine. */
const ANSWERS = {
  expired: { error: refusal(AccountErrorCode.emailVerificationTokenExpired), shows: "expired.modalOpen" },
  alreadyVerified: { error: refusal(AccountErrorCode.emailAlreadyVerified), shows: "alreadyVerified" },
  notFound: { error: refusal(AccountErrorCode.emailVerificationTokenNotFound), shows: "notFound" },
  tooMany: { error: refusal("user.too_many_requests"), shows: "failed" },
  offline: { error: new NetworkError({ uri: URI, cause: new Error("offline") }), shows: "failed" },
} as const;
type AnswerName = keyof typeof ANSWERS;

type ModelEvent =
  | VerifyEmailPageEvent
  | { readonly type: "xstate.done.actor.verify"; readonly output: Registered }
  | {
      readonly type: "xstate.error.actor.verify";
      readonly error: unknown;
      readonly answer: AnswerName;
    };

const PAGE_EVENTS: ReadonlyArray<VerifyEmailPageEvent> = [
  { type: "verify.retry" },
  { type: "expired.modal.open" },
  { type: "expired.modal.close" },
];

const DONE = "xstate.done.actor.verify";
const ERROR = "xstate.error.actor.verify";

const key = (state: PageSnapshot) =>
  `${stateName(state.value)} failure=${state.context.failure?.code ?? "-"}`;

const model = new TestModel(verifyEmailPageMachine, {
  events: (state) =>
    [
      ...PAGE_EVENTS,
      ...(state.matches("verifying")
        ? [
            { type: DONE, output: REGISTERED },
            ...Object.entries(ANSWERS).map(([answer, { error }]) => ({ type: ERROR, error, answer })),
          ]
        : []),
    ] as unknown as VerifyEmailPageEvent[],
  serializeEvent: (event) => {
    const step = event as ModelEvent;
    if (step.type === DONE) return "verified";
    if (step.type === ERROR) return `refused (${step.answer})`;
    return step.type;
  },
  serializeState: (state) => key(state),
  input: INPUT,
});

const paths = transitionCoverage(model as TestModel<PageSnapshot, VerifyEmailPageEvent, unknown>, key, key);

describe("verifyEmailPageMachine model", () => {
  let calls: Array<PendingCall<VerifyEmailPageInput, Registered>>;
  let actor: Actor<typeof verifyEmailPageMachine>;
  /** The answer the last step gave, by name. */
  let lastAnswer: AnswerName | "verified" | undefined;

  beforeEach(() => {
    calls = [];
    lastAnswer = undefined;
    actor = createActor(verifyEmailPageMachine.provide({ actors: { verify: waitingActor(calls) } }), {
      input: INPUT,
    }).start();
  });
  afterEach(() => actor.stop());

  it("reaches every state of the page", () => {
    expect(new Set(paths.map(({ path }) => stateName(path.state.value)))).toEqual(
      new Set([
        "verifying",
        "verified",
        "expired.modalOpen",
        "expired.modalClosed",
        "alreadyVerified",
        "notFound",
        "failed",
      ]),
    );
  });

  const check = (state: PageSnapshot) => {
    const actual = actor.getSnapshot();
    expect(actual.value).toEqual(state.value);
    expect(actual.context).toEqual(state.context);
    const name = stateName(actual.value);
    // The link is followed exactly while verifying, with the page's own token; never twice at once.
    expect(stillWaiting(calls).map((call) => call.input)).toEqual(name === "verifying" ? [INPUT] : []);
    expect(actual.hasTag("modal")).toBe(name === "expired.modalOpen");
    if (lastAnswer === "verified") expect(actual.context.verified).toEqual(REGISTERED);
    else if (lastAnswer !== undefined) expect(name).toBe(ANSWERS[lastAnswer].shows);
    // The ends of the flow take no more events.
    expect(actual.status).toBe(
      ["verified", "alreadyVerified", "notFound"].includes(name) ? "done" : "active",
    );
  };

  const perform = (event: VerifyEmailPageEvent) => {
    const step = event as ModelEvent;
    lastAnswer = undefined;
    if (step.type === DONE) {
      lastAnswer = "verified";
      stillWaiting(calls)[0]!.resolve(REGISTERED);
    } else if (step.type === ERROR) {
      lastAnswer = step.answer;
      stillWaiting(calls)[0]!.reject(step.error);
    } else actor.send(step);
  };

  for (const { description, path } of paths) {
    it(description, () => runPath(path, perform, check));
  }
});
