import { Effect, Schema } from "effect";
import { execute, Millis, queryFirst } from "./columns";

export const MailTokenPurpose = Schema.Literals(["email_verification", "password_recovery"]);
export type MailTokenPurpose = typeof MailTokenPurpose.Type;

const MailTokenRow = Schema.Struct({
  user_id: Schema.String,
  purpose: MailTokenPurpose,
  email: Schema.String,
  expires_at: Millis,
  used_at: Schema.NullOr(Millis),
});

export interface MailTokenRecord {
  readonly userId: string;
  readonly purpose: MailTokenPurpose;
  /** The address the link was sent to. */
  readonly email: string;
  readonly expiresAt: number;
  readonly usedAt: number | null;
}

export const insertMailToken = Effect.fn("mailTokenStore.insert")(
  (token: {
    tokenHash: string;
    userId: string;
    purpose: MailTokenPurpose;
    email: string;
    createdAt: number;
    expiresAt: number;
  }) =>
    execute(
      `INSERT INTO mail_tokens (token_hash, user_id, purpose, email, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING user_id`,
      [token.tokenHash, token.userId, token.purpose, token.email, token.createdAt, token.expiresAt],
    ),
);

export const findMailToken = Effect.fn("mailTokenStore.find")(
  (tokenHash: string, purpose: MailTokenPurpose) =>
    Effect.map(
      queryFirst(
        MailTokenRow,
        "SELECT user_id, purpose, email, expires_at, used_at FROM mail_tokens WHERE token_hash = $1 AND purpose = $2",
        [tokenHash, purpose],
      ),
      (row): MailTokenRecord | undefined =>
        row
          ? {
              userId: row.user_id,
              purpose: row.purpose,
              email: row.email,
              expiresAt: row.expires_at,
              usedAt: row.used_at,
            }
          : undefined,
    ),
);

/** Uses a token once; answers false when it was already used (a second click, or a race). */
export const markMailTokenUsed = Effect.fn("mailTokenStore.markUsed")((tokenHash: string, now: number) =>
  Effect.map(
    execute(
      "UPDATE mail_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL RETURNING user_id",
      [tokenHash, now],
    ),
    (updated) => updated === 1,
  ),
);

/**
 * Retires a user's unused links of one purpose, so only the newest works. Retired links read as used:
 * an old reset link then answers "password already reset" rather than letting a second reset through.
 */
export const retireMailTokens = Effect.fn("mailTokenStore.retire")(
  (userId: string, purpose: MailTokenPurpose, now: number) =>
    execute(
      "UPDATE mail_tokens SET used_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL RETURNING user_id",
      [userId, purpose, now],
    ),
);
