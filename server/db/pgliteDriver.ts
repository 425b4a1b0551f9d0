import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { SqlDriver, SqlExecutor } from "./SqlDriver";

/**
 * The embedded default. `memory://` keeps everything in memory (tests); any other value is a folder.
 * NOTE: PGlite is a single connection and serialises queries itself, including whole transactions.
 */
export const openPglite = async (dataDir: string): Promise<SqlDriver> => {
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir.startsWith("memory://") ? undefined : dataDir);
  const executor = (target: Pick<PGlite, "query" | "exec">): SqlExecutor => ({
    query: async <Row>(sql: string, params?: ReadonlyArray<unknown>) =>
      (await target.query<Row>(sql, params ? [...params] : undefined)).rows,
    exec: async (sql) => {
      await target.exec(sql);
    },
  });
  return {
    kind: "pglite",
    ...executor(db),
    transaction: (body) => db.transaction((tx) => body(executor(tx))),
    close: () => db.close(),
  };
};
