import { assign, emit, enqueueActions, fromCallback, fromPromise, setup } from "xstate";
import type { BlockedChatUser } from "../../domain/chat/chatCommands.ts";
import { ChatErrorCode } from "../../domain/chat/chatCommands.ts";
import {
  CHAT_MESSAGES_LIMIT,
  CHAT_PAGE_SIZE,
  type ChatLanguage,
  type ChatMessage,
} from "../../domain/chat/chatMessage.ts";
import { normaliseChatText } from "../../domain/chat/chatText.ts";
import type { ChatTopicEvent } from "../../domain/chat/chatTopic.ts";
import {
  type ChatPage,
  type ChatWindow,
  chatWindowOfPage,
  deletedMessage,
  EMPTY_CHAT_WINDOW,
  fetchedDown,
  fetchedUp,
  lastSeq,
  mergeMessages,
  readToBottom,
  receivedMessage,
} from "../../domain/chat/chatWindow.ts";
import { type RequestFailure, requestFailure } from "../../domain/rpc/requestFailure.ts";
import { echoOf, nextQueued, type PendingMessage, replyQuoteOf, without, withStatus } from "./chatPending.ts";

/**
 * One event's chat as a reader sees it (sports-data sections 3 and 5, issue 11): the window of at most
 * 150 messages (domain/chat/chatWindow.ts), fetched latest first, then up and down by `seq` as the reader
 * scrolls (the view reports its position with `chat.scrolled`; the machine decides what to fetch). A
 * message from the room while the reader is not at the bottom only sets the unread flag; the "new
 * messages" button jumps to the newest page and clears it. Tapping a message toggles it active and leaves
 * reply mode.
 *
 * The room comes through the injected `chatRoom` actor (the websocket topic `chat.{eventId}`): messages,
 * deletions, the online count, and `chat.live` each time the subscription is (again) in place, upon which
 * the machine fetches what came `after` the newest message it holds, so a reconnect neither loses a
 * message nor shows one twice (everything is merged by id).
 *
 * Sending is optimistic: the message shows greyed at once with a client id (`clientIdPrefix` and a
 * counter, so a retry is recognised by the server), and the server's message takes its place. Deleting
 * waits for the server, which keeps the message in place, flagged. Blocking asks first (the modal), and
 * hides the user's messages at once through `blocked` (visibleMessages); the app keeps the profile's
 * list in step. The chat's translation language (`locale`) is read from and saved to the reader's
 * storage by injected actors.
 *
 * Selectors for views: `chatView.ts`.
 */
export interface ChatInput {
  readonly eventId: string;
  /** The signed-in reader, or null for a visitor (who reads, and is asked to sign in to write). */
  readonly viewerId: string | null;
  /** The auth profile's blockedChatUsers. */
  readonly blockedUserIds: ReadonlyArray<string>;
  /** The interface language: the chat's language until the reader picks another. */
  readonly language: ChatLanguage;
  /** Unique per actor (a UUID from the app): client message ids are this plus a counter. */
  readonly clientIdPrefix: string;
  /** Messages held at most (CHAT_MESSAGES_LIMIT); small in tests. */
  readonly limit?: number;
  /** Messages one fetch asks for (CHAT_PAGE_SIZE). */
  readonly pageSize?: number;
}

export interface ChatContext {
  readonly eventId: string;
  readonly viewerId: string | null;
  readonly blocked: ReadonlyArray<string>;
  readonly limit: number;
  readonly pageSize: number;
  readonly window: ChatWindow;
  /** Room events that came while the newest page was on its way: replayed over it. */
  readonly buffer: ReadonlyArray<ChatTopicEvent>;
  /** Where the reader is, as the view last reported. */
  readonly atTop: boolean;
  readonly atBottom: boolean;
  /** Bumped when the view should scroll to the bottom (after a jump, after the reader's own message). */
  readonly bottomRequest: number;
  readonly usersOnline: number | null;
  /** The room's subscription is in place (false while the connection is down). */
  readonly connected: boolean;
  /** The subscription came back while a fetch was out: what came after the newest held is fetched next. */
  readonly resumeWanted: boolean;
  readonly activeId: string | null;
  /** The message being replied to (reply mode), or null. */
  readonly replyTo: ChatMessage | null;
  readonly draft: string;
  readonly pending: ReadonlyArray<PendingMessage>;
  readonly clientIdPrefix: string;
  readonly nextClientId: number;
  /** Own messages whose deletion is queued or under way, in order. */
  readonly deleting: ReadonlyArray<string>;
  /** The user the blocking modal asks about, or being unblocked. */
  readonly blockTarget: { readonly userId: string; readonly name: string } | null;
  readonly blockFailure: RequestFailure | null;
  readonly locale: ChatLanguage;
  /** The reader picked a language: the stored one, arriving late, does not override it. */
  readonly localeChosen: boolean;
  /** Why the first page did not load. */
  readonly failure: RequestFailure | null;
}

