import { randomUUID } from "node:crypto";
import { Clock, Effect } from "effect";
import {
  emailRules,
  fieldIssues,
  nameRules,
  normalizeEmail,
  normalizeName,
  passwordRules,
} from "../../../domain/accounts/validation";
import { Database } from "../../db/Database";
import type { RpcRequest } from "../../rpc/RpcHandler";
import { AccountFailure, requireValid } from "../failures";
import { limitAttempts } from "../rateLimit";
import { findUserById } from "../stores/userStore";
import { mailVerificationLink } from "./accountLinks";
import { createAccount } from "./createAccount";
import { hashNewPassword } from "./hashNewPassword";

/**
 * `register`: a new account with its starting FUN balance, which signs in once the link mailed to its
 * address is followed.
 */
export const register = Effect.fn("accounts.register")(function* (
  input: { readonly name: string; readonly email: string; readonly password: string },
  request: RpcRequest,
) {
  const name = normalizeName(input.name);
  const email = normalizeEmail(input.email);
  yield* limitAttempts("register", "perAddress", request.ip);
  yield* requireValid([
    ...fieldIssues("name", nameRules(name)),
    ...fieldIssues("email", emailRules(email)),
    ...fieldIssues("password", passwordRules(input.password)),
  ]);
  yield* limitAttempts("register", "perAccount", email);
  const db = yield* Database;
  // Hashed before the transaction: scrypt takes tens of milliseconds and PGlite is one connection.
  const passwordHash = yield* hashNewPassword(input.password);
  const now = yield* Clock.currentTimeMillis;
  const userId = randomUUID();
  const validUntil = yield* db.transaction(
    Effect.gen(function* () {
      if (!(yield* createAccount({ id: userId, name, email, passwordHash, now }))) {
        return yield* Effect.fail(AccountFailure.emailAlreadyExists());
      }
      const user = yield* findUserById(userId);
      if (!user) return yield* Effect.die(new Error("The new account could not be read back"));
      return yield* mailVerificationLink(user, email);
    }),
  );
  return { userId, email, emailVerificationTokenValidUntil: validUntil };
});
