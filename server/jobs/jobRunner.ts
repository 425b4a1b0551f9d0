import { randomUUID } from "node:crypto";
import { Exit, Schema } from "effect";
import type { SqlExecutor } from "../db/SqlDriver";
import type { Logger } from "../log";
import { backoffDelay, type JobKind } from "./JobKind";
import { type ClaimedJob, claimDueJobs, markDone, markFailed, markForRetry, pruneDoneJobs } from "./jobStore";

/** What a handler knows of its job. `id` is the idempotency key: a retried job keeps it. */
export interface JobContext {
  readonly id: string;
  /** 1 for the first attempt. */
  readonly attempt: number;
}

/** Thrown by a handler when trying again cannot help (a relay's 5xx refusal): the job fails at once. */
export class PermanentJobFailure extends Error {}

/**
 * Runs one kind's jobs. It may run more than once for one job (a runner that died after the handler's
 * work but before marking the job done), so what it does outside the database is keyed by `job.id`.
 * A rejection is an attempt that failed: its message is logged and stored, so it holds no secret.
 * Rejecting with a `PermanentJobFailure` fails the job without further attempts.
 */
export interface JobHandler<P> {
  readonly kind: JobKind<P>;
  readonly run: (payload: P, job: JobContext) => Promise<void>;
}

export const handleJob = <P>(
  kind: JobKind<P>,
  run: (payload: P, job: JobContext) => Promise<void>,
): JobHandler<P> => ({ kind, run });

export interface JobRunner {
  /** Looks for due jobs now (after a commit that enqueued one; the poll timer calls it too). */
  readonly wake: () => void;
  /** Resolves once nothing is running and no job is due (tests wait on it). */
  readonly idle: () => Promise<void>;
  /** Stops claiming and waits for the jobs under way. */
  readonly stop: () => Promise<void>;
}

export interface JobRunnerOptions {
  readonly db: SqlExecutor;
  // biome-ignore lint/suspicious/noExplicitAny: a list of handlers of different payloads
  readonly handlers: ReadonlyArray<JobHandler<any>>;
  readonly logger: Logger;
  /** The clock jobs are enqueued with (tests move it to expire leases and backoffs). */
  readonly now?: () => number;
  /** How long a claim holds a job; a handler must finish well inside it. */
  readonly leaseMs?: number;
  /** How often to look for jobs enqueued by other processes or due after a backoff (0: never by itself). */
  readonly pollMs?: number;
  /** Jobs run at the same time by this runner. */
  readonly concurrency?: number;
  /** How long a done job is kept (pruned at most once an hour); failed jobs are kept. */
  readonly keepDoneMs?: number;
}

const PRUNE_EVERY_MS = 3_600_000;

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Claims due jobs (a lease each, see jobStore.ts) and runs their handlers outside any transaction,
 * several at a time, then marks each done, due again after its backoff, or failed after its last attempt.
 * Woken in process right after a commit that enqueued; polls for the rest.
 */
export const startJobRunner = ({
  db,
  handlers,
  logger,
  now = Date.now,
  leaseMs = 120_000,
  pollMs = 1_000,
  concurrency = 8,
  keepDoneMs = 7 * 24 * 3_600_000,
}: JobRunnerOptions): JobRunner => {
  // biome-ignore lint/suspicious/noExplicitAny: see handlers above
  const byKind = new Map<string, JobHandler<any>>(handlers.map((handler) => [handler.kind.name, handler]));
  const kinds = [...byKind.keys()];
  const running = new Set<Promise<void>>();
  let claiming: Promise<void> | undefined;
  let wokenWhileClaiming = false;
  let stopped = false;
  let prunedAt = Number.NEGATIVE_INFINITY;

  const execute = async (job: ClaimedJob, token: string): Promise<void> => {
    const handler = byKind.get(job.kind)!;
    const fields = { id: job.id, kind: job.kind, attempt: job.attempts };
    const payload = Schema.decodeUnknownExit(handler.kind.payload)(job.payload);
    if (Exit.isFailure(payload)) {
      // A payload this version cannot read will not read better later.
      logger.error("job failed", { ...fields, reason: "payload does not decode" });
      await markFailed(db, job.id, token, { now: now(), error: "payload does not decode" });
      return;
    }
    // A handler that outlives its lease gives its slot back: by then another runner may run the job.
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("the attempt outlived its lease")), leaseMs);
      timer.unref();
    });
    const failure = await Promise.race([
      Promise.resolve().then(() => handler.run(payload.value, { id: job.id, attempt: job.attempts })),
      timeout,
    ]).then(
      () => undefined,
      (error: unknown) => ({ reason: message(error), permanent: error instanceof PermanentJobFailure }),
    );
    clearTimeout(timer);
    let held: boolean;
    if (failure === undefined) {
      held = await markDone(db, job.id, token, now());
    } else if (failure.permanent || job.attempts >= job.max_attempts) {
      logger.error("job failed", { ...fields, reason: failure.reason });
      held = await markFailed(db, job.id, token, { now: now(), error: failure.reason });
    } else {
      const retryIn = backoffDelay(handler.kind.backoff, job.attempts);
      logger.warn("job attempt failed", { ...fields, reason: failure.reason, retryIn });
      held = await markForRetry(db, job.id, token, { runAt: now() + retryIn, error: failure.reason });
    }
    if (!held) logger.warn("job lease lost before its outcome was stored", fields);
  };

  const start = (job: ClaimedJob, token: string): void => {
    const task = execute(job, token)
      .catch((error: unknown) =>
        logger.error("job outcome not stored", { id: job.id, error: message(error) }),
      )
      .finally(() => {
        running.delete(task);
        wake();
      });
    running.add(task);
  };

  const claimWhileRoom = async (): Promise<void> => {
    if (now() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = now();
      await pruneDoneJobs(db, prunedAt - keepDoneMs);
    }
    while (!stopped && running.size < concurrency) {
      const token = randomUUID();
      const limit = concurrency - running.size;
      const jobs = await claimDueJobs(db, { token, kinds, limit }, now(), leaseMs);
      for (const job of jobs) start(job, token);
      if (jobs.length < limit) return;
    }
  };

  const wake = (): void => {
    if (stopped || kinds.length === 0) return;
    if (claiming) {
      wokenWhileClaiming = true;
      return;
    }
    claiming = claimWhileRoom()
      .catch((error: unknown) => logger.error("claiming jobs failed", { error: message(error) }))
      .finally(() => {
        claiming = undefined;
        if (wokenWhileClaiming) {
          wokenWhileClaiming = false;
          wake();
        }
      });
  };

  const timer = pollMs > 0 ? setInterval(wake, pollMs) : undefined;
  timer?.unref();

  const settle = async (): Promise<void> => {
    while (claiming || running.size > 0) {
      await claiming;
      await Promise.all(running);
    }
  };

  return {
    wake,
    idle: async () => {
      await settle();
      // One more look: a job may have become due (or been committed) since the last claim.
      wake();
      await settle();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await settle();
    },
  };
};
