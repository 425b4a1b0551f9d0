import { Effect, Exit } from "effect";
import { afterAll, describe, expect, it } from "vitest";
import { Database } from "../../server/db/Database";
import { loadMigrations, migrate } from "../../server/db/migrate";
import { closeDatabases, freshDatabase } from "../helpers/testDatabase";

afterAll(closeDatabases);

const run = <A, E>(
  driver: Awaited<ReturnType<typeof freshDatabase>>,
  effect: Effect.Effect<A, E, Database>,
) => Effect.runPromiseExit(Effect.provide(effect, Database.fromDriver(driver)));

describe("the database", () => {
  it("applies every migration once and records it", async () => {
    const db = await freshDatabase();
    const rows = await db.query<{ version: number }>(
      "SELECT version FROM schema_migrations ORDER BY version",
    );
    expect(rows.map((r) => r.version)).toEqual(loadMigrations().map((m) => m.version));
    expect(await migrate(db)).toEqual([]);
  });

  it("gives each test a fresh schema", async () => {
    const first = await freshDatabase();
    await first.query("INSERT INTO persisted_queries (hash, query) VALUES ('h', '{ a }')");
    const second = await freshDatabase();
    expect(await second.query("SELECT * FROM persisted_queries")).toEqual([]);
  });

  it("commits a transaction that succeeds", async () => {
    const db = await freshDatabase();
    const program = Effect.gen(function* () {
      const sql = yield* Database;
      yield* sql.transaction(sql.query("INSERT INTO persisted_queries (hash, query) VALUES ('a', '{ a }')"));
      return yield* sql.query<{ hash: string }>("SELECT hash FROM persisted_queries");
    });
    const exit = await run(db, program);
    expect(Exit.isSuccess(exit) && exit.value.map((r) => r.hash)).toEqual(["a"]);
  });

  it("rolls back a transaction whose Effect fails, and keeps the failure", async () => {
    const db = await freshDatabase();
    const program = Effect.gen(function* () {
      const sql = yield* Database;
      const inner = Effect.gen(function* () {
        const tx = yield* Database;
        yield* tx.query("INSERT INTO persisted_queries (hash, query) VALUES ('b', '{ b }')");
        return yield* Effect.fail("boom" as const);
      });
      return yield* sql.transaction(inner);
    });
    const exit = await run(db, program);
    expect(Exit.isFailure(exit)).toBe(true);
    expect(JSON.stringify(exit)).toContain("boom");
    expect(await db.query("SELECT * FROM persisted_queries")).toEqual([]);
  });

  it("turns an SQL error into a DatabaseError", async () => {
    const db = await freshDatabase();
    const exit = await run(
      db,
      Effect.gen(function* () {
        const sql = yield* Database;
        return yield* sql.query("SELECT * FROM no_such_table");
      }),
    );
    expect(JSON.stringify(exit)).toContain("DatabaseError");
  });
});