export type ChatEvent =
  /** The view's scroll position (sent on scroll and after each render that moved the list). */
  | { readonly type: "chat.scrolled"; readonly atTop: boolean; readonly atBottom: boolean }
  /** The "new messages" button. */
  | { readonly type: "chat.jumpToLatest" }
  | { readonly type: "chat.retry" }
  | { readonly type: "chat.message.tap"; readonly id: string }
  | { readonly type: "chat.reply.start"; readonly id: string }
  | { readonly type: "chat.reply.cancel" }
  | { readonly type: "chat.draft.change"; readonly text: string }
  | { readonly type: "chat.send" }
  | { readonly type: "chat.pending.retry"; readonly clientMessageId: string }
  | { readonly type: "chat.pending.discard"; readonly clientMessageId: string }
  | { readonly type: "chat.delete"; readonly id: string }
  /** A message's menu: block its author (opens the confirmation). */
  | { readonly type: "chat.block.open"; readonly userId: string; readonly name: string }
  | { readonly type: "chat.block.confirm" }
  | { readonly type: "chat.block.cancel" }
  | { readonly type: "chat.unblock"; readonly userId: string; readonly name: string }
  /** The reader's session and profile as the app knows them now (sign-in, sign-out, a block elsewhere). */
  | {
      readonly type: "chat.viewer";
      readonly viewerId: string | null;
      readonly blockedUserIds: ReadonlyArray<string>;
    }
  | { readonly type: "chat.locale.choose"; readonly language: ChatLanguage }
  /** From `chatRoom`: what the room pushed. */
  | { readonly type: "chat.topic"; readonly event: ChatTopicEvent }
  /** From `chatRoom`: the subscription is in place (first time, or again after a reconnect). */
  | { readonly type: "chat.live" }
  /** From `chatRoom`: the connection dropped; `chat.live` follows when it is back. */
  | { readonly type: "chat.offline" };

/** What the machine asks of the app: a sign-in, toasts, the profile's block list kept in step. */
export type ChatEmitted =
  | { readonly type: "chat.signInRequired" }
  /** The per-user rate limit refused a send: the toast "chat too many requests". */
  | { readonly type: "chat.rateLimited" }
  | {
      readonly type: "chat.failed";
      readonly action: "send" | "delete" | "block" | "unblock";
      readonly failure: RequestFailure;
    }
  | { readonly type: "chat.blocked"; readonly userId: string; readonly name: string }
  | { readonly type: "chat.unblocked"; readonly userId: string; readonly name: string };

/** `get_chat_messages`' payload. */
export interface ChatFetch {
  readonly eventId: string;
  readonly direction: "latest" | "before" | "after";
  readonly cursor?: number;
  readonly limit: number;
}

/** `get_chat_messages`' answer. */
export interface ChatFetched extends ChatPage {
  readonly usersOnline: number;
}

export interface ChatSend {
  readonly eventId: string;
  readonly text: string;
  readonly replyToId?: string;
  readonly clientMessageId: string;
}

/** The server's message for a send, with the client id it answers. */
export interface ChatSent {
  readonly clientMessageId: string;
  readonly message: ChatMessage;
}

export type ChatTag = "loading" | "failed" | "ready" | "loadingOlder" | "loadingNewer" | "sending";

/** Pause after a failed fetch up, down or resume before scrolling may ask again. */
export const CHAT_RETRY_DELAY_MS = 3_000;

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`chatMachine: provide the \`${name}\` actor`));

const isBlocked = (context: ChatContext, userId: string) => context.blocked.includes(userId);

/**
 * The window ends at the room's newest message. Not while a resume is due: messages may have been missed
 * while the connection was down, and one pushed now added at the bottom would leave a hole under it.
 */
