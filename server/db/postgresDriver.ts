import pg from "pg";
import type { SqlDriver, SqlExecutor } from "./SqlDriver";

/** A real PostgreSQL server, used when DATABASE_URL is set. Same SQL and migrations as PGlite. */
export const openPostgres = async (
  url: string,
  options: { searchPath?: string } = {},
): Promise<SqlDriver> => {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // NOTE: an idle connection the server closes (a restart, a failover) is reported here; unheard, it would
  // end the process. The pool drops it and opens a new one for the next query, which fails or succeeds then.
  pool.on("error", () => {});
  // Fail at start, not at the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const executor = (target: pg.Pool | pg.PoolClient): SqlExecutor => ({
    query: async <Row>(sql: string, params?: ReadonlyArray<unknown>) =>
      (await target.query(sql, params ? [...params] : undefined)).rows as Row[],
    exec: async (sql) => {
      await target.query(sql);
    },
  });
  return {
    kind: "postgres",
    ...executor(pool),
    transaction: async (body) => {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await body(executor(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
};
