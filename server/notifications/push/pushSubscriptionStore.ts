import { Clock, Effect, Schema } from "effect";
import { execute, queryRows } from "../../accounts/stores/columns";
import type { DevicePush } from "./pushToken";

/** Binds a browser's subscription to the user; the same endpoint again (another user, new keys) moves it. */
export const upsertPushSubscription = Effect.fn("notifications.upsertPushSubscription")(function* (
  userId: string,
  device: DevicePush,
) {
  const now = yield* Clock.currentTimeMillis;
  yield* execute(
    `INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (endpoint) DO UPDATE
       SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, created_at = EXCLUDED.created_at
     RETURNING endpoint`,
    [device.endpoint, userId, device.keys.p256dh, device.keys.auth, now],
  );
});

/** The user's own subscription at `endpoint` goes (another user's is not theirs to end). */
export const deletePushSubscription = Effect.fn("notifications.deletePushSubscription")(function* (
  userId: string,
  endpoint: string,
) {
  yield* execute("DELETE FROM push_subscriptions WHERE endpoint = $1 AND user_id = $2 RETURNING endpoint", [
    endpoint,
    userId,
  ]);
});

/** A subscription its push service has dropped (404 or 410). */
export const forgetPushEndpoint = Effect.fn("notifications.forgetPushEndpoint")(function* (endpoint: string) {
  yield* execute("DELETE FROM push_subscriptions WHERE endpoint = $1 RETURNING endpoint", [endpoint]);
});

export const pushSubscriptionsOf = Effect.fn("notifications.pushSubscriptionsOf")(function* (userId: string) {
  const rows = yield* queryRows(
    Schema.Struct({ endpoint: Schema.String, p256dh: Schema.String, auth: Schema.String }),
    "SELECT endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at, endpoint",
    [userId],
  );
  return rows.map(
    (row): DevicePush => ({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }),
  );
});
