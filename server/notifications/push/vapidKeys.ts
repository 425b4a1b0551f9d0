import { Clock, Effect, Schema } from "effect";
import webPush from "web-push";
import { execute, queryFirst } from "../../accounts/stores/columns";

const SECRET_NAME = "web_push_vapid_keys";

export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

const StoredKeys = Schema.fromJsonString(
  Schema.Struct({ publicKey: Schema.String, privateKey: Schema.String }),
);

/**
 * The VAPID key pair pushes are signed with: the environment's when it gives one, otherwise a pair
 * generated on first start and kept in `server_secrets`, so that every process and every restart signs
 * with the key the browsers subscribed with (a new key would orphan every subscription).
 */
export const loadVapidKeys = Effect.fn("notifications.loadVapidKeys")(function* (
  configured: VapidKeys | undefined,
) {
  if (configured !== undefined) return configured;
  const now = yield* Clock.currentTimeMillis;
  // Insert-if-absent then read: two processes starting together end up with the same pair.
  yield* execute(
    "INSERT INTO server_secrets (name, value, created_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING RETURNING name",
    [SECRET_NAME, JSON.stringify(webPush.generateVAPIDKeys()), now],
  );
  const row = yield* queryFirst(
    Schema.Struct({ value: Schema.String }),
    "SELECT value FROM server_secrets WHERE name = $1",
    [SECRET_NAME],
  );
  if (!row) return yield* Effect.die(new Error("The VAPID keys could not be stored"));
  const keys: VapidKeys = Schema.decodeUnknownSync(StoredKeys)(row.value);
  return keys;
});
