import { Effect, Schema } from "effect";
import {
  type ChatLanguage,
  ChatLanguage as ChatLanguageSchema,
  type ChatMessage,
} from "../../domain/chat/chatMessage";
import { replyExcerpt } from "../../domain/chat/chatText";
import { filePath } from "../../domain/files/fileRoutes";
import { simulatedSql } from "../accounts/simulatedUsers";
import { Millis, queryFirst, queryRows } from "../accounts/stores/columns";
import { Database } from "../db/Database";

/** `translates` is jsonb: an object from both drivers, text if a driver ever hands it over unparsed. */
const Translates = Schema.Union([
  Schema.Record(Schema.String, Schema.String),
  Schema.fromJsonString(Schema.Record(Schema.String, Schema.String)),
]);

const MessageRow = Schema.Struct({
  id: Schema.String,
  event_id: Schema.String,
  seq: Schema.Int,
  author_id: Schema.String,
  author_name: Schema.String,
  author_avatar: Schema.NullOr(Schema.String),
  author_simulated: Schema.Boolean,
  text: Schema.String,
  language: ChatLanguageSchema,
  translates: Translates,
  deleted: Schema.Boolean,
  created_at: Millis,
  reply_id: Schema.NullOr(Schema.String),
  reply_author_id: Schema.NullOr(Schema.String),
  reply_author_name: Schema.NullOr(Schema.String),
  reply_text: Schema.NullOr(Schema.String),
  reply_deleted: Schema.NullOr(Schema.Boolean),
});
type MessageRow = typeof MessageRow.Type;

/**
 * A message as the wire carries it. The author and the replied-to message are read with it, so a new
 * name or avatar, or a deleted parent, shows in every later read.
 */
const toMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  eventId: row.event_id,
  seq: row.seq,
  author: {
    id: row.author_id,
    name: row.author_name,
    avatarUrl: row.author_avatar === null ? null : filePath(row.author_avatar),
    simulated: row.author_simulated,
  },
  text: row.deleted ? "" : row.text,
  language: row.language,
  translates: row.deleted ? {} : row.translates,
  replyTo:
    row.reply_id === null
      ? null
      : {
          id: row.reply_id,
          authorId: row.reply_author_id ?? "",
          authorName: row.reply_author_name ?? "",
          excerpt: row.reply_deleted ? "" : replyExcerpt(row.reply_text ?? ""),
          deleted: row.reply_deleted ?? false,
        },
  timestamp: row.created_at,
  deleted: row.deleted,
});

const SELECT_MESSAGES = `SELECT m.id, m.event_id, m.seq, m.author_id, u.name AS author_name,
    u.avatar_file_id AS author_avatar, ${simulatedSql("u.email")} AS author_simulated,
    m.text, m.language, m.translates, m.deleted, m.created_at,
    p.id AS reply_id, p.author_id AS reply_author_id, pu.name AS reply_author_name, p.text AS reply_text,
    p.deleted AS reply_deleted
  FROM chat_messages m
  JOIN users u ON u.id = m.author_id
  LEFT JOIN chat_messages p ON p.id = m.reply_to_id
  LEFT JOIN users pu ON pu.id = p.author_id`;

export const findChatMessage = Effect.fn("chatStore.find")((id: string) =>
  Effect.map(queryFirst(MessageRow, `${SELECT_MESSAGES} WHERE m.id = $1`, [id]), (row) =>
    row ? toMessage(row) : undefined,
  ),
);

/** The message an author already sent with this client id (a retried send). */
export const findChatMessageByClientId = Effect.fn("chatStore.findByClientId")(
  (authorId: string, clientMessageId: string) =>
    Effect.map(
      queryFirst(MessageRow, `${SELECT_MESSAGES} WHERE m.author_id = $1 AND m.client_message_id = $2`, [
        authorId,
        clientMessageId,
      ]),
      (row) => (row ? toMessage(row) : undefined),
    ),
);

/** Where a message is, for replies and deletion: its event, author and state. */
export const findChatMessageHead = Effect.fn("chatStore.findHead")((id: string) =>
  queryFirst(
    Schema.Struct({ event_id: Schema.String, author_id: Schema.String, deleted: Schema.Boolean }),
    "SELECT event_id, author_id, deleted FROM chat_messages WHERE id = $1",
    [id],
  ),
);

export interface NewChatMessage {
  readonly id: string;
  readonly eventId: string;
  readonly authorId: string;
  readonly clientMessageId: string;
  readonly text: string;
  readonly language: ChatLanguage;
  readonly translates: Readonly<Record<string, string>>;
  readonly replyToId: string | null;
  readonly createdAt: number;
}

/** The send lost the race to a retry of itself: its transaction rolls back, the seq it took with it. */
class AlreadySent {
  readonly _tag = "AlreadySent";
}

/**
 * Stores a message with the next `seq` of its event, in one transaction: the room's counter is bumped
 * (its row lock orders the event's sends until the commit) and the message inserted. When the author
 * already sent this client id (two tries of one send at once), nothing is stored and the answer is
 * `created: false`: the caller reads the stored one.
 */
