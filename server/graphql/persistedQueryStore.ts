import type { SqlExecutor } from "../db/SqlDriver";
import type { PersistedQueryStore } from "./persistedQueries";

const MAX_QUERY_LENGTH = 100_000;

/** Keeps learned queries in memory and in the database, so a restart does not force every client to resend. */
export const makePersistedQueryStore = (sql: SqlExecutor): PersistedQueryStore => {
  const memory = new Map<string, string>();
  return {
    get: async (hash) => {
      const known = memory.get(hash);
      if (known !== undefined) return known;
      const rows = await sql.query<{ query: string }>("SELECT query FROM persisted_queries WHERE hash = $1", [
        hash,
      ]);
      const query = rows[0]?.query;
      if (query !== undefined) memory.set(hash, query);
      return query;
    },
    put: async (hash, query) => {
      if (memory.has(hash) || query.length > MAX_QUERY_LENGTH) return;
      memory.set(hash, query);
      await sql.query(
        "INSERT INTO persisted_queries (hash, query) VALUES ($1, $2) ON CONFLICT (hash) DO NOTHING",
        [hash, query],
      );
    },
  };
};
