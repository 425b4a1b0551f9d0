import { Schema } from "effect";
import type { SqlExecutor } from "../db/SqlDriver";

/** `bigint` arrives as a number from PGlite and as a string from node-postgres. */
const Millis = Schema.Union([Schema.Number, Schema.NumberFromString]).check(Schema.isInt());

/** A job as a claim answers it: the payload still encoded. */
export const ClaimedJob = Schema.Struct({
  id: Schema.String,
  kind: Schema.String,
  payload: Schema.Unknown,
  attempts: Schema.Number,
  max_attempts: Schema.Number,
  created_at: Millis,
});
export type ClaimedJob = typeof ClaimedJob.Type;

const decodeClaimed = Schema.decodeUnknownSync(Schema.Array(ClaimedJob));

/**
 * Claims up to `limit` due jobs of `kinds` for `leaseMs`, in one statement. FOR UPDATE SKIP LOCKED lets
 * runners on other connections claim at the same moment without waiting on each other or taking the same
 * row; a row whose lease ran out is due again (its runner died or hung).
 */
export const claimDueJobs = async (
  db: SqlExecutor,
  claim: { readonly token: string; readonly kinds: ReadonlyArray<string>; readonly limit: number },
  now: number,
  leaseMs: number,
): Promise<ReadonlyArray<ClaimedJob>> =>
  decodeClaimed(
    await db.query(
      `UPDATE jobs SET attempts = attempts + 1, locked_until = $1::bigint + $2::bigint, claim = $3
       WHERE id IN (
         SELECT id FROM jobs
         WHERE state = 'pending' AND run_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
           AND kind = ANY($4::text[])
         ORDER BY run_at, id
         LIMIT $5
         FOR UPDATE SKIP LOCKED)
       RETURNING id, kind, payload, attempts, max_attempts, created_at`,
      [now, leaseMs, claim.token, [...claim.kinds], claim.limit],
    ),
  );

/**
 * The end of an attempt. Each answers false when `token` no longer holds the job: its lease ran out and
 * another runner claimed it, whose outcome is the one kept (at most one runner completes a job).
 */
export const markDone = async (db: SqlExecutor, id: string, token: string, now: number): Promise<boolean> =>
  (
    await db.query(
      `UPDATE jobs SET state = 'done', payload = NULL, locked_until = NULL, claim = NULL, finished_at = $3
       WHERE id = $1 AND claim = $2 AND state = 'pending' RETURNING id`,
      [id, token, now],
    )
  ).length === 1;

export const markForRetry = async (
  db: SqlExecutor,
  id: string,
  token: string,
  retry: { readonly runAt: number; readonly error: string },
): Promise<boolean> =>
  (
    await db.query(
      `UPDATE jobs SET run_at = $3, locked_until = NULL, claim = NULL, last_error = $4
       WHERE id = $1 AND claim = $2 AND state = 'pending' RETURNING id`,
      [id, token, retry.runAt, retry.error],
    )
  ).length === 1;

export const markFailed = async (
  db: SqlExecutor,
  id: string,
  token: string,
  failure: { readonly now: number; readonly error: string },
): Promise<boolean> =>
  (
    await db.query(
      `UPDATE jobs SET state = 'failed', payload = NULL, locked_until = NULL, claim = NULL,
         last_error = $4, finished_at = $3
       WHERE id = $1 AND claim = $2 AND state = 'pending' RETURNING id`,
      [id, token, failure.now, failure.error],
    )
  ).length === 1;

/** Forgets jobs done before `before` (failed ones stay, for whoever looks into them). */
export const pruneDoneJobs = async (db: SqlExecutor, before: number): Promise<number> =>
  (await db.query("DELETE FROM jobs WHERE state = 'done' AND finished_at < $1 RETURNING id", [before]))
    .length;
