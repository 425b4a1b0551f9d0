import { Schema } from "effect";
import { FULL_SPORT_CODES } from "../sports/catalogue";
import { NotificationSubscription } from "./notificationCommands";
import { Notification } from "./notificationFeed";
import { ALERT_BUDGETS, type NotificationSettings, SPOILER_DELAY_MAX_SECONDS } from "./notificationSettings";
import { NEWS_TYPES, ReminderMinutes, SOCIAL_TYPES, SportEventType } from "./notificationTypes";

/**
 * The notifications GraphQL service (`/graphql/notifications`), for a signed-in user (without an access
 * token each answers null; a stale one fails with its session code). Changes arrive on the websocket
 * topic `notifications.{userId}` (notificationFeed.ts) once the socket has logged in.
 */

/** Largest page of `notifications`. */
export const NOTIFICATIONS_PAGE_MAX = 50;

/** The feed newest first, `first` at a time from the cursor `after`, with the unread count. */
export const NOTIFICATIONS_QUERY = /* GraphQL */ `
  query Notifications($first: Int, $after: String) {
    notifications(first: $first, after: $after) {
      nodes { id createdAt read subject }
      pageInfo { endCursor hasNextPage }
      unreadCount
    }
  }
`;

export const NotificationsPage = Schema.Struct({
  nodes: Schema.Array(Notification),
  pageInfo: Schema.Struct({ endCursor: Schema.NullOr(Schema.String), hasNextPage: Schema.Boolean }),
  unreadCount: Schema.Int,
});
export type NotificationsPage = typeof NotificationsPage.Type;

export const NotificationsAnswer = Schema.Struct({ notifications: Schema.NullOr(NotificationsPage) });

/** The whole settings (what the settings page and its sheets start from). */
export const NOTIFICATION_SETTINGS_QUERY = /* GraphQL */ `
  query NotificationSettings {
    notificationSettings {
      inAppEnabled
      pushEnabled
      sports { sport reminder events }
      social
      news
      spoilerDelaySeconds
      alertsPerHour
    }
  }
`;

/** GraphQL has no record type: the sports come as a list, one entry per sport. */
const SettingsOnTheWire = Schema.Struct({
  inAppEnabled: Schema.Boolean,
  pushEnabled: Schema.Boolean,
  sports: Schema.Array(
    Schema.Struct({
      sport: Schema.Literals(FULL_SPORT_CODES),
      reminder: Schema.NullOr(ReminderMinutes),
      events: Schema.Array(SportEventType),
    }),
  ),
  social: Schema.Array(Schema.Literals(SOCIAL_TYPES)),
  news: Schema.Array(Schema.Literals(NEWS_TYPES)),
  spoilerDelaySeconds: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: SPOILER_DELAY_MAX_SECONDS })),
  alertsPerHour: Schema.NullOr(Schema.Literals(ALERT_BUDGETS)),
});
export type SettingsOnTheWire = typeof SettingsOnTheWire.Type;

export const NotificationSettingsAnswer = Schema.Struct({
  notificationSettings: Schema.NullOr(SettingsOnTheWire),
});

/** The settings as the query lists them, one entry per sport in the catalogue's order. */
export const settingsToWire = (settings: NotificationSettings): SettingsOnTheWire => ({
  ...settings,
  sports: FULL_SPORT_CODES.map((sport) => ({ sport, ...settings.sports[sport] })),
});

/** The query's answer as the domain's settings (a sport missing from the list would be a server bug). */
export const settingsFromWire = (wire: SettingsOnTheWire): NotificationSettings => ({
  ...wire,
  sports: Object.fromEntries(
    wire.sports.map(({ sport, reminder, events }) => [sport, { reminder, events }]),
  ) as NotificationSettings["sports"],
});

/** The bells the user has rung (event rows and pages show theirs on). */
export const NOTIFICATION_BELLS_QUERY = /* GraphQL */ `
  query NotificationBells {
    notificationSubscriptions { entityType entityId }
  }
`;

export const NotificationBellsAnswer = Schema.Struct({
  notificationSubscriptions: Schema.NullOr(Schema.Array(NotificationSubscription)),
});

/** The VAPID public key a browser subscribes to push with (`applicationServerKey`); anyone may ask. */
export const WEB_PUSH_KEY_QUERY = /* GraphQL */ `
  query WebPushKey {
    webPushPublicKey
  }
`;

export const WebPushKeyAnswer = Schema.Struct({ webPushPublicKey: Schema.String });
