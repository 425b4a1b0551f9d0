import { Clock, Effect } from "effect";
import {
  emailRules,
  fieldIssues,
  isSameEmail,
  normalizeEmail,
  requiredRules,
} from "../../../domain/accounts/validation";
import { Database } from "../../db/Database";
import type { RpcRequest } from "../../rpc/RpcHandler";
import { verifyPassword } from "../crypto/passwordHash";
import { AccountFailure, requireValid } from "../failures";
import { limitAttempts } from "../rateLimit";
import type { Principal } from "../sessions/authenticate";
import { findUserByEmail, findUserById, setPendingEmail } from "../stores/userStore";
import { mailVerificationLink } from "./accountLinks";

/**
 * `user_update_email`: checks the password, then mails a link to the new address. The account keeps
 * its old address until the link is followed, so a typo cannot lock anyone out.
 */
export const changeEmail = Effect.fn("accounts.changeEmail")(function* (
  principal: Principal,
  input: { readonly newEmail: string; readonly password: string },
  request: RpcRequest,
) {
  const newEmail = normalizeEmail(input.newEmail);
  yield* requireValid([
    ...fieldIssues("newEmail", emailRules(newEmail)),
    ...fieldIssues("password", requiredRules(input.password)),
  ]);
  const user = yield* findUserById(principal.userId);
  if (!user) return yield* Effect.fail(AccountFailure.userNotFound());
  if (isSameEmail(user.email, newEmail)) return yield* Effect.fail(AccountFailure.sameEmail());
  if (!(yield* verifyPassword(input.password, user.passwordHash)))
    return yield* Effect.fail(AccountFailure.incorrectPassword());
  if (yield* findUserByEmail(newEmail)) return yield* Effect.fail(AccountFailure.emailAlreadyExists());
  yield* limitAttempts("verificationMail", "perAddress", request.ip);
  yield* limitAttempts("verificationMail", "perAccount", user.id);
  const db = yield* Database;
  const validUntil = yield* db.transaction(
    Effect.gen(function* () {
      yield* setPendingEmail(user.id, newEmail, yield* Clock.currentTimeMillis);
      return yield* mailVerificationLink({ ...user, pendingEmail: newEmail }, newEmail);
    }),
  );
  return { userId: user.id, email: newEmail, emailVerificationTokenValidUntil: validUntil };
});
