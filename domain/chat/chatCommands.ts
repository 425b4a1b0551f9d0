import { Schema } from "effect";
import { UserId } from "../accounts/accountFields";
import { defineCommand } from "../rpc/command";
import { CHAT_MESSAGES_LIMIT, ChatLanguage, ChatMessage, ChatMessageId } from "./chatMessage";

/**
 * The chat service's commands (`/funsclub-chat__api/rpc/{command}`, sports-data section 7). Reading is
 * open to everyone; writing and blocking need a session. The text is checked by the server's rules
 * (`normaliseChatText`, `bannedWordIn`) after the edge decodes it, so each broken rule has its catalogue code.
 */
const EventId = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(120));

/**
 * `send_chat_message`: `clientMessageId` (a UUID the browser makes per message) makes a retried send
 * answer the message already stored rather than post it twice. `language`: the interface language the
 * sender writes in (the page's); without it the server takes their saved locale, else English.
 */
export const SendChatMessage = defineCommand({
  service: "funsclub-chat",
  name: "send_chat_message",
  payload: Schema.Struct({
    eventId: EventId,
    text: Schema.String.check(Schema.isMaxLength(2000)),
    replyToId: Schema.optional(ChatMessageId),
    clientMessageId: Schema.String.check(Schema.isMinLength(8), Schema.isMaxLength(64)),
    language: Schema.optional(ChatLanguage),
  }),
  success: ChatMessage,
});

/** `delete_chat_message`: the author's own message only; it stays in place, flagged deleted. */
export const DeleteChatMessage = defineCommand({
  service: "funsclub-chat",
  name: "delete_chat_message",
  payload: Schema.Struct({ messageId: ChatMessageId }),
  success: ChatMessage,
});

/**
 * `get_chat_messages`: the newest page (`latest`), or the page just before or after a `seq` (fetching
 * up and down, and resuming after a reconnect from the last seen one). Messages come oldest first; a
 * signed-in caller never gets those of users they blocked.
 */
export const GetChatMessages = defineCommand({
  service: "funsclub-chat",
  name: "get_chat_messages",
  payload: Schema.Struct({
    eventId: EventId,
    direction: Schema.Literals(["latest", "before", "after"]),
    cursor: Schema.optional(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
    limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: CHAT_MESSAGES_LIMIT }))),
  }),
  success: Schema.Struct({
    messages: Schema.Array(ChatMessage),
    /** Older messages exist before the first one returned. */
    hasMoreBefore: Schema.Boolean,
    /** Newer messages exist after the last one returned. */
    hasMoreAfter: Schema.Boolean,
    usersOnline: Schema.Int,
  }),
});

const BlockPayload = Schema.Struct({ userId: UserId });
export const BlockedChatUser = Schema.Struct({ blockedUserId: Schema.String });
export type BlockedChatUser = typeof BlockedChatUser.Type;

/** `add_user_to_chat_black_list`: hides the user's messages from the caller, live and in history. */
export const AddUserToChatBlackList = defineCommand({
  service: "funsclub-chat",
  name: "add_user_to_chat_black_list",
  payload: BlockPayload,
  success: BlockedChatUser,
});

/** `delete_user_from_chat_black_list`: shows them again; unblocking someone not blocked is no error. */
export const DeleteUserFromChatBlackList = defineCommand({
  service: "funsclub-chat",
  name: "delete_user_from_chat_black_list",
  payload: BlockPayload,
  success: BlockedChatUser,
});

/** Catalogue codes of the chat. */
export const ChatErrorCode = {
  /** Posting needs a session. */
  signInRequired: "chat.sign_in_required",
  /** Empty after trimming, or longer than 500 characters. */
  textLength: "chat.text_length",
  /** A word of the staff's banned list. */
  bannedWord: "chat.banned_word",
  /** The per-user rate limit: the toast "chat too many requests". */
  tooManyRequests: "chat.too_many_requests",
  /** No chat for that event (the line and the archive do not know it). */
  eventNotFound: "chat.event_not_found",
  messageNotFound: "chat.message_not_found",
  /** Deleting someone else's message. */
  notAuthor: "chat.not_author",
  /** Blocking oneself. */
  selfBlock: "chat.self_block",
} as const;
export type ChatErrorCode = (typeof ChatErrorCode)[keyof typeof ChatErrorCode];
