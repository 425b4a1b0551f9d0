import { Schema } from "effect";
import { LOCALES } from "../i18n/locales";

/** Messages a chat keeps in memory (sports-data section 9): fetching past it trims the far edge. */
export const CHAT_MESSAGES_LIMIT = 150;
/** Messages one fetch asks for. */
export const CHAT_PAGE_SIZE = 50;
/** A message's text, trimmed: 1 to 500 characters (code points). */
export const CHAT_TEXT_MIN = 1;
export const CHAT_TEXT_MAX = 500;

/** The interface languages a message may be written or translated in. */
export const ChatLanguage = Schema.Literals(LOCALES.map((locale) => locale.language));
export type ChatLanguage = typeof ChatLanguage.Type;

export const ChatMessageId = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64));

/** Who wrote a message. `simulated`: one of the demo's simulated fans (shown on their profile too). */
export const ChatAuthor = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  avatarUrl: Schema.NullOr(Schema.String),
  simulated: Schema.Boolean,
});
export type ChatAuthor = typeof ChatAuthor.Type;

/** The message a reply answers, as the reply shows it (its text cut short; empty once deleted). */
export const ChatReplyTo = Schema.Struct({
  id: ChatMessageId,
  authorId: Schema.String,
  authorName: Schema.String,
  excerpt: Schema.String,
  deleted: Schema.Boolean,
});
export type ChatReplyTo = typeof ChatReplyTo.Type;

/**
 * One chat message (sports-data section 3, Chat message: id, timestamp, translates per language, deleted,
 * replies). `seq` is its place in its event's chat, from 1, gapless in storage order: the cursor of
 * fetching up and down and of resuming after a reconnect. A deleted message keeps its place with an
 * empty text. `translates` holds the text in other languages than `language`, when a translation exists.
 */
export const ChatMessage = Schema.Struct({
  id: ChatMessageId,
  eventId: Schema.String,
  seq: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  author: ChatAuthor,
  text: Schema.String,
  language: ChatLanguage,
  translates: Schema.Record(Schema.String, Schema.String),
  replyTo: Schema.NullOr(ChatReplyTo),
  timestamp: Schema.Int,
  deleted: Schema.Boolean,
});
export type ChatMessage = typeof ChatMessage.Type;

/** Characters of a replied-to message the reply shows. */
export const REPLY_EXCERPT_LENGTH = 80;
