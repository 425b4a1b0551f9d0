import { describe, expect, it } from "vitest";
import type { AccountFormContext } from "../../../machines/accountForm/accountFormMachine.ts";
import { codeMessage, failureMessage, fieldMessage } from "../../../ui/auth/fieldMessage.ts";

describe("fieldMessage", () => {
  type Shown = Pick<AccountFormContext<"email" | "password", unknown>, "rules" | "touched" | "refusals">;
  const context: Shown = {
    rules: { email: ["invalid_domain"], password: ["too_short", "missing_digit"] },
    touched: { email: true },
    refusals: {},
  };

  it("keeps an untouched field quiet, however broken", () => {
    expect(fieldMessage(context, "password")).toBeNull();
  });

  it("names the first broken rule of a touched field", () => {
    expect(fieldMessage(context, "email")).toEqual({ key: "auth.rule.invalid_domain" });
    const touched: Shown = { ...context, touched: { password: true } };
    expect(fieldMessage(touched, "password")).toEqual({
      key: "auth.rule.too_short",
      values: { min: 8 },
    });
  });

  it("leaves the rules the checklist shows unnamed under the field", () => {
    const touched: Shown = { ...context, touched: { password: true } };
    expect(fieldMessage(touched, "password", ["too_short", "missing_digit"])).toBeNull();
  });

  it("shows the server's refusal before any rule", () => {
    const refused: Shown = { ...context, refusals: { email: "user.email_already_exists" } };
    expect(fieldMessage(refused, "email")).toEqual({ key: "auth.code.emailAlreadyExists" });
  });
});

describe("codeMessage and failureMessage", () => {
  it("words validation codes by their rule, with the field's limit", () => {
    expect(codeMessage("validation.name.too_long")).toEqual({
      key: "auth.rule.too_long",
      values: { max: 50 },
    });
    expect(codeMessage("validation.password.missing_special")).toEqual({ key: "auth.rule.missing_special" });
  });

  it("falls back to the generic request error for codes it does not know", () => {
    expect(codeMessage("server.internal_error")).toEqual({ key: "auth.failure.unexpected" });
    expect(codeMessage("validation.name.no_such_rule")).toEqual({ key: "auth.failure.unexpected" });
  });

  it("tells the network and the time limit apart from refusals", () => {
    expect(failureMessage({ kind: "network", code: null })).toEqual({ key: "auth.failure.network" });
    expect(failureMessage({ kind: "timeout", code: null })).toEqual({ key: "auth.failure.timeout" });
    expect(failureMessage({ kind: "refused", code: "rate_limit.too_many_requests" })).toEqual({
      key: "auth.code.tooManyRequests",
    });
  });
});
