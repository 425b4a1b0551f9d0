import { externalLoginUrl, isSameOriginPath } from "../../domain/accounts/externalLogin.ts";

/**
 * The whole-page address that starts an external login (accounts spec section 7): the provider in the
 * path, then `postOAuthUrl` (this page, to come back to), `deviceInfo` (the user agent, encoded as the
 * spec asks) and an empty `ipToken`. A page path the server would refuse falls back to the site root.
 */
export const externalLoginHref = (providerId: string, currentPath: string, userAgent: string): string =>
  externalLoginUrl(providerId, {
    postOAuthUrl: isSameOriginPath(currentPath) ? currentPath : "/",
    deviceInfo: encodeURIComponent(userAgent),
    ipToken: "",
  });
