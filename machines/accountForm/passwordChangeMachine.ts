import { AccountErrorCode } from "../../domain/accounts/accountErrors.ts";
import { isSamePassword, passwordRules, requiredRules } from "../../domain/accounts/validation.ts";
import { createAccountFormMachine } from "./accountFormMachine.ts";
import { brokenOnly, type FieldRule, type FormValues } from "./fieldRules.ts";
import { validationField } from "./submitFailure.ts";

/**
 * `/settings/change-password` (accounts spec sections 2 and 5): the current password, a new one that
 * keeps the section 5 rules and differs from the current one, and the new one again. The form empties
 * itself once the server took the change.
 */
export const PASSWORD_CHANGE_FIELDS = ["currentPassword", "newPassword", "repeatPassword"] as const;
export type PasswordChangeField = (typeof PASSWORD_CHANGE_FIELDS)[number];

/** The rules a new password must keep, in the order the form lists them while the user types. */
export const PASSWORD_STRENGTH_RULES = [
  "too_short",
  "missing_lowercase",
  "missing_uppercase",
  "missing_digit",
  "missing_special",
] as const satisfies ReadonlyArray<FieldRule>;

export const passwordChangeRules = (values: FormValues<PasswordChangeField>) => {
  const { currentPassword, newPassword, repeatPassword } = values;
  const sameAsCurrent =
    newPassword !== "" && isSamePassword(currentPassword, newPassword) ? (["same_as_current"] as const) : [];
  const repeatRules: ReadonlyArray<FieldRule> =
    repeatPassword === "" ? ["required"] : repeatPassword === newPassword ? [] : ["mismatch"];
  return brokenOnly<PasswordChangeField>({
    currentPassword: requiredRules(currentPassword),
    newPassword: [...passwordRules(newPassword), ...sameAsCurrent],
    repeatPassword: repeatRules,
  });
};

const passwordChangeFieldOfCode = (code: string): PasswordChangeField | undefined => {
  if (code === AccountErrorCode.incorrectCurrentPassword) return "currentPassword";
  if (code === AccountErrorCode.samePassword) return "newPassword";
  return validationField(code, PASSWORD_CHANGE_FIELDS);
};

/** The `submit` actor's answer: how many other sessions the change signed out. */
export interface PasswordChanged {
  readonly closedSessions: number;
}

export const passwordChangeMachine = createAccountFormMachine<PasswordChangeField, PasswordChanged>({
  id: "passwordChange",
  fields: PASSWORD_CHANGE_FIELDS,
  rulesOf: passwordChangeRules,
  fieldOfCode: passwordChangeFieldOfCode,
  clearOnSuccess: true,
});
