import { AccountErrorCode } from "../../domain/accounts/accountErrors.ts";
import { emailRules, normalizeEmail } from "../../domain/accounts/validation.ts";
import { createAccountFormMachine } from "../accountForm/accountFormMachine.ts";
import { brokenOnly, type FormValues } from "../accountForm/fieldRules.ts";
import { validationField } from "../accountForm/submitFailure.ts";

/**
 * `/reset-password` (accounts spec sections 2 and 8): the address to mail a reset link to. An address with
 * no account is told so beside the field ("e-mail does not exist, try another").
 */
export const RESET_REQUEST_FIELDS = ["email"] as const;
export type ResetRequestField = (typeof RESET_REQUEST_FIELDS)[number];

export const resetRequestRules = (values: FormValues<ResetRequestField>) =>
  brokenOnly<ResetRequestField>({ email: emailRules(normalizeEmail(values.email)) });

const resetRequestFieldOfCode = (code: string): ResetRequestField | undefined =>
  code === AccountErrorCode.emailNotFound ? "email" : validationField(code, RESET_REQUEST_FIELDS);

/** The `submit` actor's answer: the address the link went to. */
export interface ResetMailSent {
  readonly email: string;
}

export const resetRequestFormMachine = createAccountFormMachine<ResetRequestField, ResetMailSent>({
  id: "resetRequestForm",
  fields: RESET_REQUEST_FIELDS,
  rulesOf: resetRequestRules,
  fieldOfCode: resetRequestFieldOfCode,
  clearOnSuccess: false,
});
