import { Clock, Effect, Schema } from "effect";
import {
  defaultNotificationSettings,
  NotificationSettings,
} from "../../domain/notifications/notificationSettings";
import { execute, queryFirst } from "../accounts/stores/columns";

/** What `notification_settings.settings` holds: the settings less the two switches kept on `users`. */
const StoredSettings = NotificationSettings.mapFields(({ inAppEnabled, pushEnabled, ...rest }) => rest);
type StoredSettings = typeof StoredSettings.Type;

const SettingsRow = Schema.Struct({
  notify_in_app: Schema.Boolean,
  notify_push: Schema.Boolean,
  settings: Schema.NullOr(Schema.Unknown),
});

/**
 * A stored settings object that no longer decodes (a sport or a kind removed since) falls back to the
 * defaults field by field, so that one stale value does not cost the user every other choice.
 */
const decodeStored = (stored: unknown): StoredSettings => {
  const { inAppEnabled, pushEnabled, ...defaults } = defaultNotificationSettings();
  if (stored === null || typeof stored !== "object") return defaults;
  const merged: Record<string, unknown> = { ...defaults, ...(stored as Record<string, unknown>) };
  const whole = Schema.decodeUnknownExit(StoredSettings)(merged);
  if (whole._tag === "Success") return whole.value;
  const fields = StoredSettings.fields as unknown as Record<string, Schema.Codec<unknown, unknown>>;
  const kept: Record<string, unknown> = {};
  for (const [name, fallback] of Object.entries(defaults)) {
    const field = Schema.decodeUnknownExit(fields[name]!)(merged[name]);
    kept[name] = field._tag === "Success" ? field.value : fallback;
  }
  return kept as StoredSettings;
};

/** A user's settings: the switches from `users`, the rest from `notification_settings` (defaults without a row). */
export const loadNotificationSettings = Effect.fn("notifications.loadSettings")(function* (userId: string) {
  const row = yield* queryFirst(
    SettingsRow,
    `SELECT u.notify_in_app, u.notify_push, s.settings
     FROM users u LEFT JOIN notification_settings s ON s.user_id = u.id WHERE u.id = $1`,
    [userId],
  );
  if (!row) return undefined;
  const settings: NotificationSettings = {
    inAppEnabled: row.notify_in_app,
    pushEnabled: row.notify_push,
    ...decodeStored(row.settings),
  };
  return settings;
});

/** Stores the whole settings (switches on `users`, the rest as JSON) in the caller's transaction. */
export const saveNotificationSettings = Effect.fn("notifications.saveSettings")(function* (
  userId: string,
  settings: NotificationSettings,
) {
  const now = yield* Clock.currentTimeMillis;
  const { inAppEnabled, pushEnabled, ...rest } = Schema.encodeSync(NotificationSettings)(settings);
  yield* execute(
    "UPDATE users SET notify_in_app = $2, notify_push = $3, updated_at = $4 WHERE id = $1 RETURNING id",
    [userId, inAppEnabled, pushEnabled, now],
  );
  yield* execute(
    `INSERT INTO notification_settings (user_id, settings, updated_at) VALUES ($1, $2::jsonb, $3)
     ON CONFLICT (user_id) DO UPDATE SET settings = EXCLUDED.settings, updated_at = EXCLUDED.updated_at
     RETURNING user_id`,
    [userId, JSON.stringify(rest), now],
  );
});
