import type { ChatMessage } from "../../../domain/chat/chatMessage.ts";
import type { ChatFetch, ChatFetched } from "../../../machines/chat/chatMachine.ts";

/**
 * An event's chat as the server holds it, for the chat machine's tests: messages by `seq` from 1, the
 * pages of `get_chat_messages` (oldest first, the blocked users of the caller left out) and deletions.
 */
export const EVENT_ID = "ev1";
export const ME = { id: "me", name: "Me", avatarUrl: null, simulated: false } as const;
export const ANN = { id: "ann", name: "Ann", avatarUrl: null, simulated: false } as const;
export const BOT = { id: "bot", name: "Fan Bot", avatarUrl: null, simulated: true } as const;

export type Author = typeof ME | typeof ANN | typeof BOT;

export const messageOf = (seq: number, author: Author = ANN, text = `message ${seq}`): ChatMessage => ({
  id: `m${seq}`,
  eventId: EVENT_ID,
  seq,
  author,
  text,
  language: "en",
  translates: {},
  replyTo: null,
  timestamp: 1_700_000_000_000 + seq * 1000,
  deleted: false,
});

export interface FakeChatServer {
  readonly messages: ChatMessage[];
  usersOnline: number;
  /** Callers' blocked users (the server hides them from history). */
  hidden: Set<string>;
  /** A new message at the end of the chat. */
  post: (author?: Author, text?: string) => ChatMessage;
  remove: (id: string) => ChatMessage;
  answer: (fetch: ChatFetch) => ChatFetched;
}

export const fakeChatServer = (
  count: number,
  authorOf: (seq: number) => Author = () => ANN,
): FakeChatServer => {
  const server: FakeChatServer = {
    messages: Array.from({ length: count }, (_, index) => messageOf(index + 1, authorOf(index + 1))),
    usersOnline: 3,
    hidden: new Set(),
    post: (author = ANN, text) => {
      const message = messageOf(server.messages.length + 1, author, text);
      server.messages.push(message);
      return message;
    },
    remove: (id) => {
      const index = server.messages.findIndex((message) => message.id === id);
      const deleted = { ...server.messages[index]!, deleted: true, text: "" };
      server.messages[index] = deleted;
      return deleted;
    },
    answer: ({ direction, cursor, limit }) => {
      const all = server.messages.filter((message) => !server.hidden.has(message.author.id));
      let start: number;
      let end: number;
      if (direction === "latest") {
        end = all.length;
        start = Math.max(0, end - limit);
      } else if (direction === "before") {
        end = all.filter((message) => message.seq < (cursor ?? 0)).length;
        start = Math.max(0, end - limit);
      } else {
        start = all.filter((message) => message.seq <= (cursor ?? 0)).length;
        end = Math.min(all.length, start + limit);
      }
      return {
        messages: all.slice(start, end),
        hasMoreBefore: start > 0,
        hasMoreAfter: end < all.length,
        usersOnline: server.usersOnline,
      };
    },
  };
  return server;
};
