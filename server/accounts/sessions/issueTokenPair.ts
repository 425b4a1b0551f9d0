import { Effect } from "effect";
import type { AuthToken } from "../../../domain/accounts/authToken";
import { AccountsConfig } from "../AccountsConfig";
import { signAccessToken } from "../crypto/accessToken";
import { hashOpaqueToken, newOpaqueToken } from "../crypto/opaqueToken";
import { insertRefreshToken } from "../stores/refreshTokenStore";

export interface SessionGeneration {
  readonly id: string;
  readonly userId: string;
  readonly provider: string;
  readonly generation: number;
  readonly expiresAt: number;
}

/**
 * A new token pair for a session's current generation. The refresh token is stored as a hash only; the
 * access token is signed and lives at most until the session itself ends.
 */
export const issueTokenPair = Effect.fn("accounts.issueTokenPair")(function* (
  session: SessionGeneration,
  now: number,
) {
  const { signingKey, policy } = yield* AccountsConfig;
  const refreshToken = newOpaqueToken();
  yield* insertRefreshToken(hashOpaqueToken(refreshToken), session.id, session.generation, now);
  const accessTokenValidUntil = Math.min(now + policy.accessTokenTtlMs, session.expiresAt);
  const accessToken = signAccessToken(
    { sid: session.id, uid: session.userId, gen: session.generation, exp: accessTokenValidUntil },
    signingKey,
  );
  const token: AuthToken = {
    accessToken,
    refreshToken,
    accessTokenValidUntil,
    refreshTokenValidUntil: session.expiresAt,
    sessionId: session.id,
    provider: session.provider,
  };
  return token;
});
