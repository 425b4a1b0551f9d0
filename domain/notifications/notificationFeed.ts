import { Schema } from "effect";
import { FULL_SPORT_CODES } from "../sports/catalogue";
import { ReminderMinutes, SocialType, SportEventType } from "./notificationTypes";

/** The sport's code (`soccer`): what the settings are keyed by and what the browser picks an icon by. */
const SportCode = Schema.Literals(FULL_SPORT_CODES);

/** What a notification is about, with what its text needs (the browser words it in the reader's language). */
export const NotificationSubject = Schema.Union([
  Schema.Struct({
    kind: Schema.Literal("sport_event"),
    type: SportEventType,
    eventId: Schema.String,
    /** The line's sport id (links); `sport` is its code. */
    sportId: Schema.String,
    sport: SportCode,
    home: Schema.String,
    away: Schema.String,
    score: Schema.NullOr(Schema.Struct({ home: Schema.Int, away: Schema.Int })),
    minute: Schema.NullOr(Schema.Int),
    /** The player of a goal or a card, when known. */
    player: Schema.NullOr(Schema.String),
  }),
  Schema.Struct({
    kind: Schema.Literal("reminder"),
    minutes: ReminderMinutes,
    eventId: Schema.String,
    sportId: Schema.String,
    sport: SportCode,
    home: Schema.String,
    away: Schema.String,
    startTime: Schema.Int,
  }),
  Schema.Struct({
    kind: Schema.Literal("social"),
    type: SocialType,
    userId: Schema.String,
    userName: Schema.String,
    tipId: Schema.NullOr(Schema.String),
  }),
  Schema.Struct({ kind: Schema.Literal("news"), newsId: Schema.String, title: Schema.String }),
  /** The alert budget's fold: alerts past the hour's budget, counted and summed up in one. */
  Schema.Struct({ kind: Schema.Literal("summary"), count: Schema.Int, since: Schema.Int }),
]);
export type NotificationSubject = typeof NotificationSubject.Type;

export const Notification = Schema.Struct({
  id: Schema.String,
  createdAt: Schema.Int,
  read: Schema.Boolean,
  subject: NotificationSubject,
});
export type Notification = typeof Notification.Type;

/** A change of the feed pushed over the websocket (accounts spec: CREATE, UPDATE, REMOVE). */
export const NotificationChange = Schema.Struct({
  change: Schema.Literals(["CREATE", "UPDATE", "REMOVE"]),
  notification: Notification,
  unreadCount: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
});
export type NotificationChange = typeof NotificationChange.Type;

/** The websocket topic of a signed-in user's feed (the hub only lets the user's own sockets in). */
export const notificationTopic = (userId: string): string => `notifications.${userId}`;

/**
 * The unread count after a change (accounts spec: an unfollow decrements it, never below 0; any other
 * event increments it). An unfollow arrives as the REMOVE of its STARTED_FOLLOWING notification; a read
 * notification's UPDATE changes nothing here (the server's count comes with every change anyway).
 */
export const unreadAfter = (
  count: number,
  change: Pick<NotificationChange, "change" | "notification">,
): number => {
  if (change.change === "REMOVE") return change.notification.read ? count : Math.max(0, count - 1);
  if (change.change === "UPDATE") return count;
  return change.notification.read ? count : count + 1;
};
