/**
 * Catalogue codes of the account flows (accounts spec section 8), beside the session and token codes of
 * `authToken.ts`. Field rules answer `validation.{field}.{rule}` (see `validationCode`).
 */
export const AccountErrorCode = {
  /** "Account with this e-mail already exists." */
  emailAlreadyExists: "user.email_already_exists",
  /** "E-mail does not exist, try another." */
  emailNotFound: "user.email_not_found",
  /** "Invalid e-mail or password." */
  invalidCredentials: "user.invalid_credentials",
  /** "The e-mail has not been verified" (the not-verified modal). */
  accountNotVerified: "user.account_not_verified",
  /** "E-mail already verified." */
  emailAlreadyVerified: "user.email_already_verified",
  emailVerificationTokenNotFound: "user.email_verification_token_not_found",
  /** The expired-verification-link modal: it keeps the token to ask for a new one. */
  emailVerificationTokenExpired: "user.email_verification_token_expired",
  passwordRecoveryTokenNotFound: "user.password_recovery_token_not_found",
  /** "Reset password link has expired." */
  passwordResetLinkExpired: "user.password_reset_link_expired",
  /** "Password has already been reset." */
  passwordAlreadyReset: "user.password_already_reset",
  incorrectCurrentPassword: "user.incorrect_current_password",
  incorrectPassword: "user.incorrect_password",
  /** "Your password can't be the same as the current password." */
  samePassword: "user.same_password",
  sameEmail: "user.same_email",
  userNotFound: "user.not_found",
  /** Too many attempts from one address or on one account (HTTP 429). */
  tooManyRequests: "rate_limit.too_many_requests",
} as const;
export type AccountErrorCode = (typeof AccountErrorCode)[keyof typeof AccountErrorCode];
