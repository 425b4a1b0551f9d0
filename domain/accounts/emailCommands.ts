import { Schema } from "effect";
import { defineCommand } from "../rpc/command";
import { EpochMillis, PasswordInput, TextInput, TokenInput, UserId } from "./accountFields";

/** What every command that sends a verification mail answers: no address, so no lookup leaks one. */
export const VerificationMailSent = Schema.Struct({ emailVerificationTokenValidUntil: EpochMillis });

/** `user_verify_email`: follows the link of a verification mail (`/user/verify/{token}`). */
export const UserVerifyEmail = defineCommand({
  service: "funsclub-users",
  name: "user_verify_email",
  postOnly: true,
  payload: Schema.Struct({ emailVerificationToken: TokenInput }),
  success: Schema.Struct({ userId: UserId, email: Schema.String }),
});

/** A new verification link for the account registered with this address (the not-verified modal). */
export const UpdateEmailVerificationTokenByEmail = defineCommand({
  service: "funsclub-users",
  name: "update_email_verification_token_by_email",
  payload: Schema.Struct({ email: TextInput }),
  success: VerificationMailSent,
});

/** A new link in place of an expired one (the expired-verification-link modal keeps the old token). */
export const UpdateEmailVerificationTokenByOldToken = defineCommand({
  service: "funsclub-users",
  name: "update_email_verification_token_by_old_token",
  postOnly: true,
  payload: Schema.Struct({ emailVerificationToken: TokenInput }),
  success: VerificationMailSent,
});

/** "Send again" on the `/email-verification/{userId}/{email}` page. */
export const UpdateEmailVerificationTokenByUserId = defineCommand({
  service: "funsclub-users",
  name: "update_email_verification_token_by_user_id",
  payload: Schema.Struct({ userId: UserId }),
  success: VerificationMailSent,
});

/**
 * `user_update_email` (signed in): the new address takes effect once its verification link is followed;
 * until then the account keeps signing in with the old one.
 */
export const UserUpdateEmail = defineCommand({
  service: "funsclub-users",
  name: "user_update_email",
  postOnly: true,
  payload: Schema.Struct({ newEmail: TextInput, password: PasswordInput }),
  success: Schema.Struct({
    userId: UserId,
    email: Schema.String,
    emailVerificationTokenValidUntil: EpochMillis,
  }),
});
