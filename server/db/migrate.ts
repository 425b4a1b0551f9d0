import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { SqlDriver, SqlExecutor } from "./SqlDriver";

const migrationsDir = fileURLToPath(new URL("./migrations/", import.meta.url));

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/** `0001_init.sql` → version 1. Files are applied in version order; a gap or duplicate is an error. */
export const loadMigrations = (dir: string = migrationsDir): ReadonlyArray<Migration> => {
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith(".sql"))
    .map((file) => {
      const match = /^(\d{4})_([a-z0-9_]+)\.sql$/.exec(file);
      if (!match) throw new Error(`Migration file name must look like 0001_name.sql: ${file}`);
      return { version: Number(match[1]), name: match[2]!, sql: readFileSync(`${dir}/${file}`, "utf8") };
    })
    .sort((a, b) => a.version - b.version);
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) throw new Error(`Migration ${index + 1} is missing or duplicated`);
  });
  return migrations;
};

const SCHEMA_MIGRATIONS = `CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`;

/** Any number, the same in every process: the lock PostgreSQL migrations take. */
const MIGRATION_LOCK_KEY = 7_310_000;

const applyPending = async (
  db: SqlExecutor,
  migrations: ReadonlyArray<Migration>,
  inTransaction: (body: (tx: SqlExecutor) => Promise<void>) => Promise<void>,
): Promise<ReadonlyArray<number>> => {
  const done = new Set(
    (await db.query<{ version: number }>("SELECT version FROM schema_migrations")).map((r) => r.version),
  );
  const applied: number[] = [];
  for (const migration of migrations) {
    if (done.has(migration.version)) continue;
    await inTransaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [
        migration.version,
        migration.name,
      ]);
    });
    applied.push(migration.version);
  }
  return applied;
};

/**
 * Applies the migrations not yet recorded, each in its own transaction. Returns the versions applied. On
 * PostgreSQL the processes of a cluster start together: all of it runs in one transaction under an
 * advisory lock, so one process migrates while the others wait, then find nothing left to do.
 */
export const migrate = async (
  driver: SqlDriver,
  migrations: ReadonlyArray<Migration> = loadMigrations(),
): Promise<ReadonlyArray<number>> => {
  if (driver.kind === "postgres") {
    return driver.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK_KEY]);
      await tx.exec(SCHEMA_MIGRATIONS);
      return applyPending(tx, migrations, (body) => body(tx));
    });
  }
  await driver.exec(SCHEMA_MIGRATIONS);
  return applyPending(driver, migrations, (body) => driver.transaction(body));
};
