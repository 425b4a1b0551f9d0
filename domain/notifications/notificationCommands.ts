import { Schema } from "effect";
import { defineCommand } from "../rpc/command";
import { FULL_SPORT_CODES } from "../sports/catalogue";
import { ALERT_BUDGETS, NotificationSettings, SPOILER_DELAY_MAX_SECONDS } from "./notificationSettings";
import { NEWS_TYPES, ReminderMinutes, SOCIAL_TYPES, SportEventType } from "./notificationTypes";

/**
 * The notification service's commands (`/notification-feed__api/rpc/{command}`, accounts spec section
 * 7), all for a signed-in user. The settings commands answer the whole settings after the change.
 */
const SERVICE = "notification-feed" as const;

export const UpdateGlobalNotificationSettings = defineCommand({
  service: SERVICE,
  name: "update_global_notification_settings",
  payload: Schema.Struct({
    inAppEnabled: Schema.optional(Schema.Boolean),
    pushEnabled: Schema.optional(Schema.Boolean),
    spoilerDelaySeconds: Schema.optional(
      Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: SPOILER_DELAY_MAX_SECONDS })),
    ),
    alertsPerHour: Schema.optional(Schema.NullOr(Schema.Literals(ALERT_BUDGETS))),
  }),
  success: NotificationSettings,
});

/** One sport's reminder and events, replaced whole (what the sport sheet saves). */
export const UpdateSportNotificationSettings = defineCommand({
  service: SERVICE,
  name: "update_sport_notification_settings",
  payload: Schema.Struct({
    sport: Schema.Literals(FULL_SPORT_CODES),
    reminder: Schema.NullOr(ReminderMinutes),
    events: Schema.Array(SportEventType).check(Schema.isMaxLength(20)),
  }),
  success: NotificationSettings,
});

export const UpdateProfileNotificationSettings = defineCommand({
  service: SERVICE,
  name: "update_profile_notification_settings",
  payload: Schema.Struct({
    social: Schema.Array(Schema.Literals(SOCIAL_TYPES)).check(Schema.isMaxLength(10)),
  }),
  success: NotificationSettings,
});

export const UpdateNewsNotificationSettings = defineCommand({
  service: SERVICE,
  name: "update_news_notification_settings",
  payload: Schema.Struct({ news: Schema.Array(Schema.Literals(NEWS_TYPES)).check(Schema.isMaxLength(10)) }),
  success: NotificationSettings,
});

/** What a bell follows: one event, team or tournament. */
export const NotificationSubscription = Schema.Struct({
  entityType: Schema.Literals(["EVENT", "TEAM", "TOURNAMENT"]),
  entityId: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(120)),
});
export type NotificationSubscription = typeof NotificationSubscription.Type;

/** `create_notification_subscription`: idempotent (ringing a bell twice keeps one subscription). */
export const CreateNotificationSubscription = defineCommand({
  service: SERVICE,
  name: "create_notification_subscription",
  payload: NotificationSubscription,
  success: NotificationSubscription,
});

/** `delete_notification_subscription`: removing one that does not exist is no error. */
export const DeleteNotificationSubscription = defineCommand({
  service: SERVICE,
  name: "delete_notification_subscription",
  payload: NotificationSubscription,
  success: NotificationSubscription,
});

/**
 * `subscribe_device_to_push_notifications` (payload token: the browser's PushSubscription as JSON),
 * sent only when both a push token and a session exist; the same endpoint again replaces its keys.
 */
export const SubscribeDeviceToPushNotifications = defineCommand({
  service: SERVICE,
  name: "subscribe_device_to_push_notifications",
  payload: Schema.Struct({ token: Schema.String.check(Schema.isMinLength(10), Schema.isMaxLength(4000)) }),
  success: Schema.Struct({ subscribed: Schema.Literal(true) }),
});

/** On sign-out: the device stops getting this user's pushes. */
export const UnsubscribeDeviceFromPushNotifications = defineCommand({
  service: SERVICE,
  name: "unsubscribe_device_from_push_notifications",
  payload: Schema.Struct({ endpoint: Schema.String.check(Schema.isMinLength(10), Schema.isMaxLength(2000)) }),
  success: Schema.Struct({ subscribed: Schema.Literal(false) }),
});

/** Marks some notifications read, or all of them; answers the unread count after. */
export const MarkNotificationsRead = defineCommand({
  service: SERVICE,
  name: "mark_notifications_read",
  payload: Schema.Union([
    Schema.Struct({ ids: Schema.Array(Schema.String).check(Schema.isMinLength(1), Schema.isMaxLength(100)) }),
    Schema.Struct({ all: Schema.Literal(true) }),
  ]),
  success: Schema.Struct({ unreadCount: Schema.Int }),
});

export const NotificationErrorCode = {
  /** A push token that is not a PushSubscription's JSON (endpoint and keys). */
  invalidPushToken: "notifications.invalid_push_token",
  /** The bell of something that does not exist. */
  unknownEntity: "notifications.unknown_entity",
} as const;
