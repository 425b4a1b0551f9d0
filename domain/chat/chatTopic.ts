import { Schema } from "effect";
import { ChatMessage, ChatMessageId } from "./chatMessage";

/** The websocket topic of an event's chat: new and deleted messages, and how many are in the room. */
export const chatTopic = (eventId: string): string => `chat.${eventId}`;

const CHAT_TOPIC = /^chat\.([^\s]{1,120})$/;

/** The event of a chat topic, or undefined when the topic is not a chat's. */
export const eventOfChatTopic = (topic: string): string | undefined => CHAT_TOPIC.exec(topic)?.[1];

/**
 * What a chat topic carries. `online`: people with the chat open, every tab of every signed-in user and
 * visitor counted once per connection, across every server process.
 */
export const ChatTopicEvent = Schema.Union([
  Schema.Struct({ kind: Schema.Literal("message"), message: ChatMessage }),
  Schema.Struct({
    kind: Schema.Literal("deleted"),
    id: ChatMessageId,
    seq: Schema.Int,
  }),
  Schema.Struct({
    kind: Schema.Literal("online"),
    usersOnline: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  }),
]);
export type ChatTopicEvent = typeof ChatTopicEvent.Type;
