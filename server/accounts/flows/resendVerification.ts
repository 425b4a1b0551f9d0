import { Effect } from "effect";
import { fieldIssues, normalizeEmail, requiredRules } from "../../../domain/accounts/validation";
import { Database } from "../../db/Database";
import type { ApiFailure } from "../../rpc/ApiFailure";
import type { RpcRequest } from "../../rpc/RpcHandler";
import { hashOpaqueToken } from "../crypto/opaqueToken";
import { AccountFailure, requireValid } from "../failures";
import { limitAttempts } from "../rateLimit";
import { findMailToken } from "../stores/mailTokenStore";
import { findUserByEmail, findUserById, type UserRecord } from "../stores/userStore";
import { mailVerificationLink } from "./accountLinks";

/** The address still waiting for verification: a pending new one first, else an unverified own one. */
const addressToVerify = (user: UserRecord): string | undefined =>
  user.pendingEmail ?? (user.emailVerifiedAt === null ? user.email : undefined);

/** Mails a fresh verification link (the older ones stop working). Limited per address and per account. */
const resendTo = Effect.fn("accounts.resendVerification")(function* (
  user: UserRecord | undefined,
  notFound: () => ApiFailure,
) {
  if (!user) return yield* Effect.fail(notFound());
  const to = addressToVerify(user);
  if (to === undefined) return yield* Effect.fail(AccountFailure.emailAlreadyVerified());
  yield* limitAttempts("verificationMail", "perAccount", user.id);
  const db = yield* Database;
  const validUntil = yield* db.transaction(mailVerificationLink(user, to));
  return { emailVerificationTokenValidUntil: validUntil };
});

/** `update_email_verification_token_by_email`: from the not-verified modal after a refused sign-in. */
export const resendVerificationByEmail = Effect.fn("accounts.resendVerificationByEmail")(function* (
  email: string,
  request: RpcRequest,
) {
  yield* limitAttempts("verificationMail", "perAddress", request.ip);
  const address = normalizeEmail(email);
  yield* requireValid(fieldIssues("email", requiredRules(address)));
  return yield* resendTo(yield* findUserByEmail(address), AccountFailure.emailNotFound);
});

/** `update_email_verification_token_by_old_token`: from the expired-link modal, which kept the token. */
export const resendVerificationByOldToken = Effect.fn("accounts.resendVerificationByOldToken")(function* (
  emailVerificationToken: string,
  request: RpcRequest,
) {
  yield* limitAttempts("verificationMail", "perAddress", request.ip);
  const link = yield* findMailToken(hashOpaqueToken(emailVerificationToken), "email_verification");
  const user = link ? yield* findUserById(link.userId) : undefined;
  return yield* resendTo(user, AccountFailure.verificationTokenNotFound);
});

/** `update_email_verification_token_by_user_id`: "send again" on the verification page. */
export const resendVerificationByUserId = Effect.fn("accounts.resendVerificationByUserId")(function* (
  userId: string,
  request: RpcRequest,
) {
  yield* limitAttempts("verificationMail", "perAddress", request.ip);
  return yield* resendTo(yield* findUserById(userId), AccountFailure.userNotFound);
});
