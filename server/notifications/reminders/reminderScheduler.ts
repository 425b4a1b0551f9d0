import { Clock, Effect, Schema } from "effect";
import type { NotificationSubject } from "../../../domain/notifications/notificationFeed";
import type { NotificationSettings } from "../../../domain/notifications/notificationSettings";
import type { ReminderMinutes } from "../../../domain/notifications/notificationTypes";
import { execute, queryFirst } from "../../accounts/stores/columns";
import { Database } from "../../db/Database";
import { watchersOfEvents } from "../bellStore";
import { pruneAlertCounts } from "../notificationStore";
import { notificationKeys, notify } from "../notify";
import { loadNotificationSettings } from "../settingsStore";
import type { UpcomingEvent } from "./upcomingEvents";

/**
 * Claims one reminder and asks for its notification in one transaction: the (user, event, minutes) row is
 * the claim, so whichever process or restart finds it due first gives it, and no other ever does. Answers
 * whether this call gave it.
 */
const fireOnce = (userId: string, event: UpcomingEvent, minutes: ReminderMinutes) =>
  Effect.gen(function* () {
    const db = yield* Database;
    return yield* db.transaction(
      Effect.gen(function* () {
        const claimed = yield* queryFirst(
          Schema.Struct({ user_id: Schema.String }),
          `INSERT INTO notification_reminders (user_id, event_id, minutes, fired_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT DO NOTHING RETURNING user_id`,
          [userId, event.watched.eventId, minutes, yield* Clock.currentTimeMillis],
        );
        if (!claimed) return false;
        const subject: NotificationSubject = {
          kind: "reminder",
          minutes,
          eventId: event.watched.eventId,
          sportId: event.sportId,
          sport: event.sport,
          home: event.home,
          away: event.away,
          startTime: event.startTime,
        };
        yield* notify(userId, subject, notificationKeys.reminder(event.watched.eventId, minutes));
        return true;
      }),
    );
  });

/**
 * One look at the line for reminders due (issue 11 item 8): for each upcoming event, the users with a bell
 * on it (or its teams or tournament) whose sport's reminder is at least as long as the time left to the
 * start (`now` on the sports clock). Run every few seconds by every process that watches the line, and at
 * will by tests; answers how many reminders this call gave.
 */
export const giveDueReminders = Effect.fn("notifications.giveDueReminders")(function* (
  events: ReadonlyArray<UpcomingEvent>,
  now: number,
) {
  const byId = new Map(events.map((event) => [event.watched.eventId, event]));
  const pairs = yield* watchersOfEvents(events.map((event) => event.watched));
  const settingsOf = new Map<string, NotificationSettings | undefined>();
  let given = 0;
  for (const { userId, eventId } of pairs) {
    const event = byId.get(eventId)!;
    if (!settingsOf.has(userId)) settingsOf.set(userId, yield* loadNotificationSettings(userId));
    const minutes = settingsOf.get(userId)?.sports[event.sport].reminder ?? null;
    if (minutes === null || event.startTime - now > minutes * 60_000) continue;
    if (yield* fireOnce(userId, event, minutes)) given++;
  }
  return given;
});

/** Forgets reminders given long ago (their events have started) and old alert counts. */
export const pruneReminders = Effect.fn("notifications.pruneReminders")(function* () {
  const now = yield* Clock.currentTimeMillis;
  yield* execute("DELETE FROM notification_reminders WHERE fired_at < $1 RETURNING user_id", [
    now - 2 * 86_400_000,
  ]);
  yield* pruneAlertCounts(now - 86_400_000);
});
