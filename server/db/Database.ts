import { Context, Effect, Exit, Layer, Schema } from "effect";
import { isConnectionFailure } from "./connectionFailure";
import type { SqlDriver, SqlExecutor } from "./SqlDriver";

export class DatabaseError extends Schema.TaggedError<DatabaseError>()("DatabaseError", {
  message: Schema.String,
  /** The database could not be reached (server/db/connectionFailure.ts): nothing was applied. */
  unavailable: Schema.optional(Schema.Boolean),
}) {}

export interface DatabaseShape {
  readonly kind: SqlDriver["kind"];
  readonly query: <Row = Record<string, unknown>>(
    sql: string,
    params?: ReadonlyArray<unknown>,
  ) => Effect.Effect<ReadonlyArray<Row>, DatabaseError>;
  /** Runs `self` in one transaction: committed when it succeeds, rolled back when it fails. */
  readonly transaction: <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<A, E | DatabaseError, R>;
  /**
   * Calls `callback` once the surrounding transaction has committed (never when it rolls back); at once
   * outside a transaction, where each statement commits by itself. Deferred work (server/jobs) wakes here.
   */
  readonly afterCommit: (callback: () => void) => Effect.Effect<void>;
}

/**
 * NOTE: the open transaction travels with the fiber, not with a service value, so every query inside a
 * transaction's scope uses it whichever handle it was made through. With PGlite (one connection held by
 * the transaction) a query on the outer connection would otherwise wait forever.
 */
const CurrentTransaction = Context.Reference<SqlExecutor | undefined>("server/db/CurrentTransaction", {
  defaultValue: () => undefined,
});

/** What the open transaction runs once it has committed (see `afterCommit`). */
const CommitCallbacks = Context.Reference<Array<() => void> | undefined>("server/db/CommitCallbacks", {
  defaultValue: () => undefined,
});

const toDatabaseError = (cause: unknown): DatabaseError =>
  new DatabaseError({
    message: cause instanceof Error ? cause.message : String(cause),
    ...(isConnectionFailure(cause) ? { unavailable: true } : {}),
  });

/** Carries a failed Effect's exit through the driver so that it rolls back, then back out again. */
class Rollback {
  constructor(readonly exit: Exit.Exit<unknown, unknown>) {}
}

const make = (driver: SqlDriver): DatabaseShape => ({
  kind: driver.kind,
  query: <Row>(sql: string, params?: ReadonlyArray<unknown>) =>
    Effect.gen(function* () {
      const tx = yield* CurrentTransaction;
      return yield* Effect.tryPromise({
        try: () => (tx ?? driver).query<Row>(sql, params),
        catch: toDatabaseError,
      });
    }),
  transaction: <A, E, R>(body: Effect.Effect<A, E, R>) =>
    Effect.gen(function* () {
      if (yield* CurrentTransaction) return yield* body;
      const context = yield* Effect.context<R>();
      const committed: Array<() => void> = [];
      const exit = yield* Effect.promise(() =>
        driver
          .transaction(async (tx) => {
            const inner = await Effect.runPromiseExitWith(context)(
              body.pipe(
                Effect.provideService(CurrentTransaction, tx),
                Effect.provideService(CommitCallbacks, committed),
              ),
            );
            if (Exit.isFailure(inner)) throw new Rollback(inner);
            return inner as Exit.Exit<A, E | DatabaseError>;
          })
          .catch((error: unknown) =>
            error instanceof Rollback
              ? (error.exit as Exit.Exit<A, E | DatabaseError>)
              : Exit.fail(toDatabaseError(error)),
          ),
      );
      if (Exit.isSuccess(exit)) for (const callback of committed) callback();
      return yield* exit;
    }),
  afterCommit: (callback) =>
    Effect.gen(function* () {
      const pending = yield* CommitCallbacks;
      if (pending) pending.push(callback);
      else callback();
    }),
});

/** The application's storage: PostgreSQL through PGlite (default) or a real server. */
export class Database extends Context.Service<Database, DatabaseShape>()("server/db/Database") {
  static readonly fromDriver = (driver: SqlDriver): Layer.Layer<Database> =>
    Layer.succeed(Database, make(driver));
}
