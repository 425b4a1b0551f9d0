import { randomBytes } from "node:crypto";
import { Clock, Effect, Schema } from "effect";
import { execute, queryFirst } from "./stores/columns";

const SECRET_NAME = "access_token_signing_key";

/**
 * The key that signs access tokens: AUTH_SECRET when the environment gives one, otherwise a random key
 * generated on first start and kept in `server_secrets`, so tokens survive restarts, every process on
 * the same database agrees, and no secret is ever written into the repo.
 */
export const loadSigningKey = Effect.fn("accounts.loadSigningKey")(function* (
  configured: string | undefined,
) {
  if (configured !== undefined) return new Uint8Array(Buffer.from(configured, "utf8"));
  const now = yield* Clock.currentTimeMillis;
  // Insert-if-absent then read: two processes starting together end up with the same key.
  yield* execute(
    "INSERT INTO server_secrets (name, value, created_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING RETURNING name",
    [SECRET_NAME, randomBytes(48).toString("base64url"), now],
  );
  const row = yield* queryFirst(
    Schema.Struct({ value: Schema.String }),
    "SELECT value FROM server_secrets WHERE name = $1",
    [SECRET_NAME],
  );
  if (!row) return yield* Effect.die(new Error("The access-token signing key could not be stored"));
  return new Uint8Array(Buffer.from(row.value, "base64url"));
});