export const insertChatMessage = Effect.fn("chatStore.insert")(function* (message: NewChatMessage) {
  const db = yield* Database;
  const stored = yield* db
    .transaction(
      Effect.gen(function* () {
        const room = yield* queryFirst(
          Schema.Struct({ last_seq: Schema.Int }),
          `INSERT INTO chat_rooms (event_id, last_seq) VALUES ($1, 1)
           ON CONFLICT (event_id) DO UPDATE SET last_seq = chat_rooms.last_seq + 1
           RETURNING last_seq`,
          [message.eventId],
        );
        const inserted = yield* queryFirst(
          Schema.Struct({ id: Schema.String }),
          `INSERT INTO chat_messages (id, event_id, seq, author_id, client_message_id, text, language,
             translates, reply_to_id, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10)
           ON CONFLICT (author_id, client_message_id) DO NOTHING
           RETURNING id`,
          [
            message.id,
            message.eventId,
            room?.last_seq,
            message.authorId,
            message.clientMessageId,
            message.text,
            message.language,
            JSON.stringify(message.translates),
            message.replyToId,
            message.createdAt,
          ],
        );
        if (!inserted) return yield* Effect.fail(new AlreadySent());
        return true;
      }),
    )
    .pipe(Effect.catchTag("AlreadySent", () => Effect.succeed(false)));
  return { created: stored };
});

/** Flags the message deleted and clears its text; false when it was deleted already. */
export const markChatMessageDeleted = Effect.fn("chatStore.markDeleted")((id: string, now: number) =>
  Effect.map(
    queryRows(
      Schema.Struct({ id: Schema.String }),
      `UPDATE chat_messages SET deleted = true, text = '', translates = '{}'::jsonb, deleted_at = $2
       WHERE id = $1 AND NOT deleted RETURNING id`,
      [id, now],
    ),
    (rows) => rows.length > 0,
  ),
);

/** Whether the event has a chat with at least one message. */
export const chatRoomExists = Effect.fn("chatStore.roomExists")((eventId: string) =>
  Effect.map(
    queryFirst(
      Schema.Struct({ event_id: Schema.String }),
      "SELECT event_id FROM chat_rooms WHERE event_id = $1",
      [eventId],
    ),
    (row) => row !== undefined,
  ),
);

/** The messages a viewer sees: without a viewer all, else none of the users they blocked. */
const VISIBLE = `($2::text IS NULL OR NOT EXISTS (
    SELECT 1 FROM chat_blacklist b WHERE b.blocker_id = $2 AND b.blocked_id = m.author_id))`;

export interface ChatPageQuery {
  readonly eventId: string;
  readonly viewerId: string | null;
  readonly direction: "latest" | "before" | "after";
  readonly cursor: number | undefined;
  readonly limit: number;
}

const anyVisible = (eventId: string, viewerId: string | null, condition: string, seq: number) =>
  Effect.map(
    queryFirst(
      Schema.Struct({ id: Schema.String }),
      `SELECT m.id FROM chat_messages m WHERE m.event_id = $1 AND ${VISIBLE} AND ${condition} LIMIT 1`,
      [eventId, viewerId, seq],
    ),
    (row) => row !== undefined,
  );

/**
 * One page of an event's chat, oldest first, as the viewer sees it (blocked authors filtered here, so
 * pages are full and `hasMore…` true only when a visible message lies that way). One more row than
 * asked tells whether there is more in the fetching direction; a second look answers the other side.
 */
export const chatPage = Effect.fn("chatStore.page")(function* (query: ChatPageQuery) {
  const { eventId, viewerId, limit } = query;
  const direction = query.cursor === undefined && query.direction === "before" ? "latest" : query.direction;
  const cursor = query.cursor ?? 0;
  if (direction === "after") {
    const rows = yield* queryRows(
      MessageRow,
      `${SELECT_MESSAGES} WHERE m.event_id = $1 AND ${VISIBLE} AND m.seq > $3 ORDER BY m.seq LIMIT $4`,
      [eventId, viewerId, cursor, limit + 1],
    );
    const messages = rows.slice(0, limit).map(toMessage);
    return {
      messages,
      hasMoreBefore: yield* anyVisible(eventId, viewerId, "m.seq <= $3", cursor),
      hasMoreAfter: rows.length > limit,
    };
  }
  const rows = yield* queryRows(
    MessageRow,
    `${SELECT_MESSAGES} WHERE m.event_id = $1 AND ${VISIBLE} AND m.seq < $3 ORDER BY m.seq DESC LIMIT $4`,
    [eventId, viewerId, direction === "latest" ? 2 ** 31 - 1 : cursor, limit + 1],
  );
  const messages = rows.slice(0, limit).reverse().map(toMessage);
  return {
    messages,
    hasMoreBefore: rows.length > limit,
    hasMoreAfter:
      direction === "latest" ? false : yield* anyVisible(eventId, viewerId, "m.seq >= $3", cursor),
  };
});
