import { type AuthToken, refreshAt } from "../../domain/accounts/authToken.ts";
import { MAX_TIMER_MS } from "./sessionTiming.ts";

/**
 * How long from `now` until the scheduled refresh: zero when the token already counts as expired, and never
 * beyond what a browser timer can hold (a longer wait would fire at once); the early wake-up then refreshes
 * early, which is harmless.
 */
export const refreshLeadMs = (token: Pick<AuthToken, "accessTokenValidUntil">, now: number): number =>
  Math.min(MAX_TIMER_MS, Math.max(0, refreshAt(token) - now));
