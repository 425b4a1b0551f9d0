import { Clock, Effect } from "effect";
import { type ChatTopicEvent, chatTopic } from "../../domain/chat/chatTopic";
import type { ChatDeps } from "./ChatDeps";
import { ChatFailure } from "./chatFailures";
import { findChatMessage, findChatMessageHead, markChatMessageDeleted } from "./chatMessageStore";

/**
 * `delete_chat_message`: the author's own message only. It stays in place, flagged deleted with no text;
 * the room hears `deleted` once it is stored. Deleting it again answers it as it is, and tells no one.
 */
export const deleteChatMessage = (deps: ChatDeps) =>
  Effect.fn("chat.delete")(function* (userId: string, messageId: string) {
    const head = yield* findChatMessageHead(messageId);
    if (!head) return yield* Effect.fail(ChatFailure.messageNotFound());
    if (head.author_id !== userId) return yield* Effect.fail(ChatFailure.notAuthor());
    const changed = yield* markChatMessageDeleted(messageId, yield* Clock.currentTimeMillis);
    const message = yield* findChatMessage(messageId);
    if (!message) return yield* Effect.fail(ChatFailure.messageNotFound());
    if (changed) {
      const event: ChatTopicEvent = { kind: "deleted", id: message.id, seq: message.seq };
      deps.relay.publish(chatTopic(message.eventId), event);
    }
    return message;
  });
