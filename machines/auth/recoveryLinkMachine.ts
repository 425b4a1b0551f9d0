import { assign, fromPromise, setup } from "xstate";
import { AccountErrorCode } from "../../domain/accounts/accountErrors.ts";
import { type SubmitFailure, submitFailure } from "../accountForm/submitFailure.ts";
import { linkRefusals, refusedWith } from "./linkRefusals.ts";

/**
 * A password reset link on `/password/reset/{passwordRecoveryToken}` (accounts spec sections 2 and 4):
 * checked as the page opens (the `checkLink` actor of the initial state), so a used or lapsed link says so
 * before the user types. The check answers when the link stops working and when it was checked, by the
 * provided clock; the machine is `usable` until then and `expired` after, without reading any clock.
 */
export interface RecoveryLinkInput {
  readonly passwordRecoveryToken: string;
}

/** The `checkLink` actor's answer: epoch ms both, `checkedAt` from the composition root's clock. */
export interface RecoveryLinkCheck {
  readonly expiresAt: number;
  readonly checkedAt: number;
}

export interface RecoveryLinkContext {
  readonly passwordRecoveryToken: string;
  readonly check: RecoveryLinkCheck | null;
  readonly failure: SubmitFailure | null;
}

export type RecoveryLinkEvent = { readonly type: "link.retry" };

export type RecoveryLinkTag = "checking";

/** `setTimeout` fires at once above this (about 24.8 days): a link valid longer waits the most it can. */
const LONGEST_TIMER_MS = 2_147_483_647;

export const recoveryLinkMachine = setup({
  types: {
    context: {} as RecoveryLinkContext,
    events: {} as RecoveryLinkEvent,
    input: {} as RecoveryLinkInput,
    tags: {} as RecoveryLinkTag,
  },
  actors: {
    checkLink: fromPromise<RecoveryLinkCheck, RecoveryLinkInput>(() =>
      Promise.reject(new Error("recoveryLinkMachine: provide the `checkLink` actor")),
    ),
  },
  delays: {
    untilExpiry: ({ context }) =>
      context.check === null
        ? 0
        : Math.min(LONGEST_TIMER_MS, Math.max(0, context.check.expiresAt - context.check.checkedAt)),
  },
  guards: {
    lapsed: (_, check: RecoveryLinkCheck) => check.expiresAt <= check.checkedAt,
    refusedWith,
  },
  actions: {
    takeFailure: assign((_, params: { readonly error: unknown }) => ({
      failure: submitFailure(params.error),
    })),
  },
}).createMachine({
  id: "recoveryLink",
  context: ({ input }) => ({
    passwordRecoveryToken: input.passwordRecoveryToken,
    check: null,
    failure: null,
  }),
  initial: "checking",
  states: {
    checking: {
      tags: "checking",
      entry: assign({ failure: null }),
      invoke: {
        id: "checkLink",
        src: "checkLink",
        input: ({ context }) => ({ passwordRecoveryToken: context.passwordRecoveryToken }),
        onDone: [
          {
            guard: { type: "lapsed", params: ({ event }) => event.output },
            target: "expired",
            actions: assign({ check: ({ event }) => event.output }),
          },
          { target: "usable", actions: assign({ check: ({ event }) => event.output }) },
        ],
        onError: linkRefusals([
          ["expired", AccountErrorCode.passwordResetLinkExpired],
          ["alreadyReset", AccountErrorCode.passwordAlreadyReset],
          ["notFound", AccountErrorCode.passwordRecoveryTokenNotFound],
        ]),
      },
    },
    /** The new-password form may be sent; the link lapses on its own while the page stays open. */
    usable: { after: { untilExpiry: { target: "expired" } } },
    expired: { type: "final" },
    alreadyReset: { type: "final" },
    notFound: { type: "final" },
    failed: { on: { "link.retry": { target: "checking" } } },
  },
});
