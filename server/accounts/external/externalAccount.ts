import { randomBytes, randomUUID } from "node:crypto";
import { Clock, Effect, Schema } from "effect";
import { emailRules } from "../../../domain/accounts/validation";
import { Database } from "../../db/Database";
import { AccountFailure } from "../failures";
import { createAccount } from "../flows/createAccount";
import { hashNewPassword } from "../flows/hashNewPassword";
import { findUserByEmail, markEmailVerified, setPasswordHash } from "../stores/userStore";
import { findLinkedUserId, linkIdentity } from "./identityStore";
import type { ProviderIdentity } from "./providerIdentity";

/** The identity is new and the provider gave no verified address to find or open an account with. */
export class NoVerifiedEmail extends Schema.TaggedError<NoVerifiedEmail>()("NoVerifiedEmail", {}) {}

/**
 * The account an external identity signs in to. Found by the identity when it was linked before; else
 * by its verified e-mail address (and linked); else a new verified account with the starting FUN balance.
 *
 * NOTE: an existing account whose address was never verified could have been opened by someone else
 * with this person's address ("pre-hijacking"). The provider has now proven who owns the address, so
 * the account is linked, marked verified, and its password replaced by one nobody knows: whoever set it
 * cannot sign in with it. A forgotten-password mail gives the owner a password of their own.
 */
export const findOrCreateExternalAccount = Effect.fn("externalLogin.account")(function* (
  provider: string,
  identity: ProviderIdentity,
) {
  const linked = yield* findLinkedUserId(provider, identity.subject);
  if (linked) return linked;
  const email = identity.verifiedEmail;
  if (email === undefined || emailRules(email).length > 0) return yield* Effect.fail(new NoVerifiedEmail());
  // Hashed before the transaction: scrypt takes tens of milliseconds and PGlite is one connection.
  const unknownPasswordHash = yield* hashNewPassword(randomBytes(24).toString("base64url"));
  const db = yield* Database;
  return yield* db.transaction(
    Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis;
      // Two answers for one new identity may race here; the second finds the first one's link.
      const linkedMeanwhile = yield* findLinkedUserId(provider, identity.subject);
      if (linkedMeanwhile) return linkedMeanwhile;
      const existing = yield* findUserByEmail(email);
      let userId: string;
      if (existing) {
        userId = existing.id;
        if (existing.emailVerifiedAt === null) {
          yield* setPasswordHash(userId, unknownPasswordHash, now);
          yield* markEmailVerified(userId, now);
        }
      } else {
        userId = randomUUID();
        const created = yield* createAccount({
          id: userId,
          name: identity.name,
          email,
          passwordHash: unknownPasswordHash,
          now,
        });
        if (!created) return yield* Effect.fail(AccountFailure.emailAlreadyExists());
        yield* markEmailVerified(userId, now);
      }
      yield* linkIdentity({ provider, subject: identity.subject, userId, now });
      return userId;
    }),
  );
});
