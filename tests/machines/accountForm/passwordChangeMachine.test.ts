import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Actor, createActor } from "xstate";
import { ApiError } from "../../../domain/rpc/clientErrors.ts";
import {
  type PasswordChanged,
  type PasswordChangeField,
  passwordChangeMachine,
  passwordChangeRules,
} from "../../../machines/accountForm/passwordChangeMachine.ts";
import { settle } from "../../helpers/pendingCalls.ts";
import { accountFormHarness } from "./accountFormHarness.ts";

describe("passwordChangeRules", () => {
  it("asks for every field of an empty form", () => {
    expect(passwordChangeRules({ currentPassword: "", newPassword: "", repeatPassword: "" })).toEqual({
      currentPassword: ["required"],
      newPassword: ["required"],
      repeatPassword: ["required"],
    });
  });

  it("lists every section 5 rule a new password breaks", () => {
    expect(
      passwordChangeRules({ currentPassword: "x", newPassword: "abc", repeatPassword: "abc" }).newPassword,
    ).toEqual(["too_short", "missing_uppercase", "missing_digit", "missing_special"]);
  });

  it("refuses a new password equal to the current one, and a repeat that differs", () => {
    expect(
      passwordChangeRules({
        currentPassword: "Old#Pass1",
        newPassword: "Old#Pass1",
        repeatPassword: "Old#Pass",
      }),
    ).toEqual({ newPassword: ["same_as_current"], repeatPassword: ["mismatch"] });
  });
});

describe("passwordChangeMachine", () => {
  let harness: ReturnType<typeof accountFormHarness<PasswordChangeField, PasswordChanged>>;
  let actor: Actor<typeof passwordChangeMachine>;
  const change = (field: PasswordChangeField, value: string) =>
    actor.send({ type: "form.change", field, value });
  const fill = () => {
    change("currentPassword", "Old#Pass1");
    change("newPassword", "New#Pass2");
    change("repeatPassword", "New#Pass2");
  };

  beforeEach(() => {
    harness = accountFormHarness(passwordChangeMachine);
    actor = createActor(harness.machine as typeof passwordChangeMachine).start();
  });
  afterEach(() => actor.stop());

  describe("when in the editing state", () => {
    it("shows a field's problems once it is left, and all of them after a refused submit", () => {
      change("newPassword", "short");
      expect(actor.getSnapshot().context.touched).toEqual({});
      actor.send({ type: "form.blur", field: "newPassword" });
      expect(actor.getSnapshot().context.touched).toEqual({ newPassword: true });
      actor.send({ type: "form.submit" });
      expect(actor.getSnapshot().value).toBe("editing");
      expect(actor.getSnapshot().context.touched).toEqual({
        currentPassword: true,
        newPassword: true,
        repeatPassword: true,
      });
      expect(harness.submissions).toEqual([]);
    });
  });

  describe("when in the failed state", () => {
    it("puts a wrong current password beside its field and waits for it to change", async () => {
      fill();
      actor.send({ type: "form.submit" });
      harness.pending()[0]!.reject(
        new ApiError({
          uri: "/rpc",
          errors: [{ code: "user.incorrect_current_password", type: "BAD_REQUEST" }],
        }),
      );
      await settle();
      expect(actor.getSnapshot().context).toMatchObject({
        refusals: { currentPassword: "user.incorrect_current_password" },
        failure: null,
      });
      actor.send({ type: "form.submit" });
      expect(harness.submissions).toHaveLength(1);
      change("currentPassword", "Old#Pass12");
      expect(actor.getSnapshot().context.refusals).toEqual({});
      actor.send({ type: "form.submit" });
      expect(harness.submissions).toHaveLength(2);
    });

    it("keeps a refusal about the whole form above it, and lets it be retried", async () => {
      fill();
      actor.send({ type: "form.submit" });
      harness.pending()[0]!.reject(
        new ApiError({
          uri: "/rpc",
          errors: [{ code: "rate_limit.too_many_requests", type: "TOO_MANY_REQUESTS" }],
        }),
      );
      await settle();
      expect(actor.getSnapshot().context.failure).toEqual({
        kind: "refused",
        code: "rate_limit.too_many_requests",
      });
      actor.send({ type: "form.submit" });
      expect(actor.getSnapshot().value).toBe("submitting");
      expect(actor.getSnapshot().context.failure).toBeNull();
    });
  });

  describe("when in the succeeded state", () => {
    it("announces the change and clears every field", async () => {
      fill();
      actor.send({ type: "form.blur", field: "newPassword" });
      actor.send({ type: "form.submit" });
      expect(harness.pending()[0]!.input).toEqual({
        currentPassword: "Old#Pass1",
        newPassword: "New#Pass2",
        repeatPassword: "New#Pass2",
      });
      harness.pending()[0]!.resolve({ closedSessions: 1 });
      await settle();
      const { value, context } = actor.getSnapshot();
      expect(value).toBe("succeeded");
      expect(harness.announced).toEqual([{ closedSessions: 1 }]);
      expect(context.values).toEqual({ currentPassword: "", newPassword: "", repeatPassword: "" });
      expect(context.touched).toEqual({});
    });
  });
});
