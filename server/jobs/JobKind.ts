import type { Schema } from "effect";

/** How a failed attempt is retried: `baseMs` doubled per attempt, at most `maxMs`. */
export interface Backoff {
  readonly baseMs: number;
  readonly maxMs: number;
}

/**
 * A kind of deferred work: its name in the `jobs` table, the Schema its payload is stored with (encoded
 * at enqueue, decoded by the runner: a row is input like any other) and how often it is tried.
 */
export interface JobKind<P> {
  readonly name: string;
  readonly payload: Schema.Codec<P, unknown>;
  /** Attempts before the job is marked `failed` (and logged). */
  readonly maxAttempts: number;
  readonly backoff: Backoff;
}

export const DEFAULT_BACKOFF: Backoff = { baseMs: 5_000, maxMs: 15 * 60_000 };

export const jobKind = <P>(kind: {
  readonly name: string;
  readonly payload: Schema.Codec<P, unknown>;
  readonly maxAttempts: number;
  readonly backoff?: Backoff;
}): JobKind<P> => ({ ...kind, backoff: kind.backoff ?? DEFAULT_BACKOFF });

/** The wait after failed attempt number `attempt` (1 for the first): base, 2×base, 4×base… capped. */
export const backoffDelay = (backoff: Backoff, attempt: number): number =>
  Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, attempt - 1));
