import { Clock, Effect } from "effect";
import { type AuthToken, SessionErrorCode } from "../../../domain/accounts/authToken";
import { Database } from "../../db/Database";
import { AccountsConfig } from "../AccountsConfig";
import { hashOpaqueToken } from "../crypto/opaqueToken";
import { sessionFailure } from "../failures";
import { findRefreshToken, markRefreshTokenRotated } from "../stores/refreshTokenStore";
import { advanceGeneration, endSessionById, findSession } from "../stores/sessionStore";
import { issueTokenPair } from "./issueTokenPair";
import { unusableSessionCode } from "./sessionState";

type RefreshOutcome =
  | { readonly _tag: "Rotated"; readonly token: AuthToken }
  | { readonly _tag: "Refused"; readonly code: SessionErrorCode };

/** Ended by the server itself when a refresh token comes back after it was exchanged. */
export const REFRESH_TOKEN_REUSED = "refresh_token_reused";

/**
 * `user_refresh_token`: exchanges a refresh token for a new pair and moves the session to its next
 * generation (older access tokens then answer token.token_disabled). A refresh token that was already
 * exchanged means two parties hold it: the whole session is closed.
 */
export const refreshSession = Effect.fn("accounts.refreshSession")(function* (refreshToken: string) {
  const { policy } = yield* AccountsConfig;
  const db = yield* Database;
  const now = yield* Clock.currentTimeMillis;
  const tokenHash = hashOpaqueToken(refreshToken);
  // NOTE: refusals are answers, not failures, inside the transaction: closing a session on reuse must
  // commit even though the caller gets an error.
  const outcome = yield* db.transaction(
    Effect.gen(function* () {
      const refused = (code: SessionErrorCode): RefreshOutcome => ({ _tag: "Refused", code });
      const stored = yield* findRefreshToken(tokenHash);
      const session = stored ? yield* findSession(stored.sessionId) : undefined;
      if (!stored || !session) return refused(SessionErrorCode.notFoundByRefreshToken);
      const unusable = unusableSessionCode(session, now);
      if (unusable) return refused(unusable);
      const firstUse =
        stored.rotatedAt === null &&
        stored.generation === session.generation &&
        (yield* markRefreshTokenRotated(tokenHash, now));
      if (!firstUse) {
        yield* endSessionById(session.id, "closed", REFRESH_TOKEN_REUSED, now);
        return refused(SessionErrorCode.closed);
      }
      // While the user is active (keep-alive on) each refresh extends the session; once idle it does not.
      const expiresAt = session.keepAlive ? now + policy.sessionTtlMs : session.expiresAt;
      const generation = yield* advanceGeneration(session.id, now, expiresAt);
      if (generation === undefined) return refused(SessionErrorCode.closed);
      const token = yield* issueTokenPair({ ...session, generation, expiresAt }, now);
      return { _tag: "Rotated", token } satisfies RefreshOutcome;
    }),
  );
  if (outcome._tag === "Refused") return yield* Effect.fail(sessionFailure(outcome.code));
  return outcome.token;
});
