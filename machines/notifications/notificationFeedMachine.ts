import { assign, emit, fromCallback, fromPromise, setup } from "xstate";
import {
  type Notification,
  type NotificationChange,
  unreadAfter,
} from "../../domain/notifications/notificationFeed.ts";
import type { NotificationsPage } from "../../domain/notifications/notificationQueries.ts";
import { type RequestFailure, requestFailure } from "../../domain/rpc/requestFailure.ts";
import { listAfter, markedRead, mergePage } from "./notificationList.ts";

/**
 * The signed-in user's notification feed behind the header's bell (accounts spec section 4, issue 11
 * item 7): one machine for the app. While signed in it hears the user's topic through the injected
 * `notificationChanges` actor and pages the feed with `loadPage`; the panel opens and closes over it.
 * A change moves the unread count by the domain's `unreadAfter` (an unfollow's REMOVE takes one off,
 * never below 0; anything new adds one); a new notification shows at once if the panel is open, else
 * the panel reloads its first page when it next opens. Marking read is shown at once and sent one call
 * at a time (`markRead`), marks made meanwhile going out together next. Signing out forgets it all.
 */
export type MarkRequest = ReadonlyArray<string> | "all";

export interface NotificationFeedContext {
  readonly userId: string | null;
  /** Held notifications, newest first. */
  readonly items: ReadonlyArray<Notification>;
  /** Where the next page starts; null before the first page. */
  readonly cursor: string | null;
  readonly hasMore: boolean;
  readonly unread: number;
  /** Something new came while the panel was shut: it reloads its first page when it opens. */
  readonly stale: boolean;
  /** Marks not sent yet (they go out when the call in flight ends). */
  readonly markQueue: MarkRequest | null;
  /** The marks of the call in flight. */
  readonly marking: MarkRequest | null;
  /** Why the last page failed to load, until one loads. */
  readonly failure: RequestFailure | null;
}

export type NotificationFeedEvent =
  | { readonly type: "notifications.session.signedIn"; readonly userId: string }
  | { readonly type: "notifications.session.signedOut" }
  | { readonly type: "notifications.panel.open" }
  | { readonly type: "notifications.panel.close" }
  | { readonly type: "notifications.more" }
  | { readonly type: "notifications.retry" }
  | { readonly type: "notifications.markRead"; readonly ids: ReadonlyArray<string> }
  | { readonly type: "notifications.markAllRead" }
  /** From `notificationChanges`: a change pushed on the user's topic (decoded at the edge). */
  | { readonly type: "notifications.change"; readonly change: NotificationChange };

export type NotificationFeedEmitted = {
  readonly type: "notifications.markRead.failed";
  readonly failure: RequestFailure;
};

const EMPTY: NotificationFeedContext = {
  userId: null,
  items: [],
  cursor: null,
  hasMore: false,
  unread: 0,
  stale: false,
  markQueue: null,
  marking: null,
  failure: null,
};

const joined = (queued: MarkRequest | null, next: MarkRequest): MarkRequest =>
  queued === "all" || next === "all" ? "all" : [...new Set([...(queued ?? []), ...next])];

const failed = (error: unknown): NotificationFeedEmitted => ({
  type: "notifications.markRead.failed",
  failure: requestFailure(error),
});

const noCall = () => new Promise<never>(() => {});

