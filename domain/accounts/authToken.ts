import { Schema } from "effect";

/**
 * The session token pair (accounts spec sections 3, 7 and 8), as answered by `login_user` and
 * `user_refresh_token`, and the error codes that drive the browser's session logic. Shared by the server
 * (which issues tokens and fails with these codes) and the browser (which stores, refreshes and drops them).
 */

/** Milliseconds since the Unix epoch. */
const EpochMillis = Schema.Int;

export const AuthToken = Schema.Struct({
  accessToken: Schema.NonEmptyString,
  refreshToken: Schema.NonEmptyString,
  accessTokenValidUntil: EpochMillis,
  refreshTokenValidUntil: EpochMillis,
  sessionId: Schema.NonEmptyString,
  /** How the user signed in: password or an external login provider. */
  provider: Schema.NonEmptyString,
});
export type AuthToken = typeof AuthToken.Type;

/** Codes in an error answer's items that the session logic acts on (accounts spec section 8). */
export const SessionErrorCode = {
  notFoundByAccessToken: "session.not_found_by_access_token",
  notFoundByRefreshToken: "session.not_found_by_refresh_token",
  closed: "session.session_closed",
  closedByOperator: "session.session_closed_by_operator",
  closedByUser: "session.session_closed_by_user",
  disabled: "session.session_disabled",
  expired: "session.session_expired",
  tokenDisabled: "token.token_disabled",
  tokenExpired: "token.token_expired",
} as const;
export type SessionErrorCode = (typeof SessionErrorCode)[keyof typeof SessionErrorCode];

/** Codes a refresh can cure; every other session code ends the session. */
export const refreshableCodes = [SessionErrorCode.tokenDisabled, SessionErrorCode.tokenExpired] as const;
export type RefreshableCode = (typeof refreshableCodes)[number];

/** A token counts as expired this long before its real end (accounts spec section 9). */
export const EXPIRY_MARGIN_MS = 60_000;

/** True from one margin before `validUntil` on, so a call never leaves with a token about to lapse. */
export const isExpired = (validUntil: number, now: number): boolean => now >= validUntil - EXPIRY_MARGIN_MS;

/** The instant the access token should be refreshed: the moment it starts counting as expired. */
export const refreshAt = (token: Pick<AuthToken, "accessTokenValidUntil">): number =>
  token.accessTokenValidUntil - EXPIRY_MARGIN_MS;
