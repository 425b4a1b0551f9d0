import { Schema } from "effect";
import { defineCommand } from "../rpc/command";
import { EpochMillis, PasswordInput, TextInput, TokenInput } from "./accountFields";

/** `user_change_password` (signed in). Every other session of the account is closed. */
export const UserChangePassword = defineCommand({
  service: "funsclub-users",
  name: "user_change_password",
  postOnly: true,
  payload: Schema.Struct({ currentPassword: PasswordInput, newPassword: PasswordInput }),
  success: Schema.Struct({ closedSessions: Schema.Int }),
});

/** `user_reset_password_by_email`: mails a recovery link (`/password/reset/{token}`). */
export const UserResetPasswordByEmail = defineCommand({
  service: "funsclub-users",
  name: "user_reset_password_by_email",
  payload: Schema.Struct({ email: TextInput }),
  success: Schema.Struct({ email: Schema.String, passwordRecoveryTokenValidUntil: EpochMillis }),
});

/** When a recovery link stops working, so the reset page can say so before the user types. */
export const GetPasswordRecoveryTokenExpirationTime = defineCommand({
  service: "funsclub-users",
  name: "get_password_recovery_token_expiration_time",
  postOnly: true,
  payload: Schema.Struct({ passwordRecoveryToken: TokenInput }),
  success: Schema.Struct({ expirationTime: EpochMillis }),
});

/** `user_update_password_by_email`: sets the new password from a recovery link; every session is closed. */
export const UserUpdatePasswordByEmail = defineCommand({
  service: "funsclub-users",
  name: "user_update_password_by_email",
  postOnly: true,
  payload: Schema.Struct({ passwordRecoveryToken: TokenInput, newPassword: PasswordInput }),
  success: Schema.Struct({ email: Schema.String }),
});
