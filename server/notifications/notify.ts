import type { Effect } from "effect";
import type { NotificationSubject } from "../../domain/notifications/notificationFeed";
import type { Database, DatabaseError } from "../db/Database";
import type { JobQueue } from "../jobs/JobQueue";
import { enqueueJob } from "../jobs/JobQueue";
import type { Watched } from "./bellStore";
import {
  DeliverNotification,
  NotifyFollowers,
  NotifyWatchers,
  WithdrawNotification,
} from "./notificationJobs";

/**
 * The notifications service as producers see it: every producer (the live line, follows, tips, the
 * reminder scheduler) calls one of these, inside its own transaction when it has one. Each stores a job
 * there, so the notification exists exactly when the producer's change committed, and is delivered after
 * it (server/notifications/delivery/): the user's settings, spoiler delay and alert budget applied, stored,
 * pushed on `notifications.{userId}` and to the user's devices.
 *
 * `key` names what the notification is about, unique per user (`follow:{followerId}`,
 * `goal:{eventId}:3`): a producer heard twice stores it once, and `withdraw` finds it by it.
 */
type Enqueued = Effect.Effect<string, DatabaseError, Database | JobQueue>;

export const notify = (userId: string, subject: NotificationSubject, key: string): Enqueued =>
  enqueueJob(DeliverNotification, { userId, subject, key });

/** Sport events, each to everyone with a bell on its event, one of its teams or its tournament. */
export const notifyWatchers = (
  alerts: ReadonlyArray<{
    readonly watched: Watched;
    readonly subject: NotificationSubject;
    readonly key: string;
  }>,
): Enqueued => enqueueJob(NotifyWatchers, { alerts });

/** One notification to each of `leaderId`'s followers, as they are when it is delivered. */
export const notifyFollowers = (leaderId: string, subject: NotificationSubject, key: string): Enqueued =>
  enqueueJob(NotifyFollowers, { leaderId, subject, key });

/**
 * Takes back the user's notification with `key`, if it was delivered (REMOVE on the user's feed); kept
 * when `unlessFollowedBy` follows the user again by then.
 */
export const withdrawNotification = (
  userId: string,
  key: string,
  guard: { readonly unlessFollowedBy?: string } = {},
): Enqueued => enqueueJob(WithdrawNotification, { userId, key, ...guard });

/** The keys producers use, in one place so a producer and its withdrawal agree. */
export const notificationKeys = {
  startedFollowing: (followerId: string) => `follow:${followerId}`,
  newTip: (tipId: string) => `tip:${tipId}`,
  tipSold: (tipId: string, buyerId: string) => `sold:${tipId}:${buyerId}`,
  reminder: (eventId: string, minutes: number) => `reminder:${eventId}:${minutes}`,
  sportEvent: (eventId: string, what: string) => `event:${eventId}:${what}`,
} as const;
