import { Schema } from "effect";
import { defineCommand, EmptyPayload } from "../rpc/command";
import { EpochMillis, PasswordInput, SessionId, TextInput, TokenInput } from "./accountFields";
import { AuthToken } from "./authToken";

/** The `auth` service: signing in and the life of a session (accounts spec sections 4 and 7). */
const TokenAnswer = Schema.Struct({ token: AuthToken });

/** `login_user`: e-mail and password; only verified accounts may sign in. */
export const LoginUser = defineCommand({
  service: "auth",
  name: "login_user",
  postOnly: true,
  payload: Schema.Struct({ email: TextInput, password: PasswordInput }),
  success: TokenAnswer,
});

/**
 * `user_refresh_token`: exchanges a refresh token for a new pair. Each refresh token works once; using
 * one again closes the whole session (it was copied).
 */
export const UserRefreshToken = defineCommand({
  service: "auth",
  name: "user_refresh_token",
  postOnly: true,
  payload: Schema.Struct({ refreshToken: TokenInput }),
  success: TokenAnswer,
});

export const MAX_SESSIONS_PER_CLOSE = 100;

/** `close_session` (signed in): signs out the given sessions of the caller, the current one included. */
export const CloseSession = defineCommand({
  service: "auth",
  name: "close_session",
  payload: Schema.Struct({
    sessionIds: Schema.NonEmptyArray(SessionId).check(Schema.isMaxLength(MAX_SESSIONS_PER_CLOSE)),
  }),
  success: Schema.Struct({ closedSessionIds: Schema.Array(Schema.String) }),
});

/** Where a session's keep-alive stands after a keep-alive command. */
export const KeepAliveState = Schema.Struct({
  sessionId: Schema.String,
  keepAlive: Schema.Boolean,
  refreshTokenValidUntil: EpochMillis,
});

/**
 * `user_refresh_keep_alive` (signed in): the user is active. The session's validity starts again from
 * now, and token refreshes keep extending it.
 */
export const UserRefreshKeepAlive = defineCommand({
  service: "auth",
  name: "user_refresh_keep_alive",
  payload: EmptyPayload,
  success: KeepAliveState,
});

/**
 * `user_revoke_keep_alive` (signed in): the user went idle. Refreshes no longer extend the session, so
 * a tab left open ends with `session.session_expired` one session lifetime after the last activity.
 */
export const UserRevokeKeepAlive = defineCommand({
  service: "auth",
  name: "user_revoke_keep_alive",
  payload: EmptyPayload,
  success: KeepAliveState,
});
