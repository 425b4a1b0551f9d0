import { createActor, fromCallback } from "xstate";
import type { Notification, NotificationChange } from "../../../domain/notifications/notificationFeed.ts";
import type { NotificationsPage } from "../../../domain/notifications/notificationQueries.ts";
import {
  type MarkRequest,
  type NotificationFeedEmitted,
  type NotificationFeedEvent,
  notificationFeedMachine,
} from "../../../machines/notifications/notificationFeedMachine.ts";
import { type PendingCall, stillWaiting, waitingActor } from "../../helpers/pendingCalls.ts";

export const ALICE = "alice";
export const BOB = "bob";

const sportEvent = (id: string, createdAt: number, read: boolean): Notification => ({
  id,
  createdAt,
  read,
  subject: {
    kind: "sport_event",
    type: "GOAL",
    eventId: "e1",
    sportId: "1",
    sport: "soccer",
    home: "Home",
    away: "Away",
    score: { home: 1, away: 0 },
    minute: 12,
    player: null,
  },
});

/** The feed the fake server pages: n3 and n2 unread, n1 read; two a page. */
export const N3 = sportEvent("n3", 3_000, false);
export const N2 = sportEvent("n2", 2_000, false);
export const N1 = sportEvent("n1", 1_000, true);
export const FIRST_PAGE: NotificationsPage = {
  nodes: [N3, N2],
  pageInfo: { endCursor: "c2", hasNextPage: true },
  unreadCount: 2,
};
export const SECOND_PAGE: NotificationsPage = {
  nodes: [N1],
  pageInfo: { endCursor: "c1", hasNextPage: false },
  unreadCount: 2,
};

/** Someone started following the user (an unfollow takes it back with a REMOVE). */
export const FOLLOWED: Notification = {
  id: "f",
  createdAt: 4_000,
  read: false,
  subject: { kind: "social", type: "STARTED_FOLLOWING", userId: "u9", userName: "Nina", tipId: null },
};
export const change = (
  kind: NotificationChange["change"],
  notification: Notification,
): NotificationFeedEvent => ({
  type: "notifications.change",
  change: { change: kind, notification, unreadCount: 0 },
});

/** The feed machine whose calls wait for the test, with the topic listener recorded. */
export const feedHarness = () => {
  const pages: Array<PendingCall<{ readonly after: string | null }, NotificationsPage>> = [];
  const marks: Array<PendingCall<MarkRequest, { readonly unreadCount: number }>> = [];
  const listening: string[] = [];
  const emitted: NotificationFeedEmitted[] = [];
  const machine = notificationFeedMachine.provide({
    actors: {
      loadPage: waitingActor(pages),
      markRead: waitingActor(marks),
      notificationChanges: fromCallback<NotificationFeedEvent, { readonly userId: string }>(({ input }) => {
        listening.push(input.userId);
        return () => {
          listening.splice(listening.indexOf(input.userId), 1);
        };
      }),
    },
  });
  const actor = createActor(machine);
  actor.on("*", (event) => void emitted.push(event));
  actor.start();
  return {
    actor,
    listening,
    emitted,
    pendingPages: () => stillWaiting(pages),
    pendingMarks: () => stillWaiting(marks),
  };
};