const holdsNewest = (context: ChatContext) => !context.window.hasMoreAfter && !context.resumeWanted;

/** The reader's own message (sent, or its echo from the room): at the bottom if the newest is held. */
const ownMessage = (context: ChatContext, message: ChatMessage): Partial<ChatContext> => {
  if (!holdsNewest(context)) return {};
  const messages = mergeMessages(context.window.messages, [message]);
  const cut = Math.max(0, messages.length - context.limit);
  return {
    window: {
      ...context.window,
      messages: messages.slice(cut),
      hasMoreBefore: context.window.hasMoreBefore || cut > 0,
    },
    bottomRequest: context.bottomRequest + 1,
  };
};

/** One room event applied to the context (the reader's position decides about unread). */
const applyTopicEvent = (context: ChatContext, event: ChatTopicEvent): ChatContext => {
  switch (event.kind) {
    case "online":
      return { ...context, usersOnline: event.usersOnline };
    case "deleted":
      return {
        ...context,
        window: deletedMessage(context.window, event.id),
        activeId: context.activeId === event.id ? null : context.activeId,
        replyTo: context.replyTo?.id === event.id ? null : context.replyTo,
      };
    case "message": {
      const { message } = event;
      if (isBlocked(context, message.author.id)) return context;
      const echo = echoOf(context.pending, message, context.viewerId);
      if (echo)
        return {
          ...context,
          pending: without(context.pending, echo.clientMessageId),
          ...ownMessage(context, message),
        };
      if (
        message.author.id === context.viewerId &&
        !context.window.messages.some((held) => held.id === message.id)
      )
        return { ...context, ...ownMessage(context, message) };
      return {
        ...context,
        window: receivedMessage(
          context.window,
          message,
          context.atBottom && !context.resumeWanted,
          context.limit,
        ),
      };
    }
  }
};

/** The newest page, with what the room pushed meanwhile laid over it. */
const newestPage = (context: ChatContext, page: ChatFetched): ChatContext => {
  const start: ChatContext = {
    ...context,
    window: chatWindowOfPage(page, context.limit),
    usersOnline: page.usersOnline,
    atBottom: true,
    atTop: false,
    buffer: [],
    bottomRequest: context.bottomRequest + 1,
  };
  return context.buffer.reduce(applyTopicEvent, start);
};

const bufferable = (event: ChatEvent): event is { type: "chat.topic"; event: ChatTopicEvent } =>
  event.type === "chat.topic" && event.event.kind !== "online";

