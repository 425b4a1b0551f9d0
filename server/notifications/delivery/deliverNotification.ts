import { randomUUID } from "node:crypto";
import { Clock, Effect } from "effect";
import type { Notification, NotificationChange } from "../../../domain/notifications/notificationFeed";
import { Database } from "../../db/Database";
import { findFollow } from "../../follow/followStore";
import { enqueueJob } from "../../jobs/JobQueue";
import { DeliverNotification } from "../notificationJobs";
import {
  countAlert,
  deleteNotificationByKey,
  foldIntoSummary,
  hasNotification,
  insertNotification,
  unreadCount,
} from "../notificationStore";
import { loadNotificationSettings } from "../settingsStore";
import { channelsFor, hourStartOf, isOverBudget, spoilerDelayMs } from "./deliveryPolicy";

/** What a delivery committed, to go out after the commit: the feed's changes and the push, if any. */
export interface Delivery {
  readonly userId: string;
  readonly changes: ReadonlyArray<NotificationChange>;
  readonly push: Notification | undefined;
}

const nothing = (userId: string): Delivery => ({ userId, changes: [], push: undefined });

/** A follow's notification is about a follow that must still be there (an unfollow may have won the race). */
const stillHolds = (job: DeliverNotification) =>
  job.subject.kind === "social" && job.subject.type === "STARTED_FOLLOWING"
    ? Effect.map(findFollow(job.subject.userId, job.userId), (follow) => follow !== undefined)
    : Effect.succeed(true);

/**
 * One notification to one user, in one transaction: dropped when the user does not want it; held back by
 * the spoiler delay (a job due later, marked delayed); counted into the hour's alerts and, past the user's
 * budget, folded into the hour's summary (in-app only, no push); else stored once per key. Answers what
 * the caller sends once it has committed.
 */
export const deliverNotification = Effect.fn("notifications.deliver")(function* (job: DeliverNotification) {
  const db = yield* Database;
  return yield* db.transaction(
    Effect.gen(function* () {
      const settings = yield* loadNotificationSettings(job.userId);
      const channels = settings && channelsFor(settings, job.subject);
      if (!settings || !channels) return nothing(job.userId);
      const delayMs = job.delayed ? 0 : spoilerDelayMs(settings, job.subject);
      if (delayMs > 0) {
        yield* enqueueJob(DeliverNotification, { ...job, delayed: true }, { delayMs });
        return nothing(job.userId);
      }
      if (!(yield* stillHolds(job))) return nothing(job.userId);
      // Delivered before: a producer heard twice (two processes, a job run again after its runner died).
      if (yield* hasNotification(job.userId, job.key)) return nothing(job.userId);
      const now = yield* Clock.currentTimeMillis;
      const hourStart = hourStartOf(now);
      const alerts = yield* countAlert(job.userId, hourStart);
      if (isOverBudget(settings, alerts)) {
        if (!channels.inApp) return nothing(job.userId);
        const summary = yield* foldIntoSummary({ id: randomUUID(), userId: job.userId, hourStart, now });
        const change: NotificationChange = {
          change: summary.created ? "CREATE" : "UPDATE",
          notification: summary.notification,
          unreadCount: yield* unreadCount(job.userId),
        };
        return { userId: job.userId, changes: [change], push: undefined };
      }
      const notification: Notification = {
        id: randomUUID(),
        createdAt: now,
        read: false,
        subject: job.subject,
      };
      if (!channels.inApp) return { userId: job.userId, changes: [], push: notification };
      const stored = yield* insertNotification({
        id: notification.id,
        userId: job.userId,
        subject: job.subject,
        key: job.key,
        now,
      });
      if (!stored) return nothing(job.userId);
      const change: NotificationChange = {
        change: "CREATE",
        notification: stored,
        unreadCount: yield* unreadCount(job.userId),
      };
      return { userId: job.userId, changes: [change], push: channels.push ? stored : undefined };
    }),
  );
});

/** Takes a notification back: removed in one transaction with the count after, unless its follow is back. */
export const withdrawStored = Effect.fn("notifications.withdraw")(function* (job: {
  readonly userId: string;
  readonly key: string;
  readonly unlessFollowedBy?: string | undefined;
}) {
  const db = yield* Database;
  return yield* db.transaction(
    Effect.gen(function* () {
      if (job.unlessFollowedBy !== undefined && (yield* findFollow(job.unlessFollowedBy, job.userId)))
        return nothing(job.userId);
      const removed = yield* deleteNotificationByKey(job.userId, job.key);
      if (!removed) return nothing(job.userId);
      const change: NotificationChange = {
        change: "REMOVE",
        notification: removed,
        unreadCount: yield* unreadCount(job.userId),
      };
      return { userId: job.userId, changes: [change], push: undefined } satisfies Delivery;
    }),
  );
});
