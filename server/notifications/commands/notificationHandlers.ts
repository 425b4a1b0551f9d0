import { Clock, Effect } from "effect";
import {
  CreateNotificationSubscription,
  DeleteNotificationSubscription,
  MarkNotificationsRead,
  type NotificationSubscription,
  SubscribeDeviceToPushNotifications,
  UnsubscribeDeviceFromPushNotifications,
  UpdateGlobalNotificationSettings,
  UpdateNewsNotificationSettings,
  UpdateProfileNotificationSettings,
  UpdateSportNotificationSettings,
} from "../../../domain/notifications/notificationCommands";
import { notificationTopic } from "../../../domain/notifications/notificationFeed";
import { signedInHandler } from "../../accounts/commands/accountHandler";
import { deleteBell, insertBell } from "../bellStore";
import { NotificationFailure } from "../notificationFailures";
import { markRead, unreadCount } from "../notificationStore";
import { deletePushSubscription, upsertPushSubscription } from "../push/pushSubscriptionStore";
import { parsePushToken } from "../push/pushToken";
import {
  updateGlobalSettings,
  updateNewsSettings,
  updateProfileSettings,
  updateSportSettings,
} from "./updateSettings";

export interface NotificationHandlerDeps {
  /** Whether the server knows the event, team or tournament a bell is rung on. */
  readonly entityExists: (bell: NotificationSubscription) => boolean;
  /** The realtime relay's publish: a read notification's UPDATE reaches the user's other tabs. */
  readonly publish: (topic: string, data: unknown) => void;
  /** Tells the live line's observer that something new has a bell on it. */
  readonly bellRung: () => void;
  /** Production takes push endpoints over https only (pushToken.ts). */
  readonly production: boolean;
}

/** The `notification-feed` service's commands, every one for a signed-in user. */
export const notificationHandlers = ({
  entityExists,
  publish,
  bellRung,
  production,
}: NotificationHandlerDeps) => [
  signedInHandler(UpdateGlobalNotificationSettings, updateGlobalSettings),
  signedInHandler(UpdateSportNotificationSettings, updateSportSettings),
  signedInHandler(UpdateProfileNotificationSettings, updateProfileSettings),
  signedInHandler(UpdateNewsNotificationSettings, updateNewsSettings),
  signedInHandler(CreateNotificationSubscription, (principal, bell) =>
    Effect.gen(function* () {
      if (!entityExists(bell)) return yield* Effect.fail(NotificationFailure.unknownEntity());
      yield* insertBell(principal.userId, bell, yield* Clock.currentTimeMillis);
      bellRung();
      return bell;
    }),
  ),
  // Whatever was rung may have left the line since: taking a bell off never asks whether it exists.
  signedInHandler(DeleteNotificationSubscription, (principal, bell) =>
    Effect.as(deleteBell(principal.userId, bell), bell),
  ),
  signedInHandler(SubscribeDeviceToPushNotifications, (principal, { token }) =>
    Effect.gen(function* () {
      const device = parsePushToken(token, production);
      if (!device) return yield* Effect.fail(NotificationFailure.invalidPushToken());
      yield* upsertPushSubscription(principal.userId, device);
      return { subscribed: true as const };
    }),
  ),
  signedInHandler(UnsubscribeDeviceFromPushNotifications, (principal, { endpoint }) =>
    Effect.as(deletePushSubscription(principal.userId, endpoint), { subscribed: false as const }),
  ),
  signedInHandler(MarkNotificationsRead, (principal, payload) =>
    Effect.gen(function* () {
      const changed = yield* markRead(principal.userId, "all" in payload ? "all" : payload.ids);
      const count = yield* unreadCount(principal.userId);
      // The user's other tabs see each one read; the count they show comes with it.
      for (const notification of changed)
        publish(notificationTopic(principal.userId), { change: "UPDATE", notification, unreadCount: count });
      return { unreadCount: count };
    }),
  ),
];
