/**
 * Why a feed gave up on its tree and starts again from a snapshot after `FEED_RETRY_DELAY_MS`
 * (sports-data sections 4 and 9). The machine keeps the last one in its context for logs and the UI.
 */
export const FEED_FAULTS = [
  /** `loadSnapshot` failed. */
  "snapshot.failed",
  /** `loadGap` failed. */
  "gap.failed",
  /** The server no longer holds the missing batches (a nil gap). */
  "gap.nil",
  /** The answer starts above the version after ours, or holds nothing at all. */
  "gap.incorrectVersion",
  /** The answer starts at or below the version we already hold. */
  "gap.versionTooLow",
  /** A batch of the answer skips versions after the one before it. */
  "gap.versionTooHigh",
  /** A batch of the answer is not after the one before it (wrong order, or a repeat). */
  "gap.outOfOrder",
  /** More than `FEED_BUFFER_LIMIT` batches waited for a snapshot or a gap. */
  "buffer.overload",
] as const;
export type FeedFault = (typeof FEED_FAULTS)[number];

/** Wait before starting again from a fresh snapshot (sports-data section 9). */
export const FEED_RETRY_DELAY_MS = 3000;
