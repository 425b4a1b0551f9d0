import { Effect, Schema } from "effect";
import { queryFirst, queryRows } from "../accounts/stores/columns";

/**
 * Blocks `blockedId` for `blockerId` unless it is blocked already; false when the blocked one is no user.
 * One statement, so two blocks of a pair at once meet at the primary key.
 */
export const insertChatBlock = Effect.fn("chatBlacklist.insert")(
  (blockerId: string, blockedId: string, now: number) =>
    Effect.map(
      queryFirst(
        Schema.Struct({ known: Schema.Boolean }),
        `WITH target AS (SELECT id FROM users WHERE id = $2),
              inserted AS (
                INSERT INTO chat_blacklist (blocker_id, blocked_id, created_at)
                SELECT $1, id, $3 FROM target
                ON CONFLICT (blocker_id, blocked_id) DO NOTHING RETURNING blocked_id)
         SELECT EXISTS (SELECT 1 FROM target) AS known`,
        [blockerId, blockedId, now],
      ),
      (row) => row?.known === true,
    ),
);

export const deleteChatBlock = Effect.fn("chatBlacklist.delete")((blockerId: string, blockedId: string) =>
  queryRows(
    Schema.Struct({ blocked_id: Schema.String }),
    "DELETE FROM chat_blacklist WHERE blocker_id = $1 AND blocked_id = $2 RETURNING blocked_id",
    [blockerId, blockedId],
  ),
);

/** Whom a user blocked, oldest block first (the auth profile's `blockedChatUsers`). */
export const chatBlocksOf = Effect.fn("chatBlacklist.of")((blockerId: string) =>
  Effect.map(
    queryRows(
      Schema.Struct({ blocked_id: Schema.String }),
      "SELECT blocked_id FROM chat_blacklist WHERE blocker_id = $1 ORDER BY created_at, blocked_id",
      [blockerId],
    ),
    (rows) => rows.map((row) => ({ blockedUserId: row.blocked_id })),
  ),
);
