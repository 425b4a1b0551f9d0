import { CHAT_MESSAGES_LIMIT, type ChatMessage } from "./chatMessage";

/**
 * The messages a chat holds in memory, oldest first, at most CHAT_MESSAGES_LIMIT (sports-data section 5,
 * Chat): a slice of the event's chat between `hasMoreBefore` and `hasMoreAfter`. The chat machine owns
 * one and changes it only through these functions.
 */
export interface ChatWindow {
  readonly messages: ReadonlyArray<ChatMessage>;
  readonly hasMoreBefore: boolean;
  readonly hasMoreAfter: boolean;
  /** A message arrived while the reader was not at the bottom. */
  readonly unread: boolean;
}

export const EMPTY_CHAT_WINDOW: ChatWindow = {
  messages: [],
  hasMoreBefore: false,
  hasMoreAfter: false,
  unread: false,
};

export interface ChatPage {
  readonly messages: ReadonlyArray<ChatMessage>;
  readonly hasMoreBefore: boolean;
  readonly hasMoreAfter: boolean;
}

/** Union by id, the later copy winning (a deletion replaces the message), in `seq` order. */
export const mergeMessages = (
  held: ReadonlyArray<ChatMessage>,
  incoming: ReadonlyArray<ChatMessage>,
): ChatMessage[] => {
  const byId = new Map<string, ChatMessage>();
  for (const message of held) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
};

/** The first fetch (and a jump to the newest): the page replaces what was held. */
export const chatWindowOfPage = (page: ChatPage, limit = CHAT_MESSAGES_LIMIT): ChatWindow => {
  const messages = mergeMessages([], page.messages);
  const cut = Math.max(0, messages.length - limit);
  return {
    messages: messages.slice(cut),
    hasMoreBefore: page.hasMoreBefore || cut > 0,
    hasMoreAfter: page.hasMoreAfter,
    unread: false,
  };
};

/** Fetched up (older): merged, and the newest beyond the limit trimmed (the far edge). */
export const fetchedUp = (window: ChatWindow, page: ChatPage, limit = CHAT_MESSAGES_LIMIT): ChatWindow => {
  const messages = mergeMessages(window.messages, page.messages);
  const cut = Math.max(0, messages.length - limit);
  return {
    ...window,
    messages: messages.slice(0, messages.length - cut),
    hasMoreBefore: page.hasMoreBefore,
    hasMoreAfter: window.hasMoreAfter || cut > 0,
  };
};

/**
 * Fetched down (newer): merged, and the oldest beyond the limit trimmed. Reaching the newest clears the
 * unread flag: the reader is at the bottom.
 */
export const fetchedDown = (window: ChatWindow, page: ChatPage, limit = CHAT_MESSAGES_LIMIT): ChatWindow => {
  const messages = mergeMessages(window.messages, page.messages);
  const cut = Math.max(0, messages.length - limit);
  return {
    messages: messages.slice(cut),
    hasMoreBefore: window.hasMoreBefore || cut > 0,
    hasMoreAfter: page.hasMoreAfter,
    unread: page.hasMoreAfter ? window.unread : false,
  };
};

/**
 * A message from the room. At the bottom (and holding the newest) it is added and the window capped;
 * otherwise it is not held, the unread flag is set and the window knows newer messages exist. A message
 * already held (a resend, a replay after reconnecting) is replaced, never doubled.
 */
export const receivedMessage = (
  window: ChatWindow,
  message: ChatMessage,
  atBottom: boolean,
  limit = CHAT_MESSAGES_LIMIT,
): ChatWindow => {
  if (window.messages.some((held) => held.id === message.id))
    return { ...window, messages: mergeMessages(window.messages, [message]) };
  if (!atBottom || window.hasMoreAfter) return { ...window, unread: true, hasMoreAfter: true };
  const messages = mergeMessages(window.messages, [message]);
  const cut = Math.max(0, messages.length - limit);
  return { ...window, messages: messages.slice(cut), hasMoreBefore: window.hasMoreBefore || cut > 0 };
};

/** A message deleted by its author: it keeps its place, flagged, with no text (and replies to it say so). */
export const deletedMessage = (window: ChatWindow, id: string): ChatWindow => ({
  ...window,
  messages: window.messages.map((message) =>
    message.id === id
      ? { ...message, deleted: true, text: "", translates: {} }
      : message.replyTo?.id === id
        ? { ...message, replyTo: { ...message.replyTo, deleted: true, excerpt: "" } }
        : message,
  ),
});

/** The reader reached the bottom (the newest held, nothing newer): the unread flag clears. */
export const readToBottom = (window: ChatWindow): ChatWindow =>
  window.unread && !window.hasMoreAfter ? { ...window, unread: false } : window;

/** A message as a reader sees it: a reply to someone they blocked says so instead of quoting them. */
export type VisibleChatMessage = ChatMessage & {
  readonly replyTo: (ChatMessage["replyTo"] & { readonly fromBlocked?: true }) | null;
};

/**
 * The messages a reader sees: none of the users they blocked, and no quote of theirs in others' replies
 * (its author and excerpt emptied, `fromBlocked` set).
 */
export const visibleMessages = (
  messages: ReadonlyArray<ChatMessage>,
  blockedUserIds: ReadonlySet<string>,
): ReadonlyArray<VisibleChatMessage> =>
  blockedUserIds.size === 0
    ? messages
    : messages
        .filter((message) => !blockedUserIds.has(message.author.id))
        .map((message) =>
          message.replyTo && blockedUserIds.has(message.replyTo.authorId)
            ? { ...message, replyTo: { ...message.replyTo, authorName: "", excerpt: "", fromBlocked: true } }
            : message,
        );

/** The newest `seq` held: where a reconnect resumes from. */
export const lastSeq = (window: ChatWindow): number => window.messages.at(-1)?.seq ?? 0;
