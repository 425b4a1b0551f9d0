import { Effect, Schema } from "effect";
import { Millis, queryFirst, queryRows } from "../accounts/stores/columns";

const FollowRow = Schema.Struct({
  id: Schema.String,
  follower_id: Schema.String,
  leader_id: Schema.String,
  created_at: Millis,
});

export interface FollowRecord {
  readonly id: string;
  readonly followerId: string;
  readonly leaderId: string;
  readonly createdAt: number;
}

const toFollow = (row: typeof FollowRow.Type): FollowRecord => ({
  id: row.id,
  followerId: row.follower_id,
  leaderId: row.leader_id,
  createdAt: row.created_at,
});

const COLUMNS = "id, follower_id, leader_id, created_at";

/**
 * Stores a follow unless the pair has one already, and answers the pair's follow either way; undefined
 * when the leader is no user. One statement: two parallel follows of a pair meet at the unique index, and
 * the one that loses reads the winner's row.
 */
export const insertFollow = Effect.fn("followStore.insert")(function* (follow: FollowRecord) {
  const inserted = yield* queryFirst(
    FollowRow,
    `INSERT INTO user_subscriptions (${COLUMNS})
     SELECT $1, $2, $3, $4 WHERE EXISTS (SELECT 1 FROM users WHERE id = $3)
     ON CONFLICT (follower_id, leader_id) DO NOTHING
     RETURNING ${COLUMNS}`,
    [follow.id, follow.followerId, follow.leaderId, follow.createdAt],
  );
  if (inserted) return toFollow(inserted);
  return yield* findFollow(follow.followerId, follow.leaderId);
});

export const findFollow = Effect.fn("followStore.find")((followerId: string, leaderId: string) =>
  Effect.map(
    queryFirst(
      FollowRow,
      `SELECT ${COLUMNS} FROM user_subscriptions WHERE follower_id = $1 AND leader_id = $2`,
      [followerId, leaderId],
    ),
    (row) => (row ? toFollow(row) : undefined),
  ),
);

/** Deletes the pair's follow if there is one; answers whether there was. */
export const deleteFollow = Effect.fn("followStore.delete")((followerId: string, leaderId: string) =>
  Effect.map(
    queryRows(
      Schema.Struct({ id: Schema.String }),
      "DELETE FROM user_subscriptions WHERE follower_id = $1 AND leader_id = $2 RETURNING id",
      [followerId, leaderId],
    ),
    (rows) => rows.length > 0,
  ),
);

/** Whom a user follows, oldest follow first. */
export const followsOf = Effect.fn("followStore.followsOf")((followerId: string) =>
  Effect.map(
    queryRows(
      FollowRow,
      `SELECT ${COLUMNS} FROM user_subscriptions WHERE follower_id = $1 ORDER BY created_at, id`,
      [followerId],
    ),
    (rows) => rows.map(toFollow),
  ),
);

/** Who follows a user, oldest follow first. */
export const followersOf = Effect.fn("followStore.followersOf")((leaderId: string) =>
  Effect.map(
    queryRows(
      Schema.Struct({ follower_id: Schema.String }),
      "SELECT follower_id FROM user_subscriptions WHERE leader_id = $1 ORDER BY created_at, id",
      [leaderId],
    ),
    (rows) => rows.map((row) => row.follower_id),
  ),
);
