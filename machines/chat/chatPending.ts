import type { ChatMessage, ChatReplyTo } from "../../domain/chat/chatMessage.ts";
import { replyExcerpt } from "../../domain/chat/chatText.ts";
import type { RequestFailure } from "../../domain/rpc/requestFailure.ts";

/**
 * A message the reader sent that the server has not answered yet: shown at once at the bottom (greyed),
 * sent one at a time in the order written. `clientMessageId` stays the same across retries, so a send the
 * server stored but whose answer was lost is never posted twice (`send_chat_message` is idempotent on it).
 */
export interface PendingMessage {
  readonly clientMessageId: string;
  readonly text: string;
  readonly replyTo: ChatReplyTo | null;
  /** `queued`: waits its turn; `sending`: the call is out; `failed`: the reader may retry or discard it. */
  readonly status: "queued" | "sending" | "failed";
  readonly failure: RequestFailure | null;
}

/** The quote a reply carries, as the server will store it. */
export const replyQuoteOf = (message: ChatMessage): ChatReplyTo => ({
  id: message.id,
  authorId: message.author.id,
  authorName: message.author.name,
  excerpt: replyExcerpt(message.text),
  deleted: message.deleted,
});

export const withStatus = (
  pending: ReadonlyArray<PendingMessage>,
  clientMessageId: string,
  status: PendingMessage["status"],
  failure: RequestFailure | null = null,
): PendingMessage[] =>
  pending.map((item) => (item.clientMessageId === clientMessageId ? { ...item, status, failure } : item));

export const without = (pending: ReadonlyArray<PendingMessage>, clientMessageId: string): PendingMessage[] =>
  pending.filter((item) => item.clientMessageId !== clientMessageId);

/** The next one to send, in the order written. */
export const nextQueued = (pending: ReadonlyArray<PendingMessage>): PendingMessage | undefined =>
  pending.find((item) => item.status === "queued");

/**
 * The pending message a room message is the echo of: the viewer's own, with the same text and reply, the
 * call still out. NOTE: the room's copy may arrive before the call's answer, and it carries no client id;
 * matching it here keeps one copy on screen rather than the greyed one and the posted one together.
 */
export const echoOf = (
  pending: ReadonlyArray<PendingMessage>,
  message: ChatMessage,
  viewerId: string | null,
): PendingMessage | undefined =>
  viewerId === null || message.author.id !== viewerId
    ? undefined
    : pending.find(
        (item) =>
          item.status === "sending" &&
          item.text === message.text &&
          (item.replyTo?.id ?? null) === (message.replyTo?.id ?? null),
      );
