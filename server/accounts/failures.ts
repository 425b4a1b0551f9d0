import { Effect } from "effect";
import { AccountErrorCode } from "../../domain/accounts/accountErrors";
import type { SessionErrorCode } from "../../domain/accounts/authToken";
import { type FieldIssue, validationCode } from "../../domain/accounts/validation";
import { validationMessage } from "../../domain/accounts/validationMessages";
import { apiError, type ErrorType } from "../../domain/rpc/errors";
import { ApiFailure } from "../rpc/ApiFailure";

/** The catalogue failures of the account flows, one constructor per outcome. */
const failure = (code: string, type: ErrorType, message: string) => ApiFailure.of(code, type, message);

export const AccountFailure = {
  emailAlreadyExists: () =>
    failure(AccountErrorCode.emailAlreadyExists, "CONFLICT", "An account with this e-mail already exists"),
  emailNotFound: () => failure(AccountErrorCode.emailNotFound, "NOT_FOUND", "No account has this e-mail"),
  invalidCredentials: () =>
    failure(AccountErrorCode.invalidCredentials, "UNAUTHORIZED", "Invalid e-mail or password"),
  accountNotVerified: () =>
    failure(AccountErrorCode.accountNotVerified, "FORBIDDEN", "The e-mail has not been verified"),
  emailAlreadyVerified: () =>
    failure(AccountErrorCode.emailAlreadyVerified, "CONFLICT", "The e-mail is already verified"),
  verificationTokenNotFound: () =>
    failure(AccountErrorCode.emailVerificationTokenNotFound, "NOT_FOUND", "Unknown verification link"),
  verificationTokenExpired: () =>
    failure(
      AccountErrorCode.emailVerificationTokenExpired,
      "BAD_REQUEST",
      "The verification link has expired",
    ),
  recoveryTokenNotFound: () =>
    failure(AccountErrorCode.passwordRecoveryTokenNotFound, "NOT_FOUND", "Unknown password reset link"),
  resetLinkExpired: () =>
    failure(AccountErrorCode.passwordResetLinkExpired, "BAD_REQUEST", "The password reset link has expired"),
  passwordAlreadyReset: () =>
    failure(AccountErrorCode.passwordAlreadyReset, "CONFLICT", "The password has already been reset"),
  incorrectCurrentPassword: () =>
    failure(AccountErrorCode.incorrectCurrentPassword, "BAD_REQUEST", "The current password is not correct"),
  incorrectPassword: () =>
    failure(AccountErrorCode.incorrectPassword, "BAD_REQUEST", "The password is not correct"),
  samePassword: () =>
    failure(
      AccountErrorCode.samePassword,
      "BAD_REQUEST",
      "The new password can't be the same as the current one",
    ),
  sameEmail: () => failure(AccountErrorCode.sameEmail, "BAD_REQUEST", "The new e-mail is the current one"),
  userNotFound: () => failure(AccountErrorCode.userNotFound, "NOT_FOUND", "No such user"),
  tooManyRequests: (retryAfterSeconds: number) =>
    failure(
      AccountErrorCode.tooManyRequests,
      "TOO_MANY_REQUESTS",
      `Too many attempts; try again in ${retryAfterSeconds} s`,
    ),
};

const sessionMessages: Record<SessionErrorCode, string> = {
  "session.not_found_by_access_token": "No session matches this access token",
  "session.not_found_by_refresh_token": "No session matches this refresh token",
  "session.session_closed": "The session was closed",
  "session.session_closed_by_operator": "The session was closed by an operator",
  "session.session_closed_by_user": "The session was closed by its user",
  "session.session_disabled": "The session is disabled",
  "session.session_expired": "The session has expired",
  "token.token_disabled": "The access token was replaced by a refresh",
  "token.token_expired": "The access token has expired",
};

/** Session and token codes are all 401: the client's session logic decides, by code, to refresh or leave. */
export const sessionFailure = (code: SessionErrorCode): ApiFailure =>
  failure(code, "UNAUTHORIZED", sessionMessages[code]);

const validationItem = (issue: FieldIssue) =>
  apiError(validationCode(issue), "BAD_REQUEST", validationMessage(issue));

/** One error item per broken rule, so a form can mark every field at once. */
export const requireValid = (issues: ReadonlyArray<FieldIssue>): Effect.Effect<void, ApiFailure> => {
  const [first, ...rest] = issues;
  return first === undefined
    ? Effect.void
    : Effect.fail(new ApiFailure({ errors: [validationItem(first), ...rest.map(validationItem)] }));
};
