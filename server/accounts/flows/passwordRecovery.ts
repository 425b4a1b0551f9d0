import { Clock, Effect } from "effect";
import {
  fieldIssues,
  normalizeEmail,
  passwordRules,
  requiredRules,
} from "../../../domain/accounts/validation";
import { Database } from "../../db/Database";
import type { RpcRequest } from "../../rpc/RpcHandler";
import { hashOpaqueToken } from "../crypto/opaqueToken";
import { verifyPassword } from "../crypto/passwordHash";
import { AccountFailure, requireValid } from "../failures";
import { limitAttempts } from "../rateLimit";
import { findMailToken, markMailTokenUsed, retireMailTokens } from "../stores/mailTokenStore";
import { endSessions } from "../stores/sessionStore";
import { findUserByEmail, findUserById, markEmailVerified, setPasswordHash } from "../stores/userStore";
import { mailRecoveryLink } from "./accountLinks";
import { hashNewPassword } from "./hashNewPassword";

/** `user_reset_password_by_email`: mails a reset link. Limited per client address and per address asked. */
export const requestPasswordReset = Effect.fn("accounts.requestPasswordReset")(function* (
  input: string,
  request: RpcRequest,
) {
  const email = normalizeEmail(input);
  yield* limitAttempts("passwordReset", "perAddress", request.ip);
  yield* requireValid(fieldIssues("email", requiredRules(email)));
  yield* limitAttempts("passwordReset", "perAccount", email);
  const user = yield* findUserByEmail(email);
  if (!user) return yield* Effect.fail(AccountFailure.emailNotFound());
  const db = yield* Database;
  const validUntil = yield* db.transaction(mailRecoveryLink(user));
  return { email: user.email, passwordRecoveryTokenValidUntil: validUntil };
});

/**
 * A recovery link that still works, with its account; otherwise the outcome the reset page shows:
 * unknown, already used ("password already reset") or expired. A link sent to an address the account
 * no longer has counts as expired.
 */
const usableRecoveryLink = Effect.fn("accounts.usableRecoveryLink")(function* (tokenHash: string) {
  const now = yield* Clock.currentTimeMillis;
  const link = yield* findMailToken(tokenHash, "password_recovery");
  const user = link ? yield* findUserById(link.userId) : undefined;
  if (!link || !user) return yield* Effect.fail(AccountFailure.recoveryTokenNotFound());
  if (link.usedAt !== null) return yield* Effect.fail(AccountFailure.passwordAlreadyReset());
  if (now >= link.expiresAt || link.email !== user.email)
    return yield* Effect.fail(AccountFailure.resetLinkExpired());
  return { link, user };
});

/** `get_password_recovery_token_expiration_time`. */
export const recoveryLinkExpiry = Effect.fn("accounts.recoveryLinkExpiry")(function* (
  passwordRecoveryToken: string,
) {
  const { link } = yield* usableRecoveryLink(hashOpaqueToken(passwordRecoveryToken));
  return { expirationTime: link.expiresAt };
});

/**
 * `user_update_password_by_email`: sets a new password from a recovery link. Every session of the
 * account is closed (whoever knew the old password is out), and the address counts as verified: the
 * link proved it.
 */
export const resetPasswordByLink = Effect.fn("accounts.resetPasswordByLink")(function* (input: {
  readonly passwordRecoveryToken: string;
  readonly newPassword: string;
}) {
  yield* requireValid(fieldIssues("newPassword", passwordRules(input.newPassword)));
  const tokenHash = hashOpaqueToken(input.passwordRecoveryToken);
  const { user } = yield* usableRecoveryLink(tokenHash);
  if (yield* verifyPassword(input.newPassword, user.passwordHash))
    return yield* Effect.fail(AccountFailure.samePassword());
  const passwordHash = yield* hashNewPassword(input.newPassword);
  const db = yield* Database;
  yield* db.transaction(
    Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis;
      // The link is spent here, not when it was read: two resets racing on one link, one wins.
      if (!(yield* markMailTokenUsed(tokenHash, now)))
        return yield* Effect.fail(AccountFailure.passwordAlreadyReset());
      yield* retireMailTokens(user.id, "password_recovery", now);
      yield* setPasswordHash(user.id, passwordHash, now);
      yield* markEmailVerified(user.id, now);
      yield* endSessions({ userId: user.id }, "closed", "password_reset", now);
    }),
  );
  return { email: user.email };
});
