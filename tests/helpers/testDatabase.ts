import { randomUUID } from "node:crypto";
import { migrate } from "../../server/db/migrate";
import { openPglite } from "../../server/db/pgliteDriver";
import { openPostgres } from "../../server/db/postgresDriver";
import type { SqlDriver } from "../../server/db/SqlDriver";

/**
 * Integration tests share one engine per test file (PGlite takes seconds to start) and each test gets a
 * fresh schema with every migration applied. With DATABASE_URL set, the same runs on real PostgreSQL.
 * NOTE: PGlite is one connection, so a fresh schema switches `search_path` for the whole file; tests
 * inside a file run one after another, which is what vitest does by default.
 */
let shared: Promise<SqlDriver> | undefined;
const opened: SqlDriver[] = [];
const schemas: string[] = [];

const engine = (): Promise<SqlDriver> => {
  shared ??= process.env.DATABASE_URL ? openPostgres(process.env.DATABASE_URL) : openPglite("memory://");
  return shared;
};

export const freshDatabase = async (): Promise<SqlDriver> => {
  const base = await engine();
  const schema = `t_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  await base.exec(`CREATE SCHEMA ${schema}`);
  schemas.push(schema);
  let driver: SqlDriver;
  if (base.kind === "postgres") {
    driver = await openPostgres(process.env.DATABASE_URL!, { searchPath: schema });
    opened.push(driver);
  } else {
    await base.exec(`SET search_path TO ${schema}`);
    // Closing a per-test view must not close the shared engine.
    driver = { ...base, close: async () => undefined };
  }
  await migrate(driver);
  return driver;
};

export const closeDatabases = async (): Promise<void> => {
  for (const driver of opened.splice(0)) await driver.close();
  if (shared) {
    const base = await shared;
    // A real server outlives the tests: leave it as it was found.
    if (base.kind === "postgres")
      for (const schema of schemas) await base.exec(`DROP SCHEMA ${schema} CASCADE`);
    await base.close();
  }
  schemas.length = 0;
  shared = undefined;
};
