import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { AccountErrorCode } from "../../../domain/accounts/accountErrors.ts";
import { ApiError } from "../../../domain/rpc/clientErrors.ts";
import { type RecoveryLinkCheck, recoveryLinkMachine } from "../../../machines/auth/recoveryLinkMachine.ts";
import { signInFormMachine } from "../../../machines/auth/signInFormMachine.ts";
import type { Registered } from "../../../machines/auth/signUpFormMachine.ts";
import { verifyEmailPageMachine } from "../../../machines/auth/verifyEmailPageMachine.ts";
import { type PendingCall, settle, stillWaiting, waitingActor } from "../../helpers/pendingCalls.ts";

const refusal = (code: string) => new ApiError({ uri: "/x", errors: [{ code, type: "BAD_REQUEST" }] });

describe("sign-in form's not-verified modal", () => {
  const signInWith = async (error: unknown) => {
    const calls: Array<PendingCall<Readonly<Record<string, string>>, unknown>> = [];
    const actor = createActor(signInFormMachine.provide({ actors: { submit: waitingActor(calls) } })).start();
    actor.send({ type: "form.change", field: "email", value: "ann@example.com" });
    actor.send({ type: "form.change", field: "password", value: "secret" });
    actor.send({ type: "form.submit" });
    stillWaiting(calls)[0]!.reject(error);
    await settle();
    return actor;
  };

  it("opens on the unverified-address refusal, closes, and opens again on request", async () => {
    const actor = await signInWith(refusal(AccountErrorCode.accountNotVerified));
    expect(actor.getSnapshot().hasTag("modal")).toBe(true);
    actor.send({ type: "form.modal.close" });
    expect(actor.getSnapshot().hasTag("modal")).toBe(false);
    // The refusal stays on screen, with its way back to the modal.
    expect(actor.getSnapshot().context.failure?.code).toBe(AccountErrorCode.accountNotVerified);
    actor.send({ type: "form.modal.open" });
    expect(actor.getSnapshot().hasTag("modal")).toBe(true);
    // Typing again leaves the refusal, and the modal with it.
    actor.send({ type: "form.change", field: "password", value: "secret2" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().hasTag("modal")).toBe(false);
  });

  it("never opens for wrong credentials, even when asked", async () => {
    const actor = await signInWith(refusal(AccountErrorCode.invalidCredentials));
    expect(actor.getSnapshot().hasTag("modal")).toBe(false);
    actor.send({ type: "form.modal.open" });
    expect(actor.getSnapshot().hasTag("modal")).toBe(false);
  });
});

describe("verifyEmailPageMachine", () => {
  it("follows the link as it starts, once, with the page's token", async () => {
    const calls: Array<PendingCall<{ emailVerificationToken: string }, Registered>> = [];
    const actor = createActor(verifyEmailPageMachine.provide({ actors: { verify: waitingActor(calls) } }), {
      input: { emailVerificationToken: "t-1" },
    }).start();
    expect(calls.map((call) => call.input)).toEqual([{ emailVerificationToken: "t-1" }]);
    calls[0]!.resolve({ userId: "u", email: "ann@example.com" });
    await settle();
    expect(actor.getSnapshot().value).toBe("verified");
    expect(actor.getSnapshot().context.verified).toEqual({ userId: "u", email: "ann@example.com" });
  });

  it("opens the expired-link modal for a lapsed link, and lets the user close and reopen it", async () => {
    const calls: Array<PendingCall<{ emailVerificationToken: string }, Registered>> = [];
    const actor = createActor(verifyEmailPageMachine.provide({ actors: { verify: waitingActor(calls) } }), {
      input: { emailVerificationToken: "t-1" },
    }).start();
    calls[0]!.reject(refusal(AccountErrorCode.emailVerificationTokenExpired));
    await settle();
    expect(actor.getSnapshot().hasTag("modal")).toBe(true);
    actor.send({ type: "expired.modal.close" });
    expect(actor.getSnapshot().value).toEqual({ expired: "modalClosed" });
    actor.send({ type: "expired.modal.open" });
    expect(actor.getSnapshot().hasTag("modal")).toBe(true);
  });
});

describe("recoveryLinkMachine", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("lapses at the link's expiry by the clock its check answered with, not by reading one", async () => {
    const calls: Array<PendingCall<{ passwordRecoveryToken: string }, RecoveryLinkCheck>> = [];
    const actor = createActor(recoveryLinkMachine.provide({ actors: { checkLink: waitingActor(calls) } }), {
      input: { passwordRecoveryToken: "r-1" },
    }).start();
    // A clock far from the real one: the machine must only compare the two.
    calls[0]!.resolve({ expiresAt: 5_000, checkedAt: 2_000 });
    await settle();
    expect(actor.getSnapshot().value).toBe("usable");
    vi.advanceTimersByTime(2_999);
    expect(actor.getSnapshot().value).toBe("usable");
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe("expired");
  });
});
