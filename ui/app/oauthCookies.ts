import { OAUTH_TOKEN_COOKIE, POST_OAUTH_URL_COOKIE } from "../../domain/accounts/externalLogin.ts";
import type { OAuthCookies } from "../auth/oauthReturn.ts";

/** `a=1; b=2` → `{a: "1", b: "2"}`, values left encoded (the decoders of externalLogin.ts decode them). */
export const parseCookies = (header: string): Record<string, string> =>
  Object.fromEntries(
    header
      .split(";")
      .map((part) => part.trim())
      .filter((part) => part.includes("="))
      .map((part) => {
        const at = part.indexOf("=");
        return [part.slice(0, at), part.slice(at + 1)];
      }),
  );

/**
 * Reads the two cookies the external login left and deletes them at once (accounts spec section 4): a
 * token must not linger where a later page could sign in with it again. Deleting uses max age -1 (section 9).
 */
export const takeOAuthCookies = (doc: { cookie: string }): OAuthCookies => {
  const cookies = parseCookies(doc.cookie);
  for (const name of [OAUTH_TOKEN_COOKIE, POST_OAUTH_URL_COOKIE]) {
    doc.cookie = `${name}=; Max-Age=-1; Path=/; SameSite=Lax`;
  }
  return { token: cookies[OAUTH_TOKEN_COOKIE], postOAuthUrl: cookies[POST_OAUTH_URL_COOKIE] };
};
