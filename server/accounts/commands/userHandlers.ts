import {
  UpdateEmailVerificationTokenByEmail,
  UpdateEmailVerificationTokenByOldToken,
  UpdateEmailVerificationTokenByUserId,
  UserUpdateEmail,
  UserVerifyEmail,
} from "../../../domain/accounts/emailCommands";
import {
  GetPasswordRecoveryTokenExpirationTime,
  UserChangePassword,
  UserResetPasswordByEmail,
  UserUpdatePasswordByEmail,
} from "../../../domain/accounts/passwordCommands";
import { UpdateUserProfile, UpdateUserSettings } from "../../../domain/accounts/profileCommands";
import { Register } from "../../../domain/accounts/registrationCommands";
import { changeEmail } from "../flows/changeEmail";
import { changePassword } from "../flows/changePassword";
import { recoveryLinkExpiry, requestPasswordReset, resetPasswordByLink } from "../flows/passwordRecovery";
import { updateUserProfile, updateUserSettings } from "../flows/profile";
import { register } from "../flows/register";
import {
  resendVerificationByEmail,
  resendVerificationByOldToken,
  resendVerificationByUserId,
} from "../flows/resendVerification";
import { verifyEmail } from "../flows/verifyEmail";
import { accountHandler, signedInHandler } from "./accountHandler";

/** The `funsclub-users` service: sign-up, e-mail, password, profile and settings. */
export const userHandlers = [
  accountHandler(Register, (payload, request) => register(payload, request)),
  accountHandler(UserVerifyEmail, ({ emailVerificationToken }) => verifyEmail(emailVerificationToken)),
  accountHandler(UpdateEmailVerificationTokenByEmail, ({ email }, request) =>
    resendVerificationByEmail(email, request),
  ),
  accountHandler(UpdateEmailVerificationTokenByOldToken, ({ emailVerificationToken }, request) =>
    resendVerificationByOldToken(emailVerificationToken, request),
  ),
  accountHandler(UpdateEmailVerificationTokenByUserId, ({ userId }, request) =>
    resendVerificationByUserId(userId, request),
  ),
  signedInHandler(UserUpdateEmail, (principal, payload, request) => changeEmail(principal, payload, request)),
  signedInHandler(UserChangePassword, (principal, payload) => changePassword(principal, payload)),
  accountHandler(UserResetPasswordByEmail, ({ email }, request) => requestPasswordReset(email, request)),
  accountHandler(GetPasswordRecoveryTokenExpirationTime, ({ passwordRecoveryToken }) =>
    recoveryLinkExpiry(passwordRecoveryToken),
  ),
  accountHandler(UserUpdatePasswordByEmail, (payload) => resetPasswordByLink(payload)),
  signedInHandler(UpdateUserProfile, (principal, payload) => updateUserProfile(principal, payload)),
  signedInHandler(UpdateUserSettings, (principal, payload) => updateUserSettings(principal, payload)),
];
