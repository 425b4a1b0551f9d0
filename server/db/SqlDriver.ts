/**
 * The minimal surface both storage engines share. PGlite and node-postgres each get a small adapter;
 * everything above talks to `Database` (an Effect service) built on one of these.
 */
export interface SqlExecutor {
  readonly query: <Row = Record<string, unknown>>(
    sql: string,
    params?: ReadonlyArray<unknown>,
  ) => Promise<ReadonlyArray<Row>>;
  /** Runs several statements without parameters (migrations). */
  readonly exec: (sql: string) => Promise<void>;
}

export interface SqlDriver extends SqlExecutor {
  readonly kind: "pglite" | "postgres";
  /** Runs `body` in one transaction: committed when it resolves, rolled back when it rejects. */
  readonly transaction: <A>(body: (tx: SqlExecutor) => Promise<A>) => Promise<A>;
  readonly close: () => Promise<void>;
}
