import { AccountErrorCode } from "../../domain/accounts/accountErrors.ts";
import type { AuthToken } from "../../domain/accounts/authToken.ts";
import { emailRules, normalizeEmail, requiredRules } from "../../domain/accounts/validation.ts";
import { createAccountFormMachine } from "../accountForm/accountFormMachine.ts";
import { brokenOnly, type FormValues } from "../accountForm/fieldRules.ts";
import { validationField } from "../accountForm/submitFailure.ts";

/**
 * `/sign-in` (accounts spec sections 2 and 5): e-mail and password. The password is only required here,
 * never checked against the section 5 rules: an account made under older rules must still sign in. Wrong
 * credentials and an unverified address are refusals of the whole form; the latter opens the not-verified
 * modal (`failed.modal`, tag `modal`). The `submit` actor signs the session in before it resolves.
 */
export const SIGN_IN_FIELDS = ["email", "password"] as const;
export type SignInField = (typeof SIGN_IN_FIELDS)[number];

export const signInRules = (values: FormValues<SignInField>) =>
  brokenOnly<SignInField>({
    email: emailRules(normalizeEmail(values.email)),
    password: requiredRules(values.password),
  });

export const signInFormMachine = createAccountFormMachine<SignInField, AuthToken>({
  id: "signInForm",
  fields: SIGN_IN_FIELDS,
  rulesOf: signInRules,
  fieldOfCode: (code) => validationField(code, SIGN_IN_FIELDS),
  clearOnSuccess: true,
  modalCodes: [AccountErrorCode.accountNotVerified],
});
