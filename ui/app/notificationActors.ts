import { type ActorRefFrom, createActor, fromCallback, fromPromise } from "xstate";
import type { NotificationSettings } from "../../domain/notifications/notificationSettings.ts";
import {
  type BellPress,
  notificationBellsMachine,
} from "../../machines/notifications/notificationBellsMachine.ts";
import {
  type MarkRequest,
  type NotificationFeedEvent,
  notificationFeedMachine,
} from "../../machines/notifications/notificationFeedMachine.ts";
import { notificationSettingsMachine } from "../../machines/notifications/notificationSettingsMachine.ts";
import type { SettingsUpdate } from "../../machines/notifications/settingsUpdates.ts";
import { showToast } from "../../machines/toasts/toastsMachine.ts";
import type { NotificationDeps } from "./notificationDeps.ts";
import {
  listenToNotifications,
  loadNotificationBells,
  loadNotificationSettings,
  loadNotificationsPage,
  markNotificationsRead,
  ringBell,
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

export type NotificationBellsActorRef = ActorRefFrom<typeof notificationBellsMachine>;

const madeBells = new WeakMap<NotificationDeps["profile"], NotificationBellsActorRef>();

/**
 * The app's one set of rung bells (event pages and rows), started in the browser only; it follows the
 * session, and a failed press becomes a toast with `failureText`.
 */
export const notificationBellsOf = (
  deps: NotificationDeps,
  failureText: () => string,
): NotificationBellsActorRef => {
  let bells = madeBells.get(deps.profile);
  if (bells) return bells;
  const logic = notificationBellsMachine.provide({
    actors: {
      loadBells: fromPromise(({ signal }) => loadNotificationBells(deps.calls, signal)),
      saveBell: fromPromise<BellPress, BellPress>(async ({ input }) => {
        await ringBell(deps.calls, input.bell, input.on);
        return input;
      }),
    },
  });
  bells = createActor(logic, { id: "notificationBells", inspect: deps.inspect });
  madeBells.set(deps.profile, bells);
  if (deps.realtime === null) return bells;
  const actor = bells;
  actor.on("bells.failed", () => deps.toasts.send(showToast({ type: "error", message: failureText() })));
  actor.subscribe({ error: (error) => console.error("The notification bells stopped:", error) });
  actor.start();
  let signedIn: boolean | null = null;
  const hear = () => {
    const session = deps.session.getSnapshot();
    if (session.hasTag("loading")) return;
    const now = session.hasTag("signedIn");
    if (now === signedIn) return;
    signedIn = now;
    actor.send({ type: now ? "bells.session.signedIn" : "bells.session.signedOut" });
  };
  hear();
  deps.session.subscribe(hear);
  return actor;
};
