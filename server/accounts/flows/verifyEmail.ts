import { Clock, Effect } from "effect";
import { Database } from "../../db/Database";
import { hashOpaqueToken } from "../crypto/opaqueToken";
import { AccountFailure } from "../failures";
import { findMailToken, markMailTokenUsed } from "../stores/mailTokenStore";
import { findUserById, markEmailVerified, switchToVerifiedEmail } from "../stores/userStore";

/**
 * `user_verify_email`: follows a verification link. A link for the account's own address verifies it;
 * a link for a new address (`user_update_email`) makes that the account's address.
 */
export const verifyEmail = Effect.fn("accounts.verifyEmail")(function* (emailVerificationToken: string) {
  const db = yield* Database;
  const tokenHash = hashOpaqueToken(emailVerificationToken);
  return yield* db.transaction(
    Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis;
      const link = yield* findMailToken(tokenHash, "email_verification");
      const user = link ? yield* findUserById(link.userId) : undefined;
      if (!link || !user) return yield* Effect.fail(AccountFailure.verificationTokenNotFound());
      const ownAddress = link.email === user.email;
      // Already done (this link or another): say so, whatever the link's own state.
      if (ownAddress && user.emailVerifiedAt !== null)
        return yield* Effect.fail(AccountFailure.emailAlreadyVerified());
      // A link replaced by a newer one, or for an address change that was since replaced, is spent like
      // an expired one: the expired-link modal offers a fresh link.
      const superseded = link.usedAt !== null || (!ownAddress && user.pendingEmail !== link.email);
      if (superseded || now >= link.expiresAt)
        return yield* Effect.fail(AccountFailure.verificationTokenExpired());
      if (!(yield* markMailTokenUsed(tokenHash, now)))
        return yield* Effect.fail(AccountFailure.emailAlreadyVerified());
      if (ownAddress) yield* markEmailVerified(user.id, now);
      else if (!(yield* switchToVerifiedEmail(user.id, link.email, now))) {
        return yield* Effect.fail(AccountFailure.emailAlreadyExists());
      }
      return { userId: user.id, email: link.email };
    }),
  );
});
