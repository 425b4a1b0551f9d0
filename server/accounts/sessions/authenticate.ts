import { Clock, Effect, Option } from "effect";
import { SessionErrorCode } from "../../../domain/accounts/authToken";
import { AccountsConfig } from "../AccountsConfig";
import { verifyAccessToken } from "../crypto/accessToken";
import { sessionFailure } from "../failures";
import { findSession, type SessionRecord } from "../stores/sessionStore";
import { unusableSessionCode } from "./sessionState";

/** Who is calling: a user through one of their sessions. */
export interface Principal {
  readonly userId: string;
  readonly sessionId: string;
  readonly session: SessionRecord;
}

/**
 * Resolves an access token to its session, or fails with the session code the client acts on: the
 * session's own state first (closed, disabled, expired end the session), then the token's (expired or
 * replaced by a refresh: the client refreshes).
 */
export const authenticate = Effect.fn("accounts.authenticate")(function* (accessToken: string | undefined) {
  const { signingKey } = yield* AccountsConfig;
  const notFound = sessionFailure(SessionErrorCode.notFoundByAccessToken);
  if (accessToken === undefined) return yield* Effect.fail(notFound);
  const claims = verifyAccessToken(accessToken, signingKey);
  if (Option.isNone(claims)) return yield* Effect.fail(notFound);
  const { sid, uid, gen, exp } = claims.value;
  const session = yield* findSession(sid);
  if (!session || session.userId !== uid) return yield* Effect.fail(notFound);
  const now = yield* Clock.currentTimeMillis;
  const unusable = unusableSessionCode(session, now);
  if (unusable) return yield* Effect.fail(sessionFailure(unusable));
  if (now >= exp) return yield* Effect.fail(sessionFailure(SessionErrorCode.tokenExpired));
  if (gen < session.generation) return yield* Effect.fail(sessionFailure(SessionErrorCode.tokenDisabled));
  const principal: Principal = { userId: uid, sessionId: sid, session };
  return principal;
});
