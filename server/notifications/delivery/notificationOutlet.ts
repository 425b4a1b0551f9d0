import type { ManagedRuntime } from "effect";
import { notificationTopic } from "../../../domain/notifications/notificationFeed";
import type { AccountServices } from "../../accounts/AccountServices";
import type { Logger } from "../../log";
import { forgetPushEndpoint, pushSubscriptionsOf } from "../push/pushSubscriptionStore";
import type { PushSender } from "../push/webPushSender";
import type { Delivery } from "./deliverNotification";

export interface NotificationOutlet {
  /** Sends what a committed delivery holds: its changes on the user's topic, its push to the user's devices. */
  readonly send: (delivery: Delivery) => Promise<void>;
}

/**
 * The way out of a delivery, after its commit. The feed's changes go on `notifications.{userId}` through
 * `publish` (the realtime relay: every process's sockets of that user). A push goes to each of the user's
 * devices once, best effort: a push service that says the device is gone (404, 410) loses its
 * subscription; any other failure is logged and not retried (the in-app feed holds the notification).
 */
export const makeNotificationOutlet = ({
  publish,
  push,
  runtime,
  logger,
}: {
  readonly publish: (topic: string, data: unknown) => void;
  readonly push: PushSender;
  readonly runtime: ManagedRuntime.ManagedRuntime<AccountServices, never>;
  readonly logger: Logger;
}): NotificationOutlet => ({
  send: async ({ userId, changes, push: notification }) => {
    for (const change of changes) publish(notificationTopic(userId), change);
    if (!notification) return;
    const devices = await runtime.runPromise(pushSubscriptionsOf(userId));
    const payload = JSON.stringify(notification);
    await Promise.all(
      devices.map(async (device) => {
        const outcome = await push.send(device, payload).catch((error: unknown) => {
          logger.warn("web push failed", { error: error instanceof Error ? error.message : String(error) });
          return "failed" as const;
        });
        if (outcome === "gone") await runtime.runPromise(forgetPushEndpoint(device.endpoint));
        else if (outcome === "failed") logger.warn("web push not taken", { userId });
      }),
    );
  },
});
