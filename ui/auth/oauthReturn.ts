import { Option } from "effect";
import type { AuthToken } from "../../domain/accounts/authToken.ts";
import {
  decodeOAuthTokenCookie,
  decodePostOAuthUrlCookie,
  OAUTH_CALLBACK_ERROR_PARAM,
} from "../../domain/accounts/externalLogin.ts";

/** The raw values of the two cookies an external login leaves (either may be missing). */
export interface OAuthCookies {
  readonly token: string | undefined;
  readonly postOAuthUrl: string | undefined;
}

/** How the return from an external login provider went (accounts spec section 4). */
export type OAuthReturn =
  | { readonly kind: "signedIn"; readonly token: AuthToken; readonly returnTo: string }
  /** `code` is the server's `?error=` catalogue code, null when a cookie was missing or unreadable. */
  | { readonly kind: "failed"; readonly code: string | null };

/**
 * Both cookies present and readable and no `?error=`: signed in, back to the stored path. Anything else
 * is a failure: the page shows an error toast and goes home.
 */
export const oauthReturnOf = (cookies: OAuthCookies, search: string): OAuthReturn => {
  const error = new URLSearchParams(search).get(OAUTH_CALLBACK_ERROR_PARAM);
  if (error !== null) return { kind: "failed", code: error || null };
  const token = cookies.token === undefined ? Option.none() : decodeOAuthTokenCookie(cookies.token);
  const returnTo =
    cookies.postOAuthUrl === undefined ? Option.none() : decodePostOAuthUrlCookie(cookies.postOAuthUrl);
  if (Option.isSome(token) && Option.isSome(returnTo)) {
    return { kind: "signedIn", token: token.value, returnTo: returnTo.value };
  }
  return { kind: "failed", code: null };
};
