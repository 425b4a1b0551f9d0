import type { ChatLanguage, ChatMessage } from "../../domain/chat/chatMessage.ts";
import { visibleMessages } from "../../domain/chat/chatWindow.ts";
import type { ChatContext } from "./chatMachine.ts";
import type { PendingMessage } from "./chatPending.ts";

/** What the chat's views ask of its snapshot, so they hold no rule of their own. */

/** The messages the reader sees, oldest first: none of the users they blocked. */
export const shownMessages = (context: ChatContext): ReadonlyArray<ChatMessage> =>
  visibleMessages(context.window.messages, new Set(context.blocked));

/**
 * The reader's messages not yet answered, shown under the list: only when the list reaches the newest
 * (otherwise they would sit under older messages).
 */
export const shownPending = (context: ChatContext): ReadonlyArray<PendingMessage> =>
  context.window.hasMoreAfter ? [] : context.pending;

/** The unread flag: the "new messages" button shows while it is set. */
export const hasUnread = (context: ChatContext): boolean => context.window.unread;

/** The list is empty and there is nothing older: "be the first to say something". */
export const isEmptyChat = (context: ChatContext): boolean =>
  context.window.messages.length === 0 && !context.window.hasMoreBefore && context.pending.length === 0;

export const isOwnMessage = (viewerId: string | null, message: ChatMessage): boolean =>
  viewerId !== null && message.author.id === viewerId;

/** A message's text in the chat's language: its translation when there is one, else as written. */
export const textIn = (
  message: ChatMessage,
  locale: ChatLanguage,
): { readonly text: string; readonly translated: boolean } => {
  const translation = message.language === locale ? undefined : message.translates[locale];
  return translation !== undefined && translation !== ""
    ? { text: translation, translated: true }
    : { text: message.text, translated: false };
};
