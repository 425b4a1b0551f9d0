import { Clock, Effect } from "effect";
import { emailVerificationLinkPath, passwordResetLinkPath } from "../../../domain/accounts/mailLinks";
import { DEFAULT_LOCALE_PATH, LOCALES, type LocalePath } from "../../../domain/i18n/locales";
import { enqueueJob } from "../../jobs/JobQueue";
import { emailVerificationMail, passwordResetMail } from "../../mail/accountMails";
import { SendMail } from "../../mail/mailJob";
import { AccountsConfig } from "../AccountsConfig";
import { hashOpaqueToken, newOpaqueToken } from "../crypto/opaqueToken";
import { insertMailToken, retireMailTokens } from "../stores/mailTokenStore";
import type { UserRecord } from "../stores/userStore";

/** The site's path locale for a user's saved locale (`pt_BR` → `pt-br`), the default when none. */
const localePathOf = (user: UserRecord): LocalePath =>
  LOCALES.find((locale) => locale.enumName === user.locale)?.path ?? DEFAULT_LOCALE_PATH;

/**
 * Creates a single-use link token (stored hashed; older unused links of the same purpose are retired so
 * only the newest works) and mails the link. Run inside the flow's transaction: the mail is a job of that
 * transaction (server/jobs/), sent once it commits and retried while the relay fails, so a slow relay
 * holds no transaction and a rolled-back flow sends nothing.
 */
const mailLink = Effect.fn("accounts.mailLink")(function* (
  user: UserRecord,
  to: string,
  purpose: "email_verification" | "password_recovery",
) {
  const { policy, publicUrl } = yield* AccountsConfig;
  const now = yield* Clock.currentTimeMillis;
  const ttl = purpose === "email_verification" ? policy.emailVerificationTtlMs : policy.passwordRecoveryTtlMs;
  const token = newOpaqueToken();
  const validUntil = now + ttl;
  yield* retireMailTokens(user.id, purpose, now);
  yield* insertMailToken({
    tokenHash: hashOpaqueToken(token),
    userId: user.id,
    purpose,
    email: to,
    createdAt: now,
    expiresAt: validUntil,
  });
  const locale = localePathOf(user);
  const link = { to, name: user.name, validUntil };
  yield* enqueueJob(
    SendMail,
    purpose === "email_verification"
      ? emailVerificationMail({
          ...link,
          url: publicUrl + emailVerificationLinkPath(locale, token),
          newAddress: to !== user.email,
        })
      : passwordResetMail({ ...link, url: publicUrl + passwordResetLinkPath(locale, token) }),
  );
  return validUntil;
});

/** Mails a verification link for `to`: the account's own address, or the new one it is changing to. */
export const mailVerificationLink = (user: UserRecord, to: string) =>
  mailLink(user, to, "email_verification");

/** Mails a password reset link to the account's address. */
export const mailRecoveryLink = (user: UserRecord) => mailLink(user, user.email, "password_recovery");
