import type { ManagedRuntime } from "effect";
import { notificationTopic } from "../../domain/notifications/notificationFeed";
import type { AccountServices } from "../accounts/AccountServices";
import type { ServerConfig } from "../config";
import type { FeedEngine } from "../feed/FeedEngine";
import type { Logger } from "../log";
import type { StatisticsProvider } from "../provider/StatisticsProvider";
import type { TopicRegistry } from "../realtime/topics";
import { notificationHandlers } from "./commands/notificationHandlers";
import { notificationJobHandlers } from "./delivery/deliveryJobs";
import { makeNotificationOutlet } from "./delivery/notificationOutlet";
import { makeEntityLookup } from "./entityLookup";
import type { NotificationsDeps } from "./graphql/notificationsSchemaParts";
import { makeLiveLineObserver } from "./live/liveLineObserver";
import { makeRingedIndex } from "./live/ringedIndex";
import { loadVapidKeys, type VapidKeys } from "./push/vapidKeys";
import { makeWebPushSender, type PushSender } from "./push/webPushSender";
import { giveDueReminders, pruneReminders } from "./reminders/reminderScheduler";
import { upcomingEvents } from "./reminders/upcomingEvents";

export interface NotificationsOptions {
  /** How often the reminder scheduler looks at the line (0: only when `giveDueReminders` is called). */
  readonly reminderEveryMs?: number;
  /** Where pushes go out; web push (web-push, VAPID) by default. */
  readonly push?: PushSender;
}

export interface Notifications {
  readonly handlers: ReturnType<typeof notificationHandlers>;
  readonly jobHandlers: ReturnType<typeof notificationJobHandlers>;
  readonly graphql: NotificationsDeps;
  /** Resolves once the sport events of every batch heard so far are stored as jobs (tests, then `jobs.idle()`). */
  readonly queued: () => Promise<void>;
  /** One look for reminders due now; answers how many it gave (tests call it; a timer does otherwise). */
  readonly giveDueReminders: () => Promise<number>;
  readonly stop: () => Promise<void>;
}

const HOUR_MS = 3_600_000;

/**
 * The notifications of a server process (issue 11 items 6-10): the `notification-feed` RPC handlers, the
 * delivery jobs (settings, spoiler delay, alert budget, feed topic, web push), the `notifications.{userId}`
 * topic (only that user's signed-in sockets may hear it), and, where the line is watched (`watchLine`:
 * not on a cluster's gateways), the live line's sport events and the reminder scheduler.
 */
export const startNotifications = ({
  config,
  topics,
  feed,
  statistics,
  runtime,
  publish,
  sportsNow,
  logger,
  watchLine,
  options = {},
}: {
  readonly config: Pick<ServerConfig, "production" | "vapidKeys" | "vapidSubject">;
  readonly topics: TopicRegistry;
  readonly feed: FeedEngine;
  readonly statistics?: StatisticsProvider | undefined;
  readonly runtime: ManagedRuntime.ManagedRuntime<AccountServices, never>;
  readonly publish: (topic: string, data: unknown) => void;
  /** The sports world's clock (events' start times are on it). */
  readonly sportsNow: () => number;
  readonly logger: Logger;
  readonly watchLine: boolean;
  readonly options?: NotificationsOptions;
}): Notifications => {
  topics.register((topic) => topic.startsWith("notifications."), {
    authorize: (topic, userId) => userId !== undefined && topic === notificationTopic(userId),
  });
  let keys: Promise<VapidKeys> | undefined;
  const vapidKeys = (): Promise<VapidKeys> => {
    keys ??= runtime.runPromise(loadVapidKeys(config.vapidKeys)).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
  const push = options.push ?? makeWebPushSender({ keys: vapidKeys, subject: config.vapidSubject });
  const outlet = makeNotificationOutlet({ publish, push, runtime, logger });
  const ringed = makeRingedIndex(runtime);
  const observer = makeLiveLineObserver({ runtime, ringed, logger });
  const stopObserving = watchLine ? feed.onBatch(observer.onBatch) : undefined;

  let prunedAt = Number.NEGATIVE_INFINITY;
  const remind = async (): Promise<number> => {
    const now = sportsNow();
    const given = await runtime.runPromise(
      giveDueReminders(
        upcomingEvents(
          feed.lines().map((line) => line.tree),
          now,
        ),
        now,
      ),
    );
    if (Date.now() - prunedAt >= HOUR_MS) {
      prunedAt = Date.now();
      await runtime.runPromise(pruneReminders());
    }
    return given;
  };
  let looking: Promise<unknown> | undefined;
  const everyMs = options.reminderEveryMs ?? 15_000;
  const timer =
    watchLine && everyMs > 0
      ? setInterval(() => {
          looking ??= remind()
            .catch((error: unknown) =>
              logger.error("reminders failed", {
                error: error instanceof Error ? error.message : String(error),
              }),
            )
            .finally(() => {
              looking = undefined;
            });
        }, everyMs)
      : undefined;
  timer?.unref();

  return {
    handlers: notificationHandlers({
      entityExists: makeEntityLookup(feed, statistics),
      bellRung: ringed.invalidate,
      publish,
      production: config.production,
    }),
    jobHandlers: notificationJobHandlers(runtime, outlet),
    graphql: { runtime, logger, vapidKeys },
    giveDueReminders: remind,
    queued: observer.queued,
    stop: async () => {
      stopObserving?.();
      clearInterval(timer);
      await looking;
      await observer.queued();
    },
  };
};
