import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadMigrations, migrate } from "../../server/db/migrate";
import { openPostgres } from "../../server/db/postgresDriver";
import { startTestPostgres } from "./clusterEngines";

let postgres: Awaited<ReturnType<typeof startTestPostgres>>;

beforeAll(async () => {
  postgres = await startTestPostgres(55_442);
});
afterAll(async () => {
  await postgres?.remove();
});

describe("migrations when a cluster's processes start together", () => {
  it("are applied once, by one process, while the others wait and find nothing to do", async () => {
    const drivers = await Promise.all(Array.from({ length: 5 }, () => openPostgres(postgres.url)));
    const applied = await Promise.all(drivers.map((driver) => migrate(driver)));
    const all = loadMigrations().map((m) => m.version);
    expect(applied.flat().sort((a, b) => a - b)).toEqual(all);
    expect(applied.filter((versions) => versions.length > 0)).toHaveLength(1);
    const rows = await drivers[0]!.query<{ n: number }>("SELECT count(*)::int AS n FROM schema_migrations");
    expect(rows[0]!.n).toBe(all.length);
    await Promise.all(drivers.map((driver) => driver.close()));
  });
});
