import { type ActorRefFrom, createActor, fromCallback, fromPromise } from "xstate";
import type { NotificationSettings } from "../../domain/notifications/notificationSettings.ts";
import {
  type MarkRequest,
  type NotificationFeedEvent,
  notificationFeedMachine,
} from "../../machines/notifications/notificationFeedMachine.ts";
import { notificationSettingsMachine } from "../../machines/notifications/notificationSettingsMachine.ts";
import type { SettingsUpdate } from "../../machines/notifications/settingsUpdates.ts";
import type { NotificationDeps } from "./notificationDeps.ts";
import {
  listenToNotifications,
  loadNotificationSettings,
  loadNotificationsPage,
  markNotificationsRead,
  saveNotificationSettings,
} from "./notificationServices.ts";

export type NotificationFeedActorRef = ActorRefFrom<typeof notificationFeedMachine>;

const feedLogic = (deps: NotificationDeps) =>
  notificationFeedMachine.provide({
    actors: {
      loadPage: fromPromise(({ input, signal }) => loadNotificationsPage(deps.calls, input.after, signal)),
      markRead: fromPromise<{ readonly unreadCount: number }, MarkRequest>(({ input, signal }) =>
        markNotificationsRead(deps.calls, input, signal),
      ),
      notificationChanges: fromCallback<NotificationFeedEvent, { readonly userId: string }>(
        ({ input, sendBack }) =>
          deps.realtime === null ? () => {} : listenToNotifications(deps.realtime, input.userId, sendBack),
      ),
    },
  });

/** The feed follows the session: signed in once the profile names the user, signed out with the session. */
const followSession = (deps: NotificationDeps, feed: NotificationFeedActorRef) => {
  const hear = () => {
    const session = deps.session.getSnapshot();
    if (session.hasTag("loading")) return;
    if (!session.hasTag("signedIn")) {
      if (!feed.getSnapshot().matches("signedOut")) feed.send({ type: "notifications.session.signedOut" });
      return;
    }
    const profile = deps.profile.getSnapshot().context.profile;
    if (profile !== null) feed.send({ type: "notifications.session.signedIn", userId: profile.id });
  };
  hear();
  // Both live as long as the app: the feed is the app's one, made by the first bell.
  deps.session.subscribe(hear);
  deps.profile.subscribe(hear);
};

const made = new WeakMap<NotificationDeps["profile"], NotificationFeedActorRef>();

/** The app's one notification feed (the header's bell and its panel), started in the browser only. */
export const notificationFeedOf = (deps: NotificationDeps): NotificationFeedActorRef => {
  let feed = made.get(deps.profile);
  if (!feed) {
    feed = createActor(feedLogic(deps), { id: "notificationFeed", inspect: deps.inspect });
    made.set(deps.profile, feed);
    if (deps.realtime !== null) {
      feed.subscribe({ error: (error) => console.error("The notification feed stopped:", error) });
      feed.start();
      followSession(deps, feed);
    }
  }
  return feed;
};

/** The settings page's machine over the notification service's commands and query. */
export const notificationSettingsLogicOf = (deps: NotificationDeps) =>
  notificationSettingsMachine.provide({
    actors: {
      loadSettings: fromPromise<NotificationSettings>(({ signal }) =>
        loadNotificationSettings(deps.calls, signal),
      ),
      saveSettings: fromPromise<NotificationSettings, ReadonlyArray<SettingsUpdate>>(({ input, signal }) =>
        saveNotificationSettings(deps.calls, input, signal),
      ),
    },
  });
