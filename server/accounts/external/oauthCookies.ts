import type { AuthToken } from "../../../domain/accounts/authToken";
import {
  EXTERNAL_LOGIN_BASE_PATH,
  encodeOAuthTokenCookie,
  OAUTH_COOKIE_MAX_AGE_SECONDS,
  OAUTH_TOKEN_COOKIE,
  POST_OAUTH_URL_COOKIE,
} from "../../../domain/accounts/externalLogin";
import { LOGIN_ATTEMPT_TTL_MS } from "./startExternalLogin";

/**
 * Binds a login to the browser that started it: the state, HttpOnly, sent back only to the callback.
 * Without it, anyone could hand a victim a callback link of their own login and sign them in as the
 * attacker (login CSRF).
 */
export const OAUTH_STATE_COOKIE = "funs_oauth_state";

const cookie = (
  name: string,
  value: string,
  options: { path: string; maxAgeSeconds: number; httpOnly: boolean; secure: boolean },
): string =>
  [
    `${name}=${value}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAgeSeconds}`,
    "SameSite=Lax",
    ...(options.httpOnly ? ["HttpOnly"] : []),
    ...(options.secure ? ["Secure"] : []),
  ].join("; ");

/** Set when the login starts; the state is base64url, safe in a cookie as it is. */
export const stateCookie = (state: string, secure: boolean): string =>
  cookie(OAUTH_STATE_COOKIE, state, {
    path: EXTERNAL_LOGIN_BASE_PATH,
    maxAgeSeconds: LOGIN_ATTEMPT_TTL_MS / 1000,
    httpOnly: true,
    secure,
  });

/** Spent once the login succeeded. */
export const clearStateCookie = (secure: boolean): string =>
  cookie(OAUTH_STATE_COOKIE, "", {
    path: EXTERNAL_LOGIN_BASE_PATH,
    maxAgeSeconds: 0,
    httpOnly: true,
    secure,
  });

/** What the landing page reads: the token pair and the path to return to, for 60 s, readable by scripts. */
export const successCookies = (token: AuthToken, postOAuthUrl: string, secure: boolean): string[] => {
  const options = { path: "/", maxAgeSeconds: OAUTH_COOKIE_MAX_AGE_SECONDS, httpOnly: false, secure };
  return [
    cookie(OAUTH_TOKEN_COOKIE, encodeOAuthTokenCookie(token), options),
    cookie(POST_OAUTH_URL_COOKIE, encodeURIComponent(postOAuthUrl), options),
  ];
};

/** One cookie of a request's `Cookie` header. */
export const readCookie = (header: string | undefined, name: string): string | undefined => {
  for (const part of (header ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
};
