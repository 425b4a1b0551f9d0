import { Clock, Effect } from "effect";
import { AccountsConfig } from "./AccountsConfig";
import type { RateLimitedFlow } from "./accountPolicy";
import { hashOpaqueToken } from "./crypto/opaqueToken";
import { AccountFailure } from "./failures";
import { hitRateLimitBucket } from "./stores/rateLimitStore";

/**
 * Counts one attempt of a flow for a subject (a client address or an account) and refuses it with
 * `rate_limit.too_many_requests` (HTTP 429) past the policy's bound. Call it outside any transaction:
 * a refused or failed attempt must still count.
 */
export const limitAttempts = Effect.fn("accounts.limitAttempts")(function* (
  flow: RateLimitedFlow,
  scope: "perAddress" | "perAccount",
  subject: string,
) {
  const { policy } = yield* AccountsConfig;
  const limit = policy.rateLimits[flow][scope];
  const now = yield* Clock.currentTimeMillis;
  // Hashed so the bucket table holds no e-mail address.
  const bucket = yield* hitRateLimitBucket(
    hashOpaqueToken(`${flow}:${scope}:${subject}`),
    now,
    limit.windowMs,
  );
  if (bucket.hits > limit.max) {
    const retryAfterMs = Math.max(0, bucket.windowStartedAt + limit.windowMs - now);
    return yield* Effect.fail(AccountFailure.tooManyRequests(Math.ceil(retryAfterMs / 1000)));
  }
});
