import { Clock, Effect } from "effect";
import type { RateLimit } from "../accounts/accountPolicy";
import { hitRateLimitBucket } from "../accounts/stores/rateLimitStore";
import { ChatFailure } from "./chatFailures";

/**
 * Counts one message of a user in each of the policy's windows and refuses it with
 * `chat.too_many_requests` (429) past a bound. The buckets are the accounts' table, so the limit holds
 * across server processes; a refused send counts too (a flood stays refused until its window ends).
 */
export const limitChatSends = Effect.fn("chat.limitSends")(function* (
  userId: string,
  limits: ReadonlyArray<RateLimit>,
) {
  const now = yield* Clock.currentTimeMillis;
  for (const limit of limits) {
    const bucket = yield* hitRateLimitBucket(`chat.send:${limit.windowMs}:${userId}`, now, limit.windowMs);
    if (bucket.hits > limit.max) {
      const retryAfterMs = Math.max(0, bucket.windowStartedAt + limit.windowMs - now);
      return yield* Effect.fail(ChatFailure.tooManyRequests(Math.max(1, Math.ceil(retryAfterMs / 1000))));
    }
  }
});
