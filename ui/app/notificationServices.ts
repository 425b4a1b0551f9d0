import { Schema } from "effect";
import {
  CreateNotificationSubscription,
  DeleteNotificationSubscription,
  MarkNotificationsRead,
  type NotificationSubscription,
  UpdateGlobalNotificationSettings,
  UpdateNewsNotificationSettings,
  UpdateProfileNotificationSettings,
  UpdateSportNotificationSettings,
} from "../../domain/notifications/notificationCommands.ts";
import { NotificationChange, notificationTopic } from "../../domain/notifications/notificationFeed.ts";
import {
  NOTIFICATION_BELLS_QUERY,
  NOTIFICATION_SETTINGS_QUERY,
  NOTIFICATIONS_QUERY,
  NotificationBellsAnswer,
  NotificationSettingsAnswer,
  NotificationsAnswer,
  type NotificationsPage,
  settingsFromWire,
} from "../../domain/notifications/notificationQueries.ts";
import type { NotificationSettings } from "../../domain/notifications/notificationSettings.ts";
import type {
  MarkRequest,
  NotificationFeedEvent,
} from "../../machines/notifications/notificationFeedMachine.ts";
import type { SettingsUpdate } from "../../machines/notifications/settingsUpdates.ts";
import { type AuthorizedCalls, NotSignedInError } from "./authorizedCalls.ts";
import type { NotificationDeps } from "./notificationDeps.ts";

/** How many notifications the panel asks for at a time. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

const decodeSettings = Schema.decodeUnknownSync(NotificationSettingsAnswer);
const decodePage = Schema.decodeUnknownSync(NotificationsAnswer);
const decodeBells = Schema.decodeUnknownSync(NotificationBellsAnswer);
const decodeChange = Schema.decodeUnknownExit(NotificationChange);

/** The settings the server holds; a null answer means the session ended. */
export const loadNotificationSettings = async (
  calls: AuthorizedCalls,
  signal?: AbortSignal,
): Promise<NotificationSettings> => {
  const answer = decodeSettings(
    await calls.graphql<unknown>("notifications", NOTIFICATION_SETTINGS_QUERY, {}, signal),
  );
  if (answer.notificationSettings === null) throw new NotSignedInError();
  return settingsFromWire(answer.notificationSettings);
};

/** Sends the updates one after another; each answers the whole settings, so the last answer is the result. */
export const saveNotificationSettings = async (
  calls: AuthorizedCalls,
  updates: ReadonlyArray<SettingsUpdate>,
  signal?: AbortSignal,
): Promise<NotificationSettings> => {
  let settings: NotificationSettings | null = null;
  for (const update of updates) {
    switch (update.kind) {
      case "global": {
        const { kind: _kind, ...global } = update;
        settings = await calls.rpc(UpdateGlobalNotificationSettings, global, signal);
        break;
      }
      case "sport": {
        const { kind: _kind, ...sport } = update;
        settings = await calls.rpc(UpdateSportNotificationSettings, sport, signal);
        break;
      }
      case "profile":
        settings = await calls.rpc(UpdateProfileNotificationSettings, { social: update.social }, signal);
        break;
      case "news":
        settings = await calls.rpc(UpdateNewsNotificationSettings, { news: update.news }, signal);
        break;
    }
  }
  return settings ?? (await loadNotificationSettings(calls, signal));
};

export const loadNotificationsPage = async (
  calls: AuthorizedCalls,
  after: string | null,
  signal?: AbortSignal,
): Promise<NotificationsPage> => {
  const answer = decodePage(
    await calls.graphql<unknown>(
      "notifications",
      NOTIFICATIONS_QUERY,
      { first: NOTIFICATIONS_PAGE_SIZE, after },
      signal,
    ),
  );
  if (answer.notifications === null) throw new NotSignedInError();
  return answer.notifications;
};

export const markNotificationsRead = (calls: AuthorizedCalls, request: MarkRequest, signal?: AbortSignal) =>
  calls.rpc(MarkNotificationsRead, request === "all" ? { all: true } : { ids: [...request] }, signal);

/** The bells the user has rung (empty for a visitor). */
export const loadNotificationBells = async (
  calls: AuthorizedCalls,
  signal?: AbortSignal,
): Promise<ReadonlyArray<NotificationSubscription>> =>
  decodeBells(await calls.graphql<unknown>("notifications", NOTIFICATION_BELLS_QUERY, {}, signal))
    .notificationSubscriptions ?? [];

export const ringBell = (calls: AuthorizedCalls, bell: NotificationSubscription, on: boolean) =>
  calls.rpc(on ? CreateNotificationSubscription : DeleteNotificationSubscription, bell);

/** Delays between subscribe attempts: the socket's login may still be on its way when the feed starts. */
export const SUBSCRIBE_RETRY_MS = [500, 1_000, 2_000, 4_000, 8_000] as const;

/**
 * Hears `notifications.{userId}` and sends each decoded change to the feed machine. NOTE: the hub lets a
 * socket hear the topic only once it has logged in as that user, and forgets a refused subscribe; so the
 * topic is asked for again on every (re)connection and after a refusal, a few times, spaced out.
 */
export const listenToNotifications = (
  realtime: NonNullable<NotificationDeps["realtime"]>,
  userId: string,
  sendBack: (event: NotificationFeedEvent) => void,
): (() => void) => {
  const topic = notificationTopic(userId);
  const stopMessages = realtime.topics.listen(topic, (data) => {
    const decoded = decodeChange(data);
    if (decoded._tag === "Success") sendBack({ type: "notifications.change", change: decoded.value });
    else console.warn(`[notifications] dropped a malformed push on ${topic}`);
  });
  const aborts = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = (tries: number) => {
    realtime.run(realtime.realtime.subscribe(topic), aborts.signal).catch(() => {
      const wait = SUBSCRIBE_RETRY_MS[tries];
      if (aborts.signal.aborted || wait === undefined) return;
      timer = setTimeout(() => attempt(tries + 1), wait);
    });
  };
  let connected = false;
  const stopStatus = realtime.realtime.status((status) => {
    if (status === "connected" && !connected) {
      connected = true;
      clearTimeout(timer);
      attempt(0);
    } else if (status !== "connected") connected = false;
  });
  return () => {
    aborts.abort();
    clearTimeout(timer);
    stopStatus();
    stopMessages();
  };
};
