import { randomUUID } from "node:crypto";
import { Clock, Effect } from "effect";
import type { ChatLanguage } from "../../domain/chat/chatMessage";
import { bannedWordIn, normaliseChatText } from "../../domain/chat/chatText";
import { type ChatTopicEvent, chatTopic } from "../../domain/chat/chatTopic";
import type { ChatDeps } from "./ChatDeps";
import { translateMessage } from "./ChatTranslator";
import { ChatFailure } from "./chatFailures";
import {
  findChatMessage,
  findChatMessageByClientId,
  findChatMessageHead,
  insertChatMessage,
} from "./chatMessageStore";
import { limitChatSends } from "./chatRateLimit";
import { senderLanguage } from "./senderLanguage";

export interface ChatSend {
  readonly eventId: string;
  readonly text: string;
  readonly replyToId?: string | undefined;
  readonly clientMessageId: string;
  readonly language?: ChatLanguage | undefined;
}

/**
 * `send_chat_message` for an author (a signed-in user, or a demo fan with `limited` false). A client id
 * the author already sent answers the stored message, checks and limit aside (a retry after a lost
 * answer must not be refused). Otherwise: the text's rules, the event, the replied-to message in the same
 * chat, the rate limit, then the message is stored with its seq and, once committed, published on the
 * chat's topic.
 */
export const sendChatMessage = (deps: ChatDeps) =>
  Effect.fn("chat.send")(function* (
    authorId: string,
    send: ChatSend,
    options: { readonly limited: boolean },
  ) {
    const sent = yield* findChatMessageByClientId(authorId, send.clientMessageId);
    if (sent) return sent;
    const text = normaliseChatText(send.text);
    if (text === undefined) return yield* Effect.fail(ChatFailure.textLength());
    if (bannedWordIn(text, yield* deps.bannedWords.current()) !== undefined)
      return yield* Effect.fail(ChatFailure.bannedWord());
    if (!(yield* Effect.promise(() => deps.eventExists(send.eventId))))
      return yield* Effect.fail(ChatFailure.eventNotFound());
    if (send.replyToId !== undefined) {
      const parent = yield* findChatMessageHead(send.replyToId);
      if (parent?.event_id !== send.eventId) return yield* Effect.fail(ChatFailure.messageNotFound());
    }
    if (options.limited) yield* limitChatSends(authorId, deps.policy.sendLimits);
    const language = yield* senderLanguage(authorId, send.language);
    const translates = yield* Effect.promise(() => translateMessage(deps.translator, text, language));
    const id = randomUUID();
    const { created } = yield* insertChatMessage({
      id,
      eventId: send.eventId,
      authorId,
      clientMessageId: send.clientMessageId,
      text,
      language,
      translates,
      replyToId: send.replyToId ?? null,
      createdAt: yield* Clock.currentTimeMillis,
    });
    const message = created
      ? yield* findChatMessage(id)
      : yield* findChatMessageByClientId(authorId, send.clientMessageId);
    if (!message) return yield* Effect.die(new Error(`chat message ${id} vanished after its insert`));
    if (created) {
      const event: ChatTopicEvent = { kind: "message", message };
      deps.relay.publish(chatTopic(send.eventId), event);
    }
    return message;
  });
