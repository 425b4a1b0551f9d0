import { AccountErrorCode } from "../../domain/accounts/accountErrors.ts";
import {
  emailRules,
  nameRules,
  normalizeEmail,
  normalizeName,
  passwordRules,
} from "../../domain/accounts/validation.ts";
import { createAccountFormMachine } from "../accountForm/accountFormMachine.ts";
import { brokenOnly, type FormValues } from "../accountForm/fieldRules.ts";
import { validationField } from "../accountForm/submitFailure.ts";

/**
 * `/sign-up` (accounts spec sections 2 and 5): name, e-mail and a password that keeps every section 5
 * rule, checked as the user types with the rules the server applies. A taken address is shown beside the
 * e-mail field; the server's own `validation.*` refusals beside the field they name.
 */
export const SIGN_UP_FIELDS = ["name", "email", "password"] as const;
export type SignUpField = (typeof SIGN_UP_FIELDS)[number];

export const signUpRules = (values: FormValues<SignUpField>) =>
  brokenOnly<SignUpField>({
    name: nameRules(normalizeName(values.name)),
    email: emailRules(normalizeEmail(values.email)),
    password: passwordRules(values.password),
  });

const signUpFieldOfCode = (code: string): SignUpField | undefined =>
  code === AccountErrorCode.emailAlreadyExists ? "email" : validationField(code, SIGN_UP_FIELDS);

/** The `submit` actor's answer: the account waiting for its address to be verified. */
export interface Registered {
  readonly userId: string;
  readonly email: string;
}

export const signUpFormMachine = createAccountFormMachine<SignUpField, Registered>({
  id: "signUpForm",
  fields: SIGN_UP_FIELDS,
  rulesOf: signUpRules,
  fieldOfCode: signUpFieldOfCode,
  clearOnSuccess: false,
});
