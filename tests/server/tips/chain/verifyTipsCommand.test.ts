import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Database } from "../../../../server/db/Database";
import { migrate } from "../../../../server/db/migrate";
import { openPglite } from "../../../../server/db/pgliteDriver";
import type { SqlDriver } from "../../../../server/db/SqlDriver";
import { readChainHead } from "../../../../server/tips/chain/tipChainStore";
import { createTip, insertCreators, settleTip } from "./tipChainFixtures";

/** `npm run verify-tips` as an operator runs it: a child process on a PGlite folder, server stopped. */
const dataDir = mkdtempSync(join(tmpdir(), "verify-tips-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

const verifyTips = (args: ReadonlyArray<string> = [], dir = dataDir): Promise<Run> =>
  new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "scripts/verify-tips.ts", ...args],
      { env: { ...process.env, DATA_DIR: dir, DATABASE_URL: "" }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });

/** Opens the folder, runs `body`, closes it again (PGlite is one process's at a time). */
const withDatabase = async <A>(
  body: (sql: SqlDriver, run: <B>(e: Effect.Effect<B, unknown, Database>) => Promise<B>) => Promise<A>,
) => {
  const driver = await openPglite(dataDir);
  try {
    const run = <B>(effect: Effect.Effect<B, unknown, Database>) =>
      Effect.runPromise(Effect.provide(effect, Database.fromDriver(driver)));
    return await body(driver, run);
  } finally {
    await driver.close();
  }
};

let head: { seq: number; hash: string };

beforeAll(async () => {
  head = await withDatabase(async (sql, run) => {
    await migrate(sql);
    await insertCreators(sql);
    for (const n of [1, 2, 3]) await run(createTip(n));
    await run(settleTip(2, "lost"));
    return run(readChainHead());
  });
}, 60_000);

describe("npm run verify-tips", () => {
  it("exits 0 on a good database and prints the head and counts", async () => {
    const result = await verifyTips(["--head", `${head.seq}:${head.hash}`]);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`4 entries (3 tips, 1 settlement), head seq 4 ${head.hash}`);
  }, 60_000);

  it("exits 1 after an UPDATE of a tip's odds, and 0 again once it is put back", async () => {
    await withDatabase((sql) => sql.query("UPDATE tips SET odds = 9.5 WHERE id = 'tip-00001'"));
    const edited = await verifyTips();
    expect(edited.code).toBe(1);
    expect(edited.stderr).toContain("tip_changed at seq 1 (tip) tip tip-00001: changed: odds");
    await withDatabase((sql) => sql.query("UPDATE tips SET odds = 1.6 WHERE id = 'tip-00001'"));
    expect((await verifyTips()).code).toBe(0);
  }, 120_000);

  it("exits 1 after a DELETE of a tip", async () => {
    await withDatabase((sql) => sql.query("DELETE FROM tips WHERE id = 'tip-00003'"));
    const deleted = await verifyTips();
    expect(deleted.code).toBe(1);
    expect(deleted.stderr).toContain("tip_missing at seq 3 (tip) tip tip-00003");
  }, 60_000);

  it("exits 1 when a published head is not in the chain", async () => {
    const result = await verifyTips(["--head", `4:${"f".repeat(64)}`]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("head_mismatch at seq 4");
  }, 60_000);

  it("exits 2 while the folder looks open (a running server), unless forced", async () => {
    const pidFile = join(dataDir, "postmaster.pid");
    writeFileSync(pidFile, "-42\n");
    try {
      const refused = await verifyTips(["--head", `${head.seq}:${head.hash}`]);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain("stop the server first");
      expect((await verifyTips(["--force", "--head", `${head.seq}:${head.hash}`])).code).not.toBe(2);
    } finally {
      rmSync(pidFile, { force: true });
    }
  }, 60_000);

  it("exits 2 when there is no database to check, or the arguments are wrong", async () => {
    expect((await verifyTips([], join(dataDir, "absent"))).code).toBe(2);
    expect((await verifyTips(["--head", "nonsense"])).code).toBe(2);
  }, 60_000);
});
