import { Effect } from "effect";
import { CHAT_PAGE_SIZE } from "../../domain/chat/chatMessage";
import { chatTopic } from "../../domain/chat/chatTopic";
import type { ChatDeps } from "./ChatDeps";
import { ChatFailure } from "./chatFailures";
import { chatPage, chatRoomExists } from "./chatMessageStore";

export interface ChatFetch {
  readonly eventId: string;
  readonly direction: "latest" | "before" | "after";
  readonly cursor?: number | undefined;
  readonly limit?: number | undefined;
}

/**
 * `get_chat_messages`: a page of the event's chat as `viewerId` sees it (null: a visitor, who sees every
 * message), with the people in the room now, on every server process. An event with no page and no
 * stored chat is `chat.event_not_found`.
 */
export const getChatMessages = (deps: ChatDeps) =>
  Effect.fn("chat.get")(function* (viewerId: string | null, fetch: ChatFetch) {
    const known =
      (yield* Effect.promise(() => deps.eventExists(fetch.eventId))) ||
      (yield* chatRoomExists(fetch.eventId));
    if (!known) return yield* Effect.fail(ChatFailure.eventNotFound());
    const page = yield* chatPage({
      eventId: fetch.eventId,
      viewerId,
      direction: fetch.direction,
      cursor: fetch.cursor,
      limit: fetch.limit ?? CHAT_PAGE_SIZE,
    });
    return { ...page, usersOnline: deps.relay.subscribers(chatTopic(fetch.eventId)) };
  });
