import { randomUUID } from "node:crypto";
import { Clock, Context, Effect, Layer, Schema } from "effect";
import { Database } from "../db/Database";
import type { JobKind } from "./JobKind";

export interface JobQueueShape {
  /** Tells this process's runner that a job was committed (other processes find it by polling). */
  readonly wake: () => void;
}

/** The enqueuing side of the job queue: how a committed job reaches the runner at once. */
export class JobQueue extends Context.Service<JobQueue, JobQueueShape>()("server/jobs/JobQueue") {
  static readonly layer = (wake: () => void): Layer.Layer<JobQueue> => Layer.succeed(JobQueue, { wake });
}

/**
 * Stores a job in the caller's transaction (outside one, it commits by itself): a rolled-back
 * transaction leaves no job, and a committed one wakes the runner once the commit is through. Answers
 * the job's id, which handlers use as their idempotency key.
 */
export const enqueueJob = Effect.fn("jobs.enqueue")(function* <P>(
  kind: JobKind<P>,
  payload: P,
  options: { readonly delayMs?: number } = {},
) {
  const db = yield* Database;
  const queue = yield* JobQueue;
  const now = yield* Clock.currentTimeMillis;
  const id = randomUUID();
  const encoded = Schema.encodeSync(kind.payload)(payload);
  yield* db.query(
    `INSERT INTO jobs (id, kind, payload, max_attempts, run_at, created_at)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6)`,
    [id, kind.name, JSON.stringify(encoded), kind.maxAttempts, now + (options.delayMs ?? 0), now],
  );
  yield* db.afterCommit(queue.wake);
  return id;
});
