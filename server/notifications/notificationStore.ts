import { Effect, Schema } from "effect";
import { type Notification, NotificationSubject } from "../../domain/notifications/notificationFeed";
import { Millis, queryFirst, queryRows } from "../accounts/stores/columns";

const NotificationRow = Schema.Struct({
  id: Schema.String,
  subject: NotificationSubject,
  read: Schema.Boolean,
  created_at: Millis,
});

const toNotification = (row: typeof NotificationRow.Type): Notification => ({
  id: row.id,
  createdAt: row.created_at,
  read: row.read,
  subject: row.subject,
});

const COLUMNS = "id, subject, read, created_at";

/**
 * Stores a notification unless the user has one with the same key already (a producer heard twice);
 * answers the stored one, or undefined when it was there before.
 */
export const insertNotification = Effect.fn("notifications.insert")(function* (row: {
  readonly id: string;
  readonly userId: string;
  readonly subject: NotificationSubject;
  readonly key: string;
  readonly now: number;
}) {
  const inserted = yield* queryFirst(
    NotificationRow,
    `INSERT INTO notifications (id, user_id, kind, subject, dedup_key, created_at)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6)
     ON CONFLICT (user_id, dedup_key) DO NOTHING RETURNING ${COLUMNS}`,
    [row.id, row.userId, row.subject.kind, JSON.stringify(row.subject), row.key, row.now],
  );
  return inserted ? toNotification(inserted) : undefined;
});

export const hasNotification = Effect.fn("notifications.has")(function* (userId: string, key: string) {
  const row = yield* queryFirst(
    Schema.Struct({ id: Schema.String }),
    "SELECT id FROM notifications WHERE user_id = $1 AND dedup_key = $2",
    [userId, key],
  );
  return row !== undefined;
});

/**
 * Counts one more alert into the hour's summary: made the first time (CREATE), counted up after (UPDATE).
 * Its read flag stays: the count the browser shows moves only with new notifications.
 */
export const foldIntoSummary = Effect.fn("notifications.foldIntoSummary")(function* (row: {
  readonly id: string;
  readonly userId: string;
  readonly hourStart: number;
  readonly now: number;
}) {
  const subject: NotificationSubject = { kind: "summary", count: 1, since: row.hourStart };
  const stored = yield* queryFirst(
    Schema.Struct({ ...NotificationRow.fields, created: Schema.Boolean }),
    `INSERT INTO notifications AS n (id, user_id, kind, subject, dedup_key, created_at)
     VALUES ($1, $2, 'summary', $3::jsonb, $4, $5)
     ON CONFLICT (user_id, dedup_key) DO UPDATE
       SET subject = jsonb_set(n.subject, '{count}', to_jsonb((n.subject->>'count')::int + 1))
     RETURNING ${COLUMNS}, (xmax = 0) AS created`,
    [row.id, row.userId, JSON.stringify(subject), `summary:${row.hourStart}`, row.now],
  );
  if (!stored) return yield* Effect.die(new Error("the summary was not stored"));
  return { notification: toNotification(stored), created: stored.created };
});

/** Counts an alert into the user's hour; answers how many the hour holds with it. */
export const countAlert = Effect.fn("notifications.countAlert")(function* (
  userId: string,
  hourStart: number,
) {
  const row = yield* queryFirst(
    Schema.Struct({ alerts: Schema.Number }),
    `INSERT INTO notification_alert_counts AS c (user_id, hour_start, alerts) VALUES ($1, $2, 1)
     ON CONFLICT (user_id, hour_start) DO UPDATE SET alerts = c.alerts + 1 RETURNING alerts`,
    [userId, hourStart],
  );
  return row?.alerts ?? 1;
});

export const pruneAlertCounts = Effect.fn("notifications.pruneAlertCounts")(function* (before: number) {
  yield* queryRows(
    Schema.Struct({ user_id: Schema.String }),
    "DELETE FROM notification_alert_counts WHERE hour_start < $1 RETURNING user_id",
    [before],
  );
});

export const unreadCount = Effect.fn("notifications.unreadCount")(function* (userId: string) {
  const row = yield* queryFirst(
    Schema.Struct({ count: Schema.Union([Schema.Number, Schema.NumberFromString]) }),
    "SELECT count(*)::int AS count FROM notifications WHERE user_id = $1 AND NOT read",
    [userId],
  );
  return row?.count ?? 0;
});

/** Removes the user's notification with `key` (an unfollow's STARTED_FOLLOWING); answers it, if there was one. */
export const deleteNotificationByKey = Effect.fn("notifications.deleteByKey")(function* (
  userId: string,
  key: string,
) {
  const row = yield* queryFirst(
    NotificationRow,
    `DELETE FROM notifications WHERE user_id = $1 AND dedup_key = $2 RETURNING ${COLUMNS}`,
    [userId, key],
  );
  return row ? toNotification(row) : undefined;
});

/** Marks some of the user's notifications read (ids of others are ignored); answers those it changed. */
export const markRead = Effect.fn("notifications.markRead")(function* (
  userId: string,
  ids: ReadonlyArray<string> | "all",
) {
  const rows = yield* queryRows(
    NotificationRow,
    ids === "all"
      ? `UPDATE notifications SET read = true WHERE user_id = $1 AND NOT read RETURNING ${COLUMNS}`
      : `UPDATE notifications SET read = true WHERE user_id = $1 AND NOT read AND id = ANY($2::text[])
         RETURNING ${COLUMNS}`,
    ids === "all" ? [userId] : [userId, [...ids]],
  );
  return rows.map(toNotification);
});

/** Where a page ends: the last notification's time and id (the feed is newest first, ties by id). */
export interface FeedPosition {
  readonly createdAt: number;
  readonly id: string;
}

/** Up to `limit` of the user's notifications after `after`, newest first. */
export const notificationsPage = Effect.fn("notifications.page")(function* (
  userId: string,
  limit: number,
  after: FeedPosition | undefined,
) {
  const rows = yield* queryRows(
    NotificationRow,
    after
      ? `SELECT ${COLUMNS} FROM notifications WHERE user_id = $1 AND (created_at, id) < ($3, $4)
         ORDER BY created_at DESC, id DESC LIMIT $2`
      : `SELECT ${COLUMNS} FROM notifications WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    after ? [userId, limit, after.createdAt, after.id] : [userId, limit],
  );
  return rows.map(toNotification);
});
