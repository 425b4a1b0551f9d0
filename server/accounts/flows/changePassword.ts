import { Clock, Effect } from "effect";
import {
  fieldIssues,
  isSamePassword,
  passwordRules,
  requiredRules,
} from "../../../domain/accounts/validation";
import { Database } from "../../db/Database";
import { verifyPassword } from "../crypto/passwordHash";
import { AccountFailure, requireValid } from "../failures";
import type { Principal } from "../sessions/authenticate";
import { endSessions } from "../stores/sessionStore";
import { findUserById, setPasswordHash } from "../stores/userStore";
import { hashNewPassword } from "./hashNewPassword";

/** `user_change_password`: needs the current password; every other session of the account is closed. */
export const changePassword = Effect.fn("accounts.changePassword")(function* (
  principal: Principal,
  input: { readonly currentPassword: string; readonly newPassword: string },
) {
  yield* requireValid([
    ...fieldIssues("currentPassword", requiredRules(input.currentPassword)),
    ...fieldIssues("newPassword", passwordRules(input.newPassword)),
  ]);
  if (isSamePassword(input.currentPassword, input.newPassword))
    return yield* Effect.fail(AccountFailure.samePassword());
  const user = yield* findUserById(principal.userId);
  if (!user) return yield* Effect.fail(AccountFailure.userNotFound());
  if (!(yield* verifyPassword(input.currentPassword, user.passwordHash))) {
    return yield* Effect.fail(AccountFailure.incorrectCurrentPassword());
  }
  const passwordHash = yield* hashNewPassword(input.newPassword);
  const db = yield* Database;
  const closed = yield* db.transaction(
    Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis;
      yield* setPasswordHash(user.id, passwordHash, now);
      return yield* endSessions(
        { userId: user.id, exceptId: principal.sessionId },
        "closed",
        "password_changed",
        now,
      );
    }),
  );
  return { closedSessions: closed.length };
});
