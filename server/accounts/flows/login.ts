import { Effect } from "effect";
import { fieldIssues, normalizeEmail, requiredRules } from "../../../domain/accounts/validation";
import { PASSWORD_MAX_LENGTH } from "../../../domain/accounts/validationLimits";
import type { RpcRequest } from "../../rpc/RpcHandler";
import { AccountsConfig } from "../AccountsConfig";
import { verifyPassword } from "../crypto/passwordHash";
import { AccountFailure, requireValid } from "../failures";
import { limitAttempts } from "../rateLimit";
import { openSession } from "../sessions/openSession";
import { findUserByEmail } from "../stores/userStore";

/**
 * `login_user`: e-mail and password. An unknown address and a wrong password give the same answer in
 * the same time; a right password on an unverified account says so (the not-verified modal).
 */
export const login = Effect.fn("accounts.login")(function* (
  input: { readonly email: string; readonly password: string },
  request: RpcRequest,
) {
  const email = normalizeEmail(input.email);
  yield* limitAttempts("login", "perAddress", request.ip);
  yield* requireValid([
    ...fieldIssues("email", requiredRules(email)),
    ...fieldIssues("password", requiredRules(input.password)),
  ]);
  yield* limitAttempts("login", "perAccount", email);
  if ([...input.password].length > PASSWORD_MAX_LENGTH)
    return yield* Effect.fail(AccountFailure.invalidCredentials());
  const { decoyPasswordHash } = yield* AccountsConfig;
  const user = yield* findUserByEmail(email);
  const matches = yield* verifyPassword(input.password, user?.passwordHash ?? decoyPasswordHash);
  if (!user || !matches) return yield* Effect.fail(AccountFailure.invalidCredentials());
  if (user.emailVerifiedAt === null) return yield* Effect.fail(AccountFailure.accountNotVerified());
  return yield* openSession(user.id, "password", request);
});
