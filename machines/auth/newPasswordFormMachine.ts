import { passwordRules } from "../../domain/accounts/validation.ts";
import { createAccountFormMachine } from "../accountForm/accountFormMachine.ts";
import { brokenOnly, type FieldRule, type FormValues } from "../accountForm/fieldRules.ts";
import { validationField } from "../accountForm/submitFailure.ts";

/**
 * `/password/reset/{passwordRecoveryToken}` (accounts spec sections 2, 4 and 5): a new password that keeps
 * the section 5 rules, typed twice. The link's token is not a field: the composition root provides a
 * `submit` bound to it. A used or lapsed link is a refusal of the whole form (the page shows that outcome).
 */
export const NEW_PASSWORD_FIELDS = ["newPassword", "repeatPassword"] as const;
export type NewPasswordField = (typeof NEW_PASSWORD_FIELDS)[number];

export const newPasswordRules = (values: FormValues<NewPasswordField>) => {
  const repeatRules: ReadonlyArray<FieldRule> =
    values.repeatPassword === ""
      ? ["required"]
      : values.repeatPassword === values.newPassword
        ? []
        : ["mismatch"];
  return brokenOnly<NewPasswordField>({
    newPassword: passwordRules(values.newPassword),
    repeatPassword: repeatRules,
  });
};

/** The `submit` actor's answer: the account's address, to fill in on the sign-in page. */
export interface PasswordSet {
  readonly email: string;
}

export const newPasswordFormMachine = createAccountFormMachine<NewPasswordField, PasswordSet>({
  id: "newPasswordForm",
  fields: NEW_PASSWORD_FIELDS,
  rulesOf: newPasswordRules,
  fieldOfCode: (code) => validationField(code, NEW_PASSWORD_FIELDS),
  clearOnSuccess: true,
});