export const chatMachine = setup({
  types: {
    input: {} as ChatInput,
    context: {} as ChatContext,
    events: {} as ChatEvent,
    emitted: {} as ChatEmitted,
    tags: {} as ChatTag,
  },
  actors: {
    fetchMessages: fromPromise<ChatFetched, ChatFetch>(notProvided("fetchMessages")),
    sendMessage: fromPromise<ChatSent, ChatSend>(notProvided("sendMessage")),
    deleteMessage: fromPromise<ChatMessage, { readonly messageId: string }>(notProvided("deleteMessage")),
    blockUser: fromPromise<BlockedChatUser, { readonly userId: string }>(notProvided("blockUser")),
    unblockUser: fromPromise<BlockedChatUser, { readonly userId: string }>(notProvided("unblockUser")),
    /** The stored chat language of this event, or null. */
    loadLocale: fromPromise<ChatLanguage | null, { readonly eventId: string }>(() => Promise.resolve(null)),
    saveLocale: fromPromise<void, { readonly eventId: string; readonly language: ChatLanguage }>(() =>
      Promise.resolve(),
    ),
    /** The room: sends `chat.topic`, `chat.live` and `chat.offline`. Does nothing by default. */
    chatRoom: fromCallback<ChatEvent, { readonly eventId: string }>(() => undefined),
  },
  delays: {
    retryDelay: CHAT_RETRY_DELAY_MS,
  },
  guards: {
    signedIn: ({ context }) => context.viewerId !== null,
    canSend: ({ context }) => context.viewerId !== null && normaliseChatText(context.draft) !== undefined,
    /** The view reached the top with older messages on the server (the event's position, not yet taken). */
    wantsOlder: ({ context, event }) =>
      event.type === "chat.scrolled" &&
      event.atTop &&
      context.window.hasMoreBefore &&
      context.window.messages.length > 0,
    wantsNewer: ({ context, event }) =>
      event.type === "chat.scrolled" &&
      event.atBottom &&
      context.window.hasMoreAfter &&
      context.window.messages.length > 0,
    /** A resume is due and the newest is held (otherwise fetching down brings it). */
    resumeDue: ({ context }) => context.resumeWanted && !context.window.hasMoreAfter,
    hasQueued: ({ context }) => nextQueued(context.pending) !== undefined,
    hasDeletion: ({ context }) => context.deleting.length > 0,
    canReply: ({ context, event }) =>
      event.type === "chat.reply.start" &&
      context.viewerId !== null &&
      context.window.messages.some((message) => message.id === event.id && !message.deleted),
    isOwn: ({ context, event }) =>
      event.type === "chat.delete" &&
      context.viewerId !== null &&
      !context.deleting.includes(event.id) &&
      context.window.messages.some(
        (message) => message.id === event.id && message.author.id === context.viewerId && !message.deleted,
      ),
    canBlock: ({ context, event }) =>
      event.type === "chat.block.open" && context.viewerId !== null && event.userId !== context.viewerId,
    canUnblock: ({ context, event }) =>
      event.type === "chat.unblock" && context.viewerId !== null && isBlocked(context, event.userId),
    isFailedPending: ({ context, event }) =>
      (event.type === "chat.pending.retry" || event.type === "chat.pending.discard") &&
      context.pending.some(
        (item) => item.clientMessageId === event.clientMessageId && item.status === "failed",
      ),
  },
  actions: {
    takePosition: assign(({ event }) =>
      event.type === "chat.scrolled" ? { atTop: event.atTop, atBottom: event.atBottom } : {},
    ),
    readToBottom: assign(({ context }) => ({ window: readToBottom(context.window) })),
    takeTopicEvent: assign(({ context, event }) =>
      event.type === "chat.topic" ? applyTopicEvent(context, event.event) : {},
    ),
    /** While the newest page is on its way, messages and deletions wait for it; the online count does not. */
    bufferTopicEvent: assign(({ context, event }) => {
      if (bufferable(event)) return { buffer: [...context.buffer, event.event] };
      return event.type === "chat.topic" ? applyTopicEvent(context, event.event) : {};
    }),
    takeOnline: assign(({ event }) =>
      event.type === "chat.topic" && event.event.kind === "online"
        ? { usersOnline: event.event.usersOnline }
        : {},
    ),
    /** A fetch that held room events back failed: they apply to what is held. */
    replayBuffer: assign(({ context }) => context.buffer.reduce(applyTopicEvent, { ...context, buffer: [] })),
    /**
     * A resume failed: the messages pushed meanwhile are dropped (the next resume fetches them with those
     * missed before), deletions apply.
     */
    dropBufferedMessages: assign(({ context }) =>
      context.buffer
        .filter((event) => event.kind !== "message")
        .reduce(applyTopicEvent, { ...context, buffer: [] }),
    ),
    wantResume: assign({ resumeWanted: true }),
    markConnected: assign({ connected: true }),
    markOffline: assign({ connected: false }),
    tap: assign(({ context, event }) =>
      event.type === "chat.message.tap"
        ? { activeId: context.activeId === event.id ? null : event.id, replyTo: null }
        : {},
    ),
    startReply: assign(({ context, event }) =>
      event.type === "chat.reply.start"
        ? {
            replyTo: context.window.messages.find((message) => message.id === event.id) ?? null,
            activeId: null,
          }
        : {},
    ),
    cancelReply: assign({ replyTo: null }),
    takeDraft: assign(({ event }) => (event.type === "chat.draft.change" ? { draft: event.text } : {})),
    askSignIn: emit({ type: "chat.signInRequired" }),
    /** The draft becomes a pending message (the reply with it), and the composer empties. */
    queueDraft: assign(({ context }) => {
      const text = normaliseChatText(context.draft);
      if (text === undefined) return {};
      const item: PendingMessage = {
        clientMessageId: `${context.clientIdPrefix}-${context.nextClientId}`,
        text,
        replyTo: context.replyTo ? replyQuoteOf(context.replyTo) : null,
        status: "queued",
        failure: null,
      };
      return {
        pending: [...context.pending, item],
        nextClientId: context.nextClientId + 1,
        draft: "",
        replyTo: null,
        activeId: null,
        bottomRequest: context.bottomRequest + 1,
      };
    }),
    retryPending: assign(({ context, event }) =>
      event.type === "chat.pending.retry"
        ? { pending: withStatus(context.pending, event.clientMessageId, "queued") }
        : {},
    ),
    discardPending: assign(({ context, event }) =>
      event.type === "chat.pending.discard"
        ? { pending: without(context.pending, event.clientMessageId) }
        : {},
    ),
    queueDeletion: assign(({ context, event }) =>
      event.type === "chat.delete" ? { deleting: [...context.deleting, event.id], activeId: null } : {},
    ),
    openBlock: assign(({ event }) =>
      event.type === "chat.block.open"
        ? { blockTarget: { userId: event.userId, name: event.name }, blockFailure: null, activeId: null }
        : {},
    ),
    openUnblock: assign(({ event }) =>
      event.type === "chat.unblock"
        ? { blockTarget: { userId: event.userId, name: event.name }, blockFailure: null }
        : {},
    ),
    closeBlock: assign({ blockTarget: null, blockFailure: null }),
    takeViewer: assign(({ context, event }) => {
      if (event.type !== "chat.viewer") return {};
      const changed = event.viewerId !== context.viewerId;
      return {
        viewerId: event.viewerId,
        blocked: event.blockedUserIds,
        // Another reader (or none): their reply and modal do not carry over.
        ...(changed ? { replyTo: null, blockTarget: null, blockFailure: null } : {}),
      };
    }),
    chooseLocale: assign(({ event }) =>
      event.type === "chat.locale.choose" ? { locale: event.language, localeChosen: true } : {},
    ),
  },
}).createMachine({
  id: "chat",
  context: ({ input }) => ({
    eventId: input.eventId,
    viewerId: input.viewerId,
    blocked: input.blockedUserIds,
    limit: input.limit ?? CHAT_MESSAGES_LIMIT,
    pageSize: input.pageSize ?? CHAT_PAGE_SIZE,
    window: EMPTY_CHAT_WINDOW,
    buffer: [],
    atTop: false,
    atBottom: true,
    bottomRequest: 0,
    usersOnline: null,
    connected: false,
    resumeWanted: false,
    activeId: null,
    replyTo: null,
    draft: "",
    pending: [],
    clientIdPrefix: input.clientIdPrefix,
    nextClientId: 1,
    deleting: [],
    blockTarget: null,
    blockFailure: null,
    locale: input.language,
    localeChosen: false,
    failure: null,
  }),
  // The room is heard from the start, so nothing pushed while the first page loads is missed.
  invoke: { id: "chatRoom", src: "chatRoom", input: ({ context }) => ({ eventId: context.eventId }) },
  type: "parallel",
  on: {
    "chat.scrolled": { actions: "takePosition" },
    "chat.offline": { actions: "markOffline" },
    "chat.message.tap": { actions: "tap" },
    "chat.reply.start": [
      { guard: "canReply", actions: "startReply" },
      { guard: "signedIn" },
      { actions: "askSignIn" },
    ],
    "chat.reply.cancel": { actions: "cancelReply" },
    "chat.draft.change": { actions: "takeDraft" },
    "chat.send": [
      { guard: "canSend", actions: "queueDraft" },
      { guard: "signedIn" },
      { actions: "askSignIn" },
    ],
    "chat.pending.retry": { guard: "isFailedPending", actions: "retryPending" },
    "chat.pending.discard": { guard: "isFailedPending", actions: "discardPending" },
    "chat.delete": { guard: "isOwn", actions: "queueDeletion" },
    "chat.viewer": { actions: "takeViewer" },
  },
  states: {
    history: {
      initial: "loading",
      states: {
        loading: {
          tags: ["loading"],
          entry: assign({ failure: null, buffer: [] }),
          invoke: {
            id: "fetchLatest",
            src: "fetchMessages",
            input: ({ context }) => ({
              eventId: context.eventId,
              direction: "latest",
              limit: context.pageSize,
            }),
            onDone: {
              target: "ready",
              actions: assign(({ context, event }) => newestPage(context, event.output)),
            },
            onError: {
              target: "failed",
              actions: assign(({ event }) => ({ failure: requestFailure(event.error) })),
            },
          },
          on: {
            "chat.topic": { actions: "bufferTopicEvent" },
            "chat.live": { actions: ["markConnected", "wantResume"] },
          },
        },
        failed: {
          tags: ["failed"],
          on: {
            "chat.retry": "loading",
            // Nothing to lay messages over: the next load brings them.
            "chat.topic": { actions: "takeOnline" },
            "chat.live": { actions: ["markConnected", "wantResume"] },
          },
        },
        ready: {
          tags: ["ready"],
          initial: "idle",
          on: {
            "chat.topic": { actions: "takeTopicEvent" },
            "chat.live": { actions: ["markConnected", "wantResume"] },
            "chat.jumpToLatest": ".jumping",
          },
          states: {
            idle: {
              // NOTE: with newer messages not held, fetching down brings what a resume would.
              always: [
                { guard: "resumeDue", target: "resuming" },
                { guard: ({ context }) => context.resumeWanted, actions: assign({ resumeWanted: false }) },
              ],
              on: {
                "chat.scrolled": [
                  { guard: "wantsOlder", target: "fetchingUp", actions: "takePosition" },
                  { guard: "wantsNewer", target: "fetchingDown", actions: "takePosition" },
                  { actions: ["takePosition", "readToBottom"] },
                ],
              },
            },
            /**
             * NOTE: every fetch holds room messages back until its page is in. Here, one added at the bottom
             * of a full window would trim its oldest message, and the older page would then join with a hole.
             * In a fetch down, one newer than the page, shown as unread while the newer messages were not held,
             * would be dropped when the page says it reached the end.
             */
            fetchingUp: {
              tags: ["loadingOlder"],
              invoke: {
                id: "fetchBefore",
                src: "fetchMessages",
                input: ({ context }) => ({
                  eventId: context.eventId,
                  direction: "before",
                  cursor: context.window.messages[0]?.seq ?? 0,
                  limit: context.pageSize,
                }),
                onDone: {
                  target: "idle",
                  actions: assign(({ context, event }) =>
                    context.buffer.reduce(applyTopicEvent, {
                      ...context,
                      window: fetchedUp(context.window, event.output, context.limit),
                      usersOnline: event.output.usersOnline,
                      // The view reports where it is once the older messages are in place.
                      atTop: false,
                      buffer: [],
                    }),
                  ),
                },
                onError: { target: "cooling", actions: "replayBuffer" },
              },
              on: { "chat.topic": { actions: "bufferTopicEvent" } },
            },
            fetchingDown: {
              tags: ["loadingNewer"],
              invoke: {
                id: "fetchAfter",
                src: "fetchMessages",
                input: ({ context }) => ({
                  eventId: context.eventId,
                  direction: "after",
                  cursor: lastSeq(context.window),
                  limit: context.pageSize,
                }),
                onDone: {
                  target: "idle",
                  actions: assign(({ context, event }) =>
                    context.buffer.reduce(applyTopicEvent, {
                      ...context,
                      window: fetchedDown(context.window, event.output, context.limit),
                      usersOnline: event.output.usersOnline,
                      // Newer messages went in under the reader: they are no longer at the bottom.
                      atBottom: context.atBottom && event.output.messages.length === 0,
                      buffer: [],
                    }),
                  ),
                },
                onError: { target: "cooling", actions: "replayBuffer" },
              },
              on: { "chat.topic": { actions: "bufferTopicEvent" } },
            },
            /** The newest page, replacing the window: the "new messages" button. */
            jumping: {
              tags: ["loadingNewer"],
              invoke: {
                id: "fetchLatest",
                src: "fetchMessages",
                input: ({ context }) => ({
                  eventId: context.eventId,
                  direction: "latest",
                  limit: context.pageSize,
                }),
                onDone: {
                  target: "idle",
                  // NOTE: a resume still due stays due: the page may have been read before the room was back.
                  actions: assign(({ context, event }) => newestPage(context, event.output)),
                },
                onError: { target: "cooling", actions: "replayBuffer" },
              },
              on: {
                "chat.topic": { actions: "bufferTopicEvent" },
                "chat.jumpToLatest": {},
              },
            },
            /**
             * The subscription is back: what came after the newest held message, merged by id. Room messages
             * wait for the page (one pushed now is newer than those missed), then apply over it.
             */
            resuming: {
              invoke: {
                id: "fetchAfter",
                src: "fetchMessages",
                input: ({ context }) => ({
                  eventId: context.eventId,
                  direction: "after",
                  cursor: lastSeq(context.window),
                  limit: context.pageSize,
                }),
                onDone: {
                  target: "idle",
                  actions: assign(({ context, event }) => {
                    const page = event.output;
                    const fresh = page.messages.filter((message) => !isBlocked(context, message.author.id));
                    const held = new Set(context.window.messages.map((message) => message.id));
                    const unseen = fresh.some((message) => !held.has(message.id));
                    const window =
                      context.atBottom && !context.window.hasMoreAfter
                        ? fetchedDown(context.window, { ...page, messages: fresh }, context.limit)
                        : unseen
                          ? { ...context.window, unread: true, hasMoreAfter: true }
                          : context.window;
                    return context.buffer.reduce(applyTopicEvent, {
                      ...context,
                      window,
                      usersOnline: page.usersOnline,
                      resumeWanted: false,
                      buffer: [],
                    });
                  }),
                },
                // The resume stays due: it runs again after the pause.
                onError: { target: "cooling", actions: "dropBufferedMessages" },
              },
              on: {
                "chat.topic": { actions: "bufferTopicEvent" },
                // Down and back again meanwhile: asked again from the newest held.
                "chat.live": { target: "resuming", reenter: true, actions: "markConnected" },
              },
            },
            /** A fetch failed: a pause before scrolling asks again, so a dead network is not hammered. */
            cooling: {
              after: { retryDelay: "idle" },
            },
          },
        },
      },
    },
    sending: {
      initial: "idle",
      states: {
        idle: {
          always: { guard: "hasQueued", target: "sending" },
        },
        sending: {
          tags: ["sending"],
          entry: assign(({ context }) => {
            const next = nextQueued(context.pending);
            return next ? { pending: withStatus(context.pending, next.clientMessageId, "sending") } : {};
          }),
          invoke: {
            id: "sendMessage",
            src: "sendMessage",
            input: ({ context }) => {
              const item = context.pending.find((pending) => pending.status === "sending");
              if (!item) throw new Error("chatMachine: sending with nothing pending");
              return {
                eventId: context.eventId,
                text: item.text,
                clientMessageId: item.clientMessageId,
                ...(item.replyTo ? { replyToId: item.replyTo.id } : {}),
              };
            },
            onDone: {
              target: "idle",
              actions: enqueueActions(({ context, event, enqueue }) => {
                const { clientMessageId, message } = event.output;
                const rest = { ...context, pending: without(context.pending, clientMessageId) };
                // The room's copy may have come first: then it is held already, and replaced, not doubled.
                const held = context.window.messages.some((item) => item.id === message.id);
                enqueue.assign(
                  held
                    ? {
                        ...rest,
                        window: {
                          ...context.window,
                          messages: mergeMessages(context.window.messages, [message]),
                        },
                      }
                    : { ...rest, ...ownMessage(rest, message) },
                );
                // Reading older messages: the reader is taken to the newest, where their message is.
                if (!held && !holdsNewest(context)) enqueue.raise({ type: "chat.jumpToLatest" });
              }),
            },
            onError: {
              target: "idle",
              actions: enqueueActions(({ context, event, enqueue }) => {
                const item = context.pending.find((pending) => pending.status === "sending");
                const failure = requestFailure(event.error);
                if (item)
                  enqueue.assign({
                    pending: withStatus(context.pending, item.clientMessageId, "failed", failure),
                  });
                if (failure.code === ChatErrorCode.tooManyRequests)
                  enqueue.emit({ type: "chat.rateLimited" });
                else enqueue.emit({ type: "chat.failed", action: "send", failure });
              }),
            },
          },
        },
      },
    },
    deleting: {
      initial: "idle",
      states: {
        idle: {
          always: { guard: "hasDeletion", target: "deleting" },
        },
        deleting: {
          invoke: {
            id: "deleteMessage",
            src: "deleteMessage",
            input: ({ context }) => ({ messageId: context.deleting[0] ?? "" }),
            onDone: {
              target: "idle",
              actions: assign(({ context }) => ({
                window: deletedMessage(context.window, context.deleting[0] ?? ""),
                deleting: context.deleting.slice(1),
              })),
            },
            onError: {
              target: "idle",
              actions: [
                emit(({ event }) => ({
                  type: "chat.failed" as const,
                  action: "delete" as const,
                  failure: requestFailure(event.error),
                })),
                assign(({ context }) => ({ deleting: context.deleting.slice(1) })),
              ],
            },
          },
        },
      },
    },
    /** The blocking modal and the block and unblock calls. */
    blocking: {
      initial: "closed",
      states: {
        closed: {
          on: {
            "chat.block.open": [
              { guard: "canBlock", target: "confirming", actions: "openBlock" },
              { guard: "signedIn" },
              { actions: "askSignIn" },
            ],
            "chat.unblock": { guard: "canUnblock", target: "unblocking", actions: "openUnblock" },
          },
        },
        confirming: {
          on: {
            "chat.block.confirm": "blocking",
            "chat.block.cancel": { target: "closed", actions: "closeBlock" },
            // Signed out (or in as someone else) with the modal open: it closes.
            "chat.viewer": {
              guard: ({ context, event }) => event.viewerId !== context.viewerId,
              target: "closed",
              actions: ["takeViewer", "closeBlock"],
            },
          },
        },
        blocking: {
          invoke: {
            id: "blockUser",
            src: "blockUser",
            input: ({ context }) => ({ userId: context.blockTarget?.userId ?? "" }),
            onDone: {
              target: "closed",
              actions: enqueueActions(({ context, enqueue }) => {
                const target = context.blockTarget;
                if (!target) return;
                enqueue.assign({
                  blocked: context.blocked.includes(target.userId)
                    ? context.blocked
                    : [...context.blocked, target.userId],
                  replyTo: context.replyTo?.author.id === target.userId ? null : context.replyTo,
                  blockTarget: null,
                  blockFailure: null,
                });
                enqueue.emit({ type: "chat.blocked", userId: target.userId, name: target.name });
              }),
            },
            onError: {
              target: "confirming",
              actions: [
                assign(({ event }) => ({ blockFailure: requestFailure(event.error) })),
                emit(({ event }) => ({
                  type: "chat.failed" as const,
                  action: "block" as const,
                  failure: requestFailure(event.error),
                })),
              ],
            },
          },
        },
        unblocking: {
          invoke: {
            id: "unblockUser",
            src: "unblockUser",
            input: ({ context }) => ({ userId: context.blockTarget?.userId ?? "" }),
            onDone: {
              target: "closed",
              actions: enqueueActions(({ context, enqueue }) => {
                const target = context.blockTarget;
                if (!target) return;
                enqueue.assign({
                  blocked: context.blocked.filter((userId) => userId !== target.userId),
                  blockTarget: null,
                });
                enqueue.emit({ type: "chat.unblocked", userId: target.userId, name: target.name });
              }),
            },
            onError: {
              target: "closed",
              actions: [
                emit(({ event }) => ({
                  type: "chat.failed" as const,
                  action: "unblock" as const,
                  failure: requestFailure(event.error),
                })),
                "closeBlock",
              ],
            },
          },
        },
      },
    },
    /** The chat's translation language: the stored one once read, the reader's choice saved. */
    locale: {
      initial: "loading",
      states: {
        loading: {
          invoke: {
            id: "loadLocale",
            src: "loadLocale",
            input: ({ context }) => ({ eventId: context.eventId }),
            onDone: {
              target: "idle",
              actions: assign(({ context, event }) =>
                event.output !== null && !context.localeChosen ? { locale: event.output } : {},
              ),
            },
            onError: "idle",
          },
          on: { "chat.locale.choose": { target: "saving", actions: "chooseLocale" } },
        },
        idle: {
          on: { "chat.locale.choose": { target: "saving", actions: "chooseLocale" } },
        },
        saving: {
          invoke: {
            id: "saveLocale",
            src: "saveLocale",
            input: ({ context }) => ({ eventId: context.eventId, language: context.locale }),
            onDone: "idle",
            // Not remembered: the choice still holds for this visit.
            onError: "idle",
          },
          on: { "chat.locale.choose": { target: "saving", reenter: true, actions: "chooseLocale" } },
        },
      },
    },
  },
});

export type ChatMachine = typeof chatMachine;
