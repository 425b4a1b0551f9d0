import { Effect, Schema } from "effect";
import { execute, Millis, queryFirst } from "../stores/columns";

/** A login started at a provider: what the provider's answer is checked against. */
export interface LoginAttempt {
  readonly stateHash: string;
  readonly provider: string;
  readonly nonce: string;
  readonly codeVerifier: string;
  readonly postOAuthUrl: string;
  readonly createdAt: number;
  readonly expiresAt: number;
}

const AttemptRow = Schema.Struct({
  state_hash: Schema.String,
  provider: Schema.String,
  nonce: Schema.String,
  code_verifier: Schema.String,
  post_oauth_url: Schema.String,
  created_at: Millis,
  expires_at: Millis,
});

/** Stores a new attempt, dropping the expired ones first so the table stays small. */
export const insertLoginAttempt = Effect.fn("attemptStore.insert")(function* (attempt: LoginAttempt) {
  yield* execute("DELETE FROM external_login_attempts WHERE expires_at <= $1 RETURNING state_hash", [
    attempt.createdAt,
  ]);
  yield* execute(
    `INSERT INTO external_login_attempts
       (state_hash, provider, nonce, code_verifier, post_oauth_url, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING state_hash`,
    [
      attempt.stateHash,
      attempt.provider,
      attempt.nonce,
      attempt.codeVerifier,
      attempt.postOAuthUrl,
      attempt.createdAt,
      attempt.expiresAt,
    ],
  );
});

/**
 * Takes an attempt out of storage: whoever comes back with its state first gets it, any later answer
 * with the same state finds nothing (a replay).
 */
export const takeLoginAttempt = Effect.fn("attemptStore.take")((stateHash: string, provider: string) =>
  Effect.map(
    queryFirst(
      AttemptRow,
      `DELETE FROM external_login_attempts WHERE state_hash = $1 AND provider = $2
       RETURNING state_hash, provider, nonce, code_verifier, post_oauth_url, created_at, expires_at`,
      [stateHash, provider],
    ),
    (row): LoginAttempt | undefined =>
      row && {
        stateHash: row.state_hash,
        provider: row.provider,
        nonce: row.nonce,
        codeVerifier: row.code_verifier,
        postOAuthUrl: row.post_oauth_url,
        createdAt: row.created_at,
        expiresAt: row.expires_at,
      },
  ),
);
