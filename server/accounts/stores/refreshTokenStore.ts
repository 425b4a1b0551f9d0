import { Effect, Schema } from "effect";
import { execute, Millis, queryFirst } from "./columns";

const RefreshTokenRow = Schema.Struct({
  session_id: Schema.String,
  generation: Schema.Int,
  rotated_at: Schema.NullOr(Millis),
});

export interface RefreshTokenRecord {
  readonly sessionId: string;
  readonly generation: number;
  /** Set once the token was exchanged: any later use of it is a reuse. */
  readonly rotatedAt: number | null;
}

export const insertRefreshToken = Effect.fn("refreshTokenStore.insert")(
  (tokenHash: string, sessionId: string, generation: number, now: number) =>
    execute(
      "INSERT INTO refresh_tokens (token_hash, session_id, generation, created_at) VALUES ($1, $2, $3, $4) RETURNING session_id",
      [tokenHash, sessionId, generation, now],
    ),
);

export const findRefreshToken = Effect.fn("refreshTokenStore.find")((tokenHash: string) =>
  Effect.map(
    queryFirst(
      RefreshTokenRow,
      "SELECT session_id, generation, rotated_at FROM refresh_tokens WHERE token_hash = $1",
      [tokenHash],
    ),
    (row): RefreshTokenRecord | undefined =>
      row ? { sessionId: row.session_id, generation: row.generation, rotatedAt: row.rotated_at } : undefined,
  ),
);

/**
 * Marks the token rotated if it was not yet. Answers false when another request rotated it first: that
 * request won, and this one is a reuse.
 */
export const markRefreshTokenRotated = Effect.fn("refreshTokenStore.markRotated")(
  (tokenHash: string, now: number) =>
    Effect.map(
      execute(
        "UPDATE refresh_tokens SET rotated_at = $2 WHERE token_hash = $1 AND rotated_at IS NULL RETURNING session_id",
        [tokenHash, now],
      ),
      (updated) => updated === 1,
    ),
);
