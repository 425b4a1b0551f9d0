import { Option, Schema } from "effect";
import { DEFAULT_LOCALE_PATH, isLocalePath, type LocalePath } from "../i18n/locales";
import { defineCommand, EmptyPayload } from "../rpc/command";
import { AuthToken } from "./authToken";

/**
 * External login (accounts spec sections 4 and 7): the browser navigates to
 * `/auth/external/{providerId}?postOAuthUrl=…&deviceInfo=…&ipToken=…`, signs in at the provider, and comes
 * back to `/{locale}/oauth/callback` with two short-lived cookies: the token pair and the path to return
 * to. Shared by the server (which sets them) and the browser (which reads them).
 */

/** A provider's id: lower-case letters, digits and dashes (`google`, `funsclub-dev`); never `password`. */
export const ExternalProviderId = Schema.String.check(
  Schema.isPattern(/^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/, {
    message: "Expected lower-case letters, digits and dashes (at most 32)",
  }),
  Schema.makeFilter((id: string) => id !== "password" || "`password` is not a provider id"),
);

export const EXTERNAL_LOGIN_BASE_PATH = "/auth/external";

/** Where the browser goes to sign in with a provider. */
export const externalLoginPath = (providerId: string): string =>
  `${EXTERNAL_LOGIN_BASE_PATH}/${encodeURIComponent(providerId)}`;

/** Where the provider sends the browser back (the redirect URI registered with the provider). */
export const externalLoginCallbackPath = (providerId: string): string =>
  `${externalLoginPath(providerId)}/callback`;

export const POST_OAUTH_URL_MAX_LENGTH = 2_048;
export const DEVICE_INFO_MAX_LENGTH = 2_048;
export const IP_TOKEN_MAX_LENGTH = 512;

/**
 * A path of this site to return to: it starts with one `/`, has no scheme, host, backslash, control
 * character or whitespace, so no browser can read it as another origin (`//evil.example`, `/\evil`).
 */
export const isSameOriginPath = (value: string): boolean => {
  if (!value.startsWith("/") || value.startsWith("//")) return false;
  if (value.length > POST_OAUTH_URL_MAX_LENGTH || /[\\\s\p{Cc}]/u.test(value)) return false;
  const base = "http://funsclub.invalid";
  try {
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
};

export const PostOAuthUrl = Schema.String.check(
  Schema.makeFilter(
    (value: string) => isSameOriginPath(value) || "Expected a path of this site, such as /en-us/tips/soccer",
  ),
);

/** The query of the login URL (spec section 7). `deviceInfo` and `ipToken` are opaque to the server. */
export const ExternalLoginQuery = Schema.Struct({
  postOAuthUrl: PostOAuthUrl,
  deviceInfo: Schema.optional(Schema.String.check(Schema.isMaxLength(DEVICE_INFO_MAX_LENGTH))),
  ipToken: Schema.optional(Schema.String.check(Schema.isMaxLength(IP_TOKEN_MAX_LENGTH))),
});
export type ExternalLoginQuery = typeof ExternalLoginQuery.Type;

/** The login URL the browser navigates to (`deviceInfo` is encoded by the caller, as the spec says). */
export const externalLoginUrl = (providerId: string, query: ExternalLoginQuery): string => {
  const params = new URLSearchParams({ postOAuthUrl: query.postOAuthUrl });
  if (query.deviceInfo !== undefined) params.set("deviceInfo", query.deviceInfo);
  if (query.ipToken !== undefined) params.set("ipToken", query.ipToken);
  return `${externalLoginPath(providerId)}?${params}`;
};

/** The locale of a return path (`/es-es/tips` → `es-es`); the default when it names none. */
export const localeOfPath = (path: string): LocalePath => {
  const first = path.split(/[/?#]/)[1] ?? "";
  return isLocalePath(first) ? first : DEFAULT_LOCALE_PATH;
};

/** The page the browser lands on, success or failure. */
export const oauthCallbackPath = (locale: LocalePath): string => `/${locale}/oauth/callback`;

/** On failure the landing page gets `?error=<catalogue code>` and no cookie. */
export const OAUTH_CALLBACK_ERROR_PARAM = "error";

/**
 * Set on success, readable by the page (not HttpOnly), SameSite=Lax, path `/`, for 60 s. Values are
 * `encodeURIComponent`-encoded: the token cookie holds the JSON of an `AuthToken`, the other the path.
 */
export const OAUTH_TOKEN_COOKIE = "funs_oauth_token";
export const POST_OAUTH_URL_COOKIE = "funs_post_oauth_url";
export const OAUTH_COOKIE_MAX_AGE_SECONDS = 60;

const TokenCookie = Schema.fromJsonString(AuthToken);

/** The cookie value of a token pair. */
export const encodeOAuthTokenCookie = (token: AuthToken): string =>
  encodeURIComponent(Schema.encodeSync(TokenCookie)(token));

/** Reads the token cookie's value; none when it is missing or not a token pair. */
export const decodeOAuthTokenCookie = (value: string): Option.Option<AuthToken> => {
  try {
    return Schema.decodeUnknownOption(TokenCookie)(decodeURIComponent(value));
  } catch {
    return Option.none();
  }
};

/** Reads the return-path cookie's value; none unless it is a path of this site. */
export const decodePostOAuthUrlCookie = (value: string): Option.Option<string> => {
  try {
    const path = decodeURIComponent(value);
    return isSameOriginPath(path) ? Option.some(path) : Option.none();
  } catch {
    return Option.none();
  }
};

/** Codes the landing page gets in `?error=` (besides `rate_limit.too_many_requests` and `server.internal_error`). */
export const ExternalLoginErrorCode = {
  /** No provider has this id (or it is the development provider, in production). */
  unknownProvider: "external_login.unknown_provider",
  /** The login URL's query is wrong: `postOAuthUrl` missing or not a path of this site, a value too long. */
  invalidRequest: "external_login.invalid_request",
  /** The provider's answer names no login this browser started: forged, replayed or from another browser. */
  invalidState: "external_login.invalid_state",
  /** The login was started too long ago (10 minutes). */
  stateExpired: "external_login.state_expired",
  /** The user cancelled at the provider, or the provider refused. */
  providerDenied: "external_login.provider_denied",
  /** The provider could not be reached, or its answer did not check out (code, ID token). */
  providerFailed: "external_login.provider_failed",
  /** The provider gave no verified e-mail address this site can use. */
  verifiedEmailRequired: "external_login.verified_email_required",
} as const;
export type ExternalLoginErrorCode = (typeof ExternalLoginErrorCode)[keyof typeof ExternalLoginErrorCode];

export const ExternalProvider = Schema.Struct({ id: Schema.String, name: Schema.String });
export type ExternalProvider = typeof ExternalProvider.Type;

/** `get_external_providers`: the providers the auth providers sheet offers. */
export const GetExternalProviders = defineCommand({
  service: "auth",
  name: "get_external_providers",
  payload: EmptyPayload,
  success: Schema.Struct({ providers: Schema.Array(ExternalProvider) }),
});
