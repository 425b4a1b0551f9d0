import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { SqlDriver } from "./SqlDriver";

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

/** Applies the migrations not yet recorded, each in its own transaction. Returns the versions applied. */
export const migrate = async (
  driver: SqlDriver,
  migrations: ReadonlyArray<Migration> = loadMigrations(),
): Promise<ReadonlyArray<number>> => {
  await driver.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const done = new Set(
    (await driver.query<{ version: number }>("SELECT version FROM schema_migrations")).map((r) => r.version),
  );
  const applied: number[] = [];
  for (const migration of migrations) {
    if (done.has(migration.version)) continue;
    await driver.transaction(async (tx) => {
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
