import { randomUUID } from "node:crypto";
import { Clock, Effect } from "effect";
import { FUN_CURRENCY } from "../../../domain/accounts/authProfile";
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
import { AccountsConfig } from "../AccountsConfig";
import { AccountFailure, requireValid } from "../failures";
import { limitAttempts } from "../rateLimit";
import { addLedgerEntry } from "../stores/ledgerStore";
import { findUserById, insertUser } from "../stores/userStore";
import { mailVerificationLink } from "./accountLinks";
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
  const { policy } = yield* AccountsConfig;
  const db = yield* Database;
  // Hashed before the transaction: scrypt takes tens of milliseconds and PGlite is one connection.
  const passwordHash = yield* hashNewPassword(input.password);
  const now = yield* Clock.currentTimeMillis;
  const userId = randomUUID();
  const validUntil = yield* db.transaction(
    Effect.gen(function* () {
      if (!(yield* insertUser({ id: userId, name, email, passwordHash, now }))) {
        return yield* Effect.fail(AccountFailure.emailAlreadyExists());
      }
      yield* addLedgerEntry({
        userId,
        currency: FUN_CURRENCY,
        amount: policy.startingFunBalance,
        kind: "starting_balance",
        now,
      });
      const user = yield* findUserById(userId);
      if (!user) return yield* Effect.die(new Error("The new account could not be read back"));
      return yield* mailVerificationLink(user, email);
    }),
  );
  return { userId, email, emailVerificationTokenValidUntil: validUntil };
});
