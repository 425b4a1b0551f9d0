import type { RateLimit } from "../accounts/accountPolicy";

/**
 * The chat's numbers (docs/decisions.md records them); tests pass their own to reach the limits fast and
 * the bench lifts them.
 */
export interface ChatPolicy {
  /**
   * What one user may send, every window counted on its own (fixed windows in the rate-limit table, so
   * they hold across server processes): a burst bound and a sustained one.
   */
  readonly sendLimits: ReadonlyArray<RateLimit>;
  /** How long the staff's banned words are kept in memory before they are read again. */
  readonly bannedWordsTtlMs: number;
  /** The fewest milliseconds between two `online` counts pushed to one room. */
  readonly onlineEveryMs: number;
}

export const DEFAULT_CHAT_POLICY: ChatPolicy = {
  sendLimits: [
    { max: 5, windowMs: 10_000 },
    { max: 30, windowMs: 60_000 },
  ],
  bannedWordsTtlMs: 30_000,
  onlineEveryMs: 1_000,
};
