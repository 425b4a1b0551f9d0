import { Clock, Effect } from "effect";
import { AccountsConfig } from "../AccountsConfig";
import { setKeepAlive } from "../stores/sessionStore";
import type { Principal } from "./authenticate";

/**
 * Keep-alive follows the user's activity (accounts spec section 4). Refresh: the user acted, the session
 * lasts a full lifetime from now and later token refreshes keep extending it. Revoke: the user went
 * idle; the end stays where it is, so an unattended tab is signed out a lifetime after the last activity.
 */
export const setSessionKeepAlive = Effect.fn("accounts.setSessionKeepAlive")(function* (
  principal: Principal,
  keepAlive: boolean,
) {
  const { policy } = yield* AccountsConfig;
  const now = yield* Clock.currentTimeMillis;
  const expiresAt = keepAlive ? now + policy.sessionTtlMs : principal.session.expiresAt;
  yield* setKeepAlive(principal.sessionId, keepAlive, expiresAt);
  return { sessionId: principal.sessionId, keepAlive, refreshTokenValidUntil: expiresAt };
});
