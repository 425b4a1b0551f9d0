import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSigningKey } from "../../../server/accounts/signingKey";
import { loadConfig } from "../../../server/config";
import { Database } from "../../../server/db/Database";
import type { SqlDriver } from "../../../server/db/SqlDriver";
import { closeDatabases, freshDatabase } from "../../helpers/testDatabase";

let driver: SqlDriver;
beforeAll(async () => {
  driver = await freshDatabase();
});
afterAll(async () => {
  await closeDatabases();
});

const load = (configured: string | undefined) =>
  Effect.runPromise(Effect.provide(loadSigningKey(configured), Database.fromDriver(driver)));

describe("the access-token signing key", () => {
  it("is AUTH_SECRET when the environment sets it, and then nothing is stored", async () => {
    const secret = "an-operator-chosen-secret-of-40-characters";
    expect(Buffer.from(await load(secret)).toString("utf8")).toBe(secret);
    expect(await driver.query("SELECT name FROM server_secrets")).toEqual([]);
  });

  it("is otherwise generated once and kept in the database, so a restart signs with the same key", async () => {
    const first = await load(undefined);
    const again = await load(undefined);
    expect(first.length).toBe(48);
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    expect(await driver.query("SELECT name FROM server_secrets")).toEqual([
      { name: "access_token_signing_key" },
    ]);
  });

  it("refuses a short AUTH_SECRET at start without echoing it", () => {
    const attempt = () => loadConfig({ AUTH_SECRET: "too-short-secret" });
    expect(attempt).toThrow(/AUTH_SECRET/);
    expect(attempt).not.toThrow(/too-short-secret/);
  });
});
