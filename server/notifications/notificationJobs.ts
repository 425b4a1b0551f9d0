import { Schema } from "effect";
import { NotificationSubject } from "../../domain/notifications/notificationFeed";
import { jobKind } from "../jobs/JobKind";

/** What a sport event's bells are on: the event, its teams, its tournament. */
export const WatchedEvent = Schema.Struct({
  eventId: Schema.String,
  teamIds: Schema.Array(Schema.String),
  tournamentId: Schema.String,
});

/**
 * One notification to one user, run after the commit that asked for it. `key` names what it is about
 * (stored once per user and key). `delayed` marks the second run of a sport event held back by the
 * user's spoiler delay.
 */
export const DeliverNotification = jobKind({
  name: "notifications.deliver",
  payload: Schema.Struct({
    userId: Schema.String,
    subject: NotificationSubject,
    key: Schema.String,
    delayed: Schema.optional(Schema.Boolean),
  }),
  maxAttempts: 5,
  backoff: { baseMs: 2_000, maxMs: 60_000 },
});
export type DeliverNotification = typeof DeliverNotification.payload.Type;

/** Sport events of one batch of the line, each to everyone with a bell on its event, teams or tournament. */
export const NotifyWatchers = jobKind({
  name: "notifications.watchers",
  payload: Schema.Struct({
    alerts: Schema.Array(
      Schema.Struct({ watched: WatchedEvent, subject: NotificationSubject, key: Schema.String }),
    ),
  }),
  maxAttempts: 5,
  backoff: { baseMs: 2_000, maxMs: 60_000 },
});
export type NotifyWatchers = typeof NotifyWatchers.payload.Type;

/** One notification to everyone who follows `leaderId` (a tipster's new tip). */
export const NotifyFollowers = jobKind({
  name: "notifications.followers",
  payload: Schema.Struct({ leaderId: Schema.String, subject: NotificationSubject, key: Schema.String }),
  maxAttempts: 5,
  backoff: { baseMs: 2_000, maxMs: 60_000 },
});

/**
 * Takes a notification back (an unfollow's STARTED_FOLLOWING): removed, and the user's feed told. Not
 * when `unlessFollowedBy` follows the user again by the time it runs (the new follow's notification stays).
 */
export const WithdrawNotification = jobKind({
  name: "notifications.withdraw",
  payload: Schema.Struct({
    userId: Schema.String,
    key: Schema.String,
    unlessFollowedBy: Schema.optional(Schema.String),
  }),
  maxAttempts: 5,
  backoff: { baseMs: 2_000, maxMs: 60_000 },
});
export type WithdrawNotification = typeof WithdrawNotification.payload.Type;
