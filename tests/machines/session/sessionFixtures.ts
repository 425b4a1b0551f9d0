import type { AuthToken } from "../../../domain/accounts/authToken.ts";

/** The fixed start of every test clock: 2026-11-23 12:00 UTC. */
export const T0 = Date.UTC(2026, 10, 23, 12, 0, 0);
export const MINUTE = 60_000;
export const ACCESS_LIFETIME_MS = 10 * MINUTE;
export const REFRESH_LIFETIME_MS = 30 * 24 * 60 * MINUTE;

let issued = 0;

/** A token issued at `at` (default: now on the test clock); every call gives new token strings. */
export const issueToken = (
  options: { readonly at?: number; readonly accessMs?: number; readonly refreshMs?: number } = {},
): AuthToken => {
  const at = options.at ?? Date.now();
  issued += 1;
  return {
    accessToken: `access-${issued}`,
    refreshToken: `refresh-${issued}`,
    accessTokenValidUntil: at + (options.accessMs ?? ACCESS_LIFETIME_MS),
    refreshTokenValidUntil: at + (options.refreshMs ?? REFRESH_LIFETIME_MS),
    sessionId: "session-1",
    provider: "password",
  };
};

/** Stored tokens for each start-up case, relative to now. */
export const storedTokens = {
  valid: () => issueToken(),
  /** The access token has 30 s left: inside the one-minute margin, so it counts as expired. */
  accessExpired: () => issueToken({ at: Date.now() - ACCESS_LIFETIME_MS + 30_000 }),
  /** Both count as expired: the refresh token has 30 s left. */
  refreshExpired: () => issueToken({ at: Date.now() - REFRESH_LIFETIME_MS + 30_000 }),
} as const;

/** What the transport's ApiError looks like to the machine: an error with the first item's code. */
export const apiError = (code: string) => Object.assign(new Error(`refused: ${code}`), { code });
/** A fetch that never reached the server. */
export const networkError = () => new TypeError("Failed to fetch");

/** Lets promise callbacks (and the events they send) run; fake timers do not touch microtasks. */
export const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};
