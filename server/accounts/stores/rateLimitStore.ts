import { Effect, Schema } from "effect";
import { Millis, queryFirst } from "./columns";

export interface BucketState {
  /** Hits in the current window, this one included. */
  readonly hits: number;
  readonly windowStartedAt: number;
}

/**
 * Counts one hit in a fixed window. One statement, so concurrent hits on the same bucket cannot both
 * read the old count.
 */
export const hitRateLimitBucket = Effect.fn("rateLimitStore.hit")(
  (bucketKey: string, now: number, windowMs: number) =>
    Effect.map(
      queryFirst(
        Schema.Struct({ hits: Schema.Int, window_started_at: Millis }),
        `INSERT INTO rate_limit_buckets (bucket_key, window_started_at, hits) VALUES ($1, $2, 1)
         ON CONFLICT (bucket_key) DO UPDATE SET
           hits = CASE WHEN rate_limit_buckets.window_started_at <= $2 - $3 THEN 1 ELSE rate_limit_buckets.hits + 1 END,
           window_started_at = CASE WHEN rate_limit_buckets.window_started_at <= $2 - $3 THEN $2
                                    ELSE rate_limit_buckets.window_started_at END
         RETURNING hits, window_started_at`,
        [bucketKey, now, windowMs],
      ),
      (row): BucketState => ({ hits: row?.hits ?? 1, windowStartedAt: row?.window_started_at ?? now }),
    ),
);
