import { Effect, Schema } from "effect";
import type { NotificationSubscription } from "../../domain/notifications/notificationCommands";
import { execute, queryRows } from "../accounts/stores/columns";

/** Rings a bell; ringing it again keeps the one there. */
export const insertBell = Effect.fn("notifications.insertBell")(function* (
  userId: string,
  bell: NotificationSubscription,
  now: number,
) {
  yield* execute(
    `INSERT INTO notification_bells (user_id, entity_type, entity_id, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING user_id`,
    [userId, bell.entityType, bell.entityId, now],
  );
});

export const deleteBell = Effect.fn("notifications.deleteBell")(function* (
  userId: string,
  bell: NotificationSubscription,
) {
  yield* execute(
    "DELETE FROM notification_bells WHERE user_id = $1 AND entity_type = $2 AND entity_id = $3 RETURNING user_id",
    [userId, bell.entityType, bell.entityId],
  );
});

/** What an event is, for whom a bell may ring on it: the event itself, its teams, its tournament. */
export interface Watched {
  readonly eventId: string;
  readonly teamIds: ReadonlyArray<string>;
  readonly tournamentId: string;
}

/**
 * The bells on any of `events` (their ids, teams and tournaments), as (user, event) pairs: who the
 * reminder scheduler looks at. One query for a whole look at the line.
 */
export const watchersOfEvents = Effect.fn("notifications.watchersOfEvents")(function* (
  events: ReadonlyArray<Watched>,
) {
  if (events.length === 0) return [];
  const entities = new Map<string, string[]>();
  const add = (key: string, eventId: string) => {
    const list = entities.get(key);
    if (list) list.push(eventId);
    else entities.set(key, [eventId]);
  };
  for (const event of events) {
    add(`EVENT:${event.eventId}`, event.eventId);
    for (const teamId of event.teamIds) add(`TEAM:${teamId}`, event.eventId);
    add(`TOURNAMENT:${event.tournamentId}`, event.eventId);
  }
  const ids = (type: string) =>
    [...entities.keys()].filter((key) => key.startsWith(`${type}:`)).map((key) => key.slice(type.length + 1));
  const rows = yield* queryRows(
    Schema.Struct({ user_id: Schema.String, entity_type: Schema.String, entity_id: Schema.String }),
    `SELECT user_id, entity_type, entity_id FROM notification_bells
     WHERE (entity_type = 'EVENT' AND entity_id = ANY($1::text[]))
        OR (entity_type = 'TEAM' AND entity_id = ANY($2::text[]))
        OR (entity_type = 'TOURNAMENT' AND entity_id = ANY($3::text[]))`,
    [ids("EVENT"), ids("TEAM"), ids("TOURNAMENT")],
  );
  const pairs = new Map<string, { readonly userId: string; readonly eventId: string }>();
  for (const row of rows) {
    for (const eventId of entities.get(`${row.entity_type}:${row.entity_id}`) ?? []) {
      pairs.set(`${row.user_id}\u0000${eventId}`, { userId: row.user_id, eventId });
    }
  }
  return [...pairs.values()];
});

/** The user's bells, oldest first. */
export const bellsOf = Effect.fn("notifications.bellsOf")(function* (userId: string) {
  const rows = yield* queryRows(
    Schema.Struct({
      entity_type: Schema.Literals(["EVENT", "TEAM", "TOURNAMENT"]),
      entity_id: Schema.String,
    }),
    "SELECT entity_type, entity_id FROM notification_bells WHERE user_id = $1 ORDER BY created_at, entity_type, entity_id",
    [userId],
  );
  return rows.map(
    (row): NotificationSubscription => ({ entityType: row.entity_type, entityId: row.entity_id }),
  );
});

/** Everything any user has a bell on, as `TYPE:id` keys. */
export const ringedEntities = Effect.fn("notifications.ringedEntities")(function* () {
  const rows = yield* queryRows(
    Schema.Struct({ key: Schema.String }),
    "SELECT DISTINCT entity_type || ':' || entity_id AS key FROM notification_bells",
  );
  return new Set(rows.map((row) => row.key));
});
