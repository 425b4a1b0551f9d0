import { assign, fromPromise, setup } from "xstate";
import { AccountErrorCode } from "../../domain/accounts/accountErrors.ts";
import { type SubmitFailure, submitFailure } from "../accountForm/submitFailure.ts";
import { linkRefusals, refusedWith } from "./linkRefusals.ts";
import type { Registered } from "./signUpFormMachine.ts";

/**
 * `/user/verify/{emailVerificationToken}` (accounts spec sections 2 and 4): the link verifies as the page
 * opens (the `verify` actor of the initial state, provided by the composition root). A success goes on to
 * sign in; an expired link opens the expired-link modal, which the user may close and open again; an
 * address already verified or an unknown link are ends of their own; any other failure offers a retry.
 */
export interface VerifyEmailPageInput {
  readonly emailVerificationToken: string;
}

export interface VerifyEmailPageContext {
  readonly emailVerificationToken: string;
  /** The verified account, to fill its address in on the sign-in page. */
  readonly verified: Registered | null;
  readonly failure: SubmitFailure | null;
}

export type VerifyEmailPageEvent =
  | { readonly type: "verify.retry" }
  | { readonly type: "expired.modal.open" }
  | { readonly type: "expired.modal.close" };

/** `checking` while the link is being followed; `modal` while the expired-link modal is open. */
export type VerifyEmailPageTag = "checking" | "modal";

export const verifyEmailPageMachine = setup({
  types: {
    context: {} as VerifyEmailPageContext,
    events: {} as VerifyEmailPageEvent,
    input: {} as VerifyEmailPageInput,
    tags: {} as VerifyEmailPageTag,
  },
  actors: {
    verify: fromPromise<Registered, VerifyEmailPageInput>(() =>
      Promise.reject(new Error("verifyEmailPageMachine: provide the `verify` actor")),
    ),
  },
  guards: {
    refusedWith,
  },
  actions: {
    takeFailure: assign((_, params: { readonly error: unknown }) => ({
      failure: submitFailure(params.error),
    })),
  },
}).createMachine({
  id: "verifyEmailPage",
  context: ({ input }) => ({
    emailVerificationToken: input.emailVerificationToken,
    verified: null,
    failure: null,
  }),
  initial: "verifying",
  states: {
    verifying: {
      tags: "checking",
      entry: assign({ failure: null }),
      invoke: {
        id: "verify",
        src: "verify",
        input: ({ context }) => ({ emailVerificationToken: context.emailVerificationToken }),
        onDone: { target: "verified", actions: assign({ verified: ({ event }) => event.output }) },
        onError: linkRefusals([
          ["expired", AccountErrorCode.emailVerificationTokenExpired],
          ["alreadyVerified", AccountErrorCode.emailAlreadyVerified],
          ["notFound", AccountErrorCode.emailVerificationTokenNotFound],
        ]),
      },
    },
    verified: { type: "final" },
    /** The link lapsed: the modal asks for a new one with the old link's token. */
    expired: {
      initial: "modalOpen",
      states: {
        modalOpen: { tags: "modal", on: { "expired.modal.close": { target: "modalClosed" } } },
        modalClosed: { on: { "expired.modal.open": { target: "modalOpen" } } },
      },
    },
    alreadyVerified: { type: "final" },
    notFound: { type: "final" },
    failed: { on: { "verify.retry": { target: "verifying" } } },
  },
});
