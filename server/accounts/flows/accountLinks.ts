import { Clock, Effect } from "effect";
import { emailVerificationLinkPath, passwordResetLinkPath } from "../../../domain/accounts/mailLinks";
import { DEFAULT_LOCALE_PATH, LOCALES, type LocalePath } from "../../../domain/i18n/locales";
import { emailVerificationMail, passwordResetMail } from "../../mail/accountMails";
import { Mailer } from "../../mail/Mailer";
import { AccountsConfig } from "../AccountsConfig";
import { hashOpaqueToken, newOpaqueToken } from "../crypto/opaqueToken";
import { AccountFailure } from "../failures";
import { insertMailToken, retireMailTokens } from "../stores/mailTokenStore";
import type { UserRecord } from "../stores/userStore";

/** The site's path locale for a user's saved locale (`pt_BR` → `pt-br`), the default when none. */
const localePathOf = (user: UserRecord): LocalePath =>
  LOCALES.find((locale) => locale.enumName === user.locale)?.path ?? DEFAULT_LOCALE_PATH;

/**
 * Creates a single-use link token (stored hashed; older unused links of the same purpose are retired so
 * only the newest works) and mails the link. Run inside the flow's transaction: if the mail cannot be
 * handed over, the token and whatever the flow changed roll back together.
 */
const mailLink = Effect.fn("accounts.mailLink")(function* (
  user: UserRecord,
  to: string,
  purpose: "email_verification" | "password_recovery",
) {
  const { policy, publicUrl } = yield* AccountsConfig;
  const mailer = yield* Mailer;
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
  yield* mailer
    .send(
      purpose === "email_verification"
        ? emailVerificationMail({
            ...link,
            url: publicUrl + emailVerificationLinkPath(locale, token),
            newAddress: to !== user.email,
          })
        : passwordResetMail({ ...link, url: publicUrl + passwordResetLinkPath(locale, token) }),
    )
    .pipe(Effect.mapError(() => AccountFailure.mailDeliveryFailed()));
  return validUntil;
});

/** Mails a verification link for `to`: the account's own address, or the new one it is changing to. */
export const mailVerificationLink = (user: UserRecord, to: string) =>
  mailLink(user, to, "email_verification");

/** Mails a password reset link to the account's address. */
export const mailRecoveryLink = (user: UserRecord) => mailLink(user, user.email, "password_recovery");
