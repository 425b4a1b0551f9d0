import { AccountErrorCode } from "../../domain/accounts/accountErrors.ts";
import { emailRules, normalizeEmail, requiredRules } from "../../domain/accounts/validation.ts";
import { createAccountFormMachine } from "./accountFormMachine.ts";
import { brokenOnly, type FormValues } from "./fieldRules.ts";
import { validationField } from "./submitFailure.ts";

/**
 * `/settings/change-email` (accounts spec sections 2 and 5): the new address and the account's password.
 * The server mails a link to the new address; the account keeps the old one until it is followed, so a
 * success leads to the verification-pending page rather than changing anything on screen.
 */
export const EMAIL_CHANGE_FIELDS = ["newEmail", "password"] as const;
export type EmailChangeField = (typeof EMAIL_CHANGE_FIELDS)[number];

export const emailChangeRules = (values: FormValues<EmailChangeField>) =>
  brokenOnly<EmailChangeField>({
    newEmail: emailRules(normalizeEmail(values.newEmail)),
    password: requiredRules(values.password),
  });

const emailChangeFieldOfCode = (code: string): EmailChangeField | undefined => {
  switch (code) {
    case AccountErrorCode.incorrectPassword:
      return "password";
    case AccountErrorCode.emailAlreadyExists:
    case AccountErrorCode.sameEmail:
      return "newEmail";
    default:
      return validationField(code, EMAIL_CHANGE_FIELDS);
  }
};

/** The `submit` actor's answer: whose address is waiting for verification, and which one. */
export interface EmailChangeRequested {
  readonly userId: string;
  readonly email: string;
}

export const emailChangeMachine = createAccountFormMachine<EmailChangeField, EmailChangeRequested>({
  id: "emailChange",
  fields: EMAIL_CHANGE_FIELDS,
  rulesOf: emailChangeRules,
  fieldOfCode: emailChangeFieldOfCode,
  clearOnSuccess: false,
});
