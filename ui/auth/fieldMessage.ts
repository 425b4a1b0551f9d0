import { AccountErrorCode } from "../../domain/accounts/accountErrors.ts";
import type { ValidationRule } from "../../domain/accounts/validation.ts";
import {
  BIOGRAPHY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "../../domain/accounts/validationLimits.ts";
import type { AccountFormContext } from "../../machines/accountForm/accountFormMachine.ts";
import type { FieldRule } from "../../machines/accountForm/fieldRules.ts";
import type { SubmitFailure } from "../../machines/accountForm/submitFailure.ts";

/**
 * Which words a form shows, as translation keys with their values: a field's first broken rule once the
 * user has left it (or tried to submit), the server's refusal beside the field it names, and a message
 * above the form for everything else. Pure, so the choice is tested without rendering.
 */
export interface Message {
  readonly key: MessageKey;
  readonly values?: Readonly<Record<string, number | string>>;
}

export type MessageKey =
  | `auth.rule.${FieldRule}`
  | `auth.code.${CodeKey}`
  | "auth.failure.network"
  | "auth.failure.timeout"
  | "auth.failure.unexpected";

type CodeKey =
  | "emailAlreadyExists"
  | "emailNotFound"
  | "invalidCredentials"
  | "accountNotVerified"
  | "emailAlreadyVerified"
  | "verificationLinkNotFound"
  | "verificationLinkExpired"
  | "resetLinkNotFound"
  | "resetLinkExpired"
  | "passwordAlreadyReset"
  | "samePassword"
  | "userNotFound"
  | "tooManyRequests";

const keyOfCode: Readonly<Record<string, CodeKey>> = {
  [AccountErrorCode.emailAlreadyExists]: "emailAlreadyExists",
  [AccountErrorCode.emailNotFound]: "emailNotFound",
  [AccountErrorCode.invalidCredentials]: "invalidCredentials",
  [AccountErrorCode.accountNotVerified]: "accountNotVerified",
  [AccountErrorCode.emailAlreadyVerified]: "emailAlreadyVerified",
  [AccountErrorCode.emailVerificationTokenNotFound]: "verificationLinkNotFound",
  [AccountErrorCode.emailVerificationTokenExpired]: "verificationLinkExpired",
  [AccountErrorCode.passwordRecoveryTokenNotFound]: "resetLinkNotFound",
  [AccountErrorCode.passwordResetLinkExpired]: "resetLinkExpired",
  [AccountErrorCode.passwordAlreadyReset]: "passwordAlreadyReset",
  [AccountErrorCode.samePassword]: "samePassword",
  [AccountErrorCode.userNotFound]: "userNotFound",
  [AccountErrorCode.tooManyRequests]: "tooManyRequests",
};

const maxLengthOf: Readonly<Record<string, number>> = {
  name: NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  newEmail: EMAIL_MAX_LENGTH,
  password: PASSWORD_MAX_LENGTH,
  newPassword: PASSWORD_MAX_LENGTH,
  repeatPassword: PASSWORD_MAX_LENGTH,
  biography: BIOGRAPHY_MAX_LENGTH,
};

const VALIDATION_RULES: ReadonlyArray<ValidationRule> = [
  "required",
  "too_long",
  "too_short",
  "invalid_format",
  "local_part_too_long",
  "invalid_domain",
  "invalid_characters",
  "missing_lowercase",
  "missing_uppercase",
  "missing_digit",
  "missing_special",
];

/** The words of one broken rule of `field`; lengths are filled in from the shared limits. */
export const ruleMessage = (field: string, rule: FieldRule): Message => {
  if (rule === "too_long") return { key: "auth.rule.too_long", values: { max: maxLengthOf[field] ?? 0 } };
  if (rule === "too_short") return { key: "auth.rule.too_short", values: { min: PASSWORD_MIN_LENGTH } };
  return { key: `auth.rule.${rule}` };
};

/** The words of a catalogue code: its own message, or the rule of a `validation.{field}.{rule}` code. */
export const codeMessage = (code: string): Message => {
  const known = keyOfCode[code];
  if (known) return { key: `auth.code.${known}` };
  const [prefix, field, rule] = code.split(".");
  if (prefix === "validation" && field && VALIDATION_RULES.includes(rule as ValidationRule)) {
    return ruleMessage(field, rule as ValidationRule);
  }
  return { key: "auth.failure.unexpected" };
};

/** The words of a failed submission as a whole. */
export const failureMessage = (failure: SubmitFailure): Message => {
  switch (failure.kind) {
    case "network":
      return { key: "auth.failure.network" };
    case "timeout":
      return { key: "auth.failure.timeout" };
    case "refused":
      return failure.code === null ? { key: "auth.failure.unexpected" } : codeMessage(failure.code);
    case "unexpected":
      return { key: "auth.failure.unexpected" };
  }
};

/**
 * What a field shows under it: the server's refusal first (it is about the value as sent), else the first
 * rule it breaks once touched. Untouched fields stay quiet, so an empty form is not a wall of red; `quiet`
 * rules are never named under the field because something else shows them (the password checklist).
 */
export const fieldMessage = <F extends string>(
  context: Pick<AccountFormContext<F, unknown>, "refusals" | "rules" | "touched">,
  field: F,
  quiet: ReadonlyArray<FieldRule> = [],
): Message | null => {
  const refusal = context.refusals[field];
  if (refusal !== undefined) return codeMessage(refusal);
  const shown = (context.rules[field] ?? []).filter((rule) => !quiet.includes(rule));
  return context.touched[field] && shown.length > 0 ? ruleMessage(field, shown[0]!) : null;
};
