import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { ApiError } from "../../../domain/rpc/clientErrors.ts";
import { newPasswordRules } from "../../../machines/auth/newPasswordFormMachine.ts";
import { resetRequestFormMachine } from "../../../machines/auth/resetRequestFormMachine.ts";
import { signInFormMachine, signInRules } from "../../../machines/auth/signInFormMachine.ts";
import { signUpFormMachine, signUpRules } from "../../../machines/auth/signUpFormMachine.ts";

const refusal = (code: string) =>
  new ApiError({ uri: "/x", errors: [{ code, type: "BAD_REQUEST", message: "" }] });

/** A `submit` actor that fails with `error` (or answers `answer`), and the values it was sent. */
const submitting = (outcome: { readonly error?: unknown; readonly answer?: unknown }) => {
  const sent: unknown[] = [];
  const submit = fromPromise<unknown, Readonly<Record<string, string>>>(async ({ input }) => {
    sent.push(input);
    if (outcome.error) throw outcome.error;
    return outcome.answer;
  });
  return { sent, actors: { submit } };
};

describe("sign-in form", () => {
  it("checks the address but only asks for the password (old passwords still sign in)", () => {
    expect(signInRules({ email: "ann@example.com", password: "a" })).toEqual({});
    expect(signInRules({ email: "ann@", password: "" })).toEqual({
      email: ["invalid_domain"],
      password: ["required"],
    });
  });

  it("sends nothing while a rule is broken, and shows every field's problem", () => {
    const { sent, actors } = submitting({ answer: {} });
    const actor = createActor(signInFormMachine.provide({ actors })).start();
    actor.send({ type: "form.submit" });
    expect(sent).toEqual([]);
    expect(actor.getSnapshot().context.touched).toEqual({ email: true, password: true });
  });

  it("keeps wrong credentials as a refusal of the whole form", async () => {
    const { actors } = submitting({ error: refusal("user.invalid_credentials") });
    const actor = createActor(signInFormMachine.provide({ actors })).start();
    actor.send({ type: "form.change", field: "email", value: "ann@example.com" });
    actor.send({ type: "form.change", field: "password", value: "nope" });
    actor.send({ type: "form.submit" });
    const failed = await waitFor(actor, (s) => s.hasTag("failed"));
    expect(failed.context.failure).toEqual({ kind: "refused", code: "user.invalid_credentials" });
    expect(failed.context.refusals).toEqual({});
  });
});

describe("sign-up form", () => {
  it("applies the section 5 rules to every field as the user types", () => {
    expect(signUpRules({ name: "Ann 2", email: "ann@example.com", password: "secret" })).toEqual({
      name: ["invalid_characters"],
      password: ["too_short", "missing_uppercase", "missing_digit", "missing_special"],
    });
  });

  it("puts a taken address beside the e-mail field", async () => {
    const { sent, actors } = submitting({ error: refusal("user.email_already_exists") });
    const actor = createActor(signUpFormMachine.provide({ actors })).start();
    for (const [field, value] of [
      ["name", "Ann Smith"],
      ["email", "ann@example.com"],
      ["password", "Secret#123"],
    ] as const) {
      actor.send({ type: "form.change", field, value });
    }
    actor.send({ type: "form.submit" });
    const failed = await waitFor(actor, (s) => s.hasTag("failed"));
    expect(sent).toEqual([{ name: "Ann Smith", email: "ann@example.com", password: "Secret#123" }]);
    expect(failed.context.refusals).toEqual({ email: "user.email_already_exists" });
  });
});

describe("reset request form", () => {
  it("puts an unknown address beside the e-mail field", async () => {
    const { actors } = submitting({ error: refusal("user.email_not_found") });
    const actor = createActor(resetRequestFormMachine.provide({ actors })).start();
    actor.send({ type: "form.change", field: "email", value: "nobody@example.com" });
    actor.send({ type: "form.submit" });
    const failed = await waitFor(actor, (s) => s.hasTag("failed"));
    expect(failed.context.refusals).toEqual({ email: "user.email_not_found" });
  });
});

describe("new password form", () => {
  it("wants a strong password typed twice the same", () => {
    expect(newPasswordRules({ newPassword: "Secret#123", repeatPassword: "Secret#123" })).toEqual({});
    expect(newPasswordRules({ newPassword: "Secret#123", repeatPassword: "Secret#12" })).toEqual({
      repeatPassword: ["mismatch"],
    });
    expect(newPasswordRules({ newPassword: "", repeatPassword: "" })).toEqual({
      newPassword: ["required"],
      repeatPassword: ["required"],
    });
  });
});
