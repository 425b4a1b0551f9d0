import type { LocalePath } from "../i18n/locales";

/**
 * Paths of the pages that e-mail links open (accounts spec section 2), under the locale segment. The
 * server prefixes PUBLIC_URL; tokens are base64url, so they need no escaping.
 */
export const emailVerificationLinkPath = (locale: LocalePath, emailVerificationToken: string): string =>
  `/${locale}/user/verify/${emailVerificationToken}`;

export const passwordResetLinkPath = (locale: LocalePath, passwordRecoveryToken: string): string =>
  `/${locale}/password/reset/${passwordRecoveryToken}`;