export const notificationFeedMachine = setup({
  types: {
    context: {} as NotificationFeedContext,
    events: {} as NotificationFeedEvent,
    emitted: {} as NotificationFeedEmitted,
  },
  actors: {
    /** One page of the feed from `after` (null: the newest). */
    loadPage: fromPromise<NotificationsPage, { readonly after: string | null }>(noCall),
    /** `mark_notifications_read`; answers the unread count after. */
    markRead: fromPromise<{ readonly unreadCount: number }, MarkRequest>(noCall),
    /** Hears the user's topic and sends `notifications.change` for each change. */
    notificationChanges: fromCallback<NotificationFeedEvent, { readonly userId: string }>(() => () => {}),
  },
  actions: {
    mark: assign(({ context, event }) => {
      const ids: MarkRequest =
        event.type === "notifications.markAllRead"
          ? "all"
          : event.type === "notifications.markRead"
            ? event.ids
            : [];
      const { list, newlyRead } = markedRead(context.items, ids);
      return {
        items: list,
        unread: ids === "all" ? 0 : Math.max(0, context.unread - newlyRead),
        markQueue: joined(context.markQueue, ids),
      };
    }),
  },
  guards: {
    canMark: ({ context, event }) =>
      event.type === "notifications.markAllRead"
        ? context.unread > 0 || context.items.some((n) => !n.read)
        : event.type === "notifications.markRead" && event.ids.length > 0,
    stale: ({ context }) => context.stale,
    hasMore: ({ context }) => context.hasMore,
    queued: ({ context }) => context.markQueue !== null,
    otherUser: ({ context, event }) =>
      event.type === "notifications.session.signedIn" && event.userId !== context.userId,
  },
}).createMachine({
  id: "notificationFeed",
  context: EMPTY,
  initial: "signedOut",
  on: {
    "notifications.session.signedOut": { target: ".signedOut", actions: assign(() => EMPTY) },
  },
  states: {
    signedOut: {
      on: {
        "notifications.session.signedIn": {
          target: "signedIn",
          actions: assign(({ event }) => ({ ...EMPTY, userId: event.userId })),
        },
      },
    },
    signedIn: {
      type: "parallel",
      invoke: {
        id: "notificationChanges",
        src: "notificationChanges",
        input: ({ context }) => ({ userId: context.userId! }),
      },
      on: {
        // Another account on this device: start over as them.
        "notifications.session.signedIn": {
          guard: "otherUser",
          target: "signedIn",
          reenter: true,
          actions: assign(({ event }) => ({ ...EMPTY, userId: event.userId })),
        },
      },
      states: {
        list: {
          initial: "loading",
          states: {
            loading: {
              tags: ["loading"],
              invoke: {
                id: "loadFirstPage",
                src: "loadPage",
                input: () => ({ after: null }),
                onDone: {
                  target: "ready",
                  actions: assign(({ context, event }) => ({
                    items: mergePage(context.items, event.output.nodes),
                    cursor: event.output.pageInfo.endCursor,
                    hasMore: event.output.pageInfo.hasNextPage,
                    unread: event.output.unreadCount,
                    stale: false,
                    failure: null,
                  })),
                },
                onError: {
                  target: "failed",
                  actions: assign(({ event }) => ({ failure: requestFailure(event.error) })),
                },
              },
            },
            ready: {
              on: {
                "notifications.more": { guard: "hasMore", target: "loadingMore" },
                "notifications.panel.open": { guard: "stale", target: "loading" },
              },
            },
            loadingMore: {
              tags: ["loadingMore"],
              invoke: {
                id: "loadNextPage",
                src: "loadPage",
                input: ({ context }) => ({ after: context.cursor }),
                onDone: {
                  target: "ready",
                  actions: assign(({ context, event }) => ({
                    items: mergePage(context.items, event.output.nodes),
                    cursor: event.output.pageInfo.endCursor,
                    hasMore: event.output.pageInfo.hasNextPage,
                    failure: null,
                  })),
                },
                onError: {
                  target: "ready",
                  actions: assign(({ event }) => ({ failure: requestFailure(event.error) })),
                },
              },
            },
            failed: {
              tags: ["failed"],
              on: {
                "notifications.retry": { target: "loading" },
                "notifications.panel.open": { target: "loading" },
              },
            },
          },
        },
        panel: {
          initial: "closed",
          states: {
            closed: {
              on: {
                "notifications.panel.open": { target: "open" },
                "notifications.change": {
                  actions: assign(({ context, event }) => ({
                    items: listAfter(context.items, event.change, false),
                    unread: unreadAfter(context.unread, event.change),
                    stale: context.stale || event.change.change === "CREATE",
                  })),
                },
              },
            },
            open: {
              tags: ["open"],
              on: {
                "notifications.panel.close": { target: "closed" },
                "notifications.change": {
                  actions: assign(({ context, event }) => ({
                    items: listAfter(context.items, event.change, true),
                    unread: unreadAfter(context.unread, event.change),
                  })),
                },
              },
            },
          },
        },
        marking: {
          initial: "idle",
          states: {
            idle: {
              always: { guard: "queued", target: "sending" },
              on: {
                "notifications.markRead": { guard: "canMark", actions: "mark" },
                "notifications.markAllRead": { guard: "canMark", actions: "mark" },
              },
            },
            sending: {
              tags: ["marking"],
              entry: assign(({ context }) => ({ marking: context.markQueue, markQueue: null })),
              invoke: {
                id: "markRead",
                src: "markRead",
                input: ({ context }) => context.marking ?? [],
                onDone: [
                  { guard: "queued", target: "sending", reenter: true },
                  { target: "idle", actions: assign(({ event }) => ({ unread: event.output.unreadCount })) },
                ],
                onError: [
                  {
                    guard: "queued",
                    target: "sending",
                    reenter: true,
                    actions: emit(({ event }) => failed(event.error)),
                  },
                  { target: "idle", actions: emit(({ event }) => failed(event.error)) },
                ],
              },
              on: {
                "notifications.markRead": { guard: "canMark", actions: "mark" },
                "notifications.markAllRead": { guard: "canMark", actions: "mark" },
              },
            },
          },
        },
      },
    },
  },
});
