import { Effect, Exit } from "effect";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { chainHash, GENESIS_HASH } from "../../../../domain/tips/chain/tipChain";
import { Database } from "../../../../server/db/Database";
import type { SqlDriver } from "../../../../server/db/SqlDriver";
import { sha256 } from "../../../../server/tips/chain/sha256";
import { readChain, readChainHead } from "../../../../server/tips/chain/tipChainStore";
import { verifyStoredChain } from "../../../../server/tips/chain/verifyStoredChain";
import { closeDatabases, freshDatabase } from "../../../helpers/testDatabase";
import { createTip, insertCreators, settleTip, tipNumber } from "./tipChainFixtures";

afterAll(closeDatabases);

let driver: SqlDriver;
beforeEach(async () => {
  driver = await freshDatabase();
  await insertCreators(driver);
});

const run = <A, E>(effect: Effect.Effect<A, E, Database>) =>
  Effect.runPromise(Effect.provide(effect, Database.fromDriver(driver)));

const runExit = <A, E>(effect: Effect.Effect<A, E, Database>) =>
  Effect.runPromiseExit(Effect.provide(effect, Database.fromDriver(driver)));

const verdict = () => run(verifyStoredChain());

/** An edit of the record by someone who can switch its guard off (the database's owner). */
const unguarded = async (sql: string) => {
  await driver.query("ALTER TABLE tip_chain DISABLE TRIGGER tip_chain_no_update_or_delete");
  try {
    await driver.query(sql);
  } finally {
    await driver.query("ALTER TABLE tip_chain ENABLE TRIGGER tip_chain_no_update_or_delete");
  }
};

describe("the tip chain store", () => {
  it("starts at the genesis head", async () => {
    expect(await run(readChainHead())).toEqual({ seq: 0, hash: GENESIS_HASH });
    expect(await verdict()).toMatchObject({ ok: true, entryCount: 0 });
  });

  it("chains tips and settlements, each hash over the previous one", async () => {
    const first = await run(createTip(1));
    await run(createTip(2));
    const settled = await run(settleTip(1, "half_won"));
    expect(first.seq).toBe(1);
    expect(settled.seq).toBe(3);
    const rows = await run(readChain(1, 10));
    expect(rows.map((row) => [row.seq, row.kind, row.tipId])).toEqual([
      [1, "tip", "tip-00001"],
      [2, "tip", "tip-00002"],
      [3, "settlement", "tip-00001"],
    ]);
    expect(rows[0]!.prevHash).toBe(GENESIS_HASH);
    for (const [i, row] of rows.entries()) {
      expect(row.hash).toBe(chainHash(row.prevHash, row.entry, sha256));
      if (i > 0) expect(row.prevHash).toBe(rows[i - 1]!.hash);
    }
    expect(rows[0]!.entry).not.toContain("Why 1");
    expect(rows[0]!.createdAt).toBe(tipNumber(1).createdAt);
    expect(await run(readChainHead())).toEqual({ seq: 3, hash: settled.hash });
    expect(await run(readChain(2, 1))).toEqual([rows[1]]);
    expect(await verdict()).toEqual({
      ok: true,
      head: { seq: 3, hash: settled.hash },
      entryCount: 3,
      tipCount: 2,
      settlementCount: 1,
    });
  });

  it("keeps neither tip nor entry of a transaction that rolled back", async () => {
    await run(createTip(1));
    const failing = Effect.gen(function* () {
      const db = yield* Database;
      return yield* db.transaction(Effect.andThen(createTip(2), Effect.fail("a later step failed" as const)));
    });
    expect(Exit.isFailure(await runExit(failing))).toBe(true);
    expect((await run(readChain(1, 10))).map((row) => row.tipId)).toEqual(["tip-00001"]);
    expect(await driver.query("SELECT id FROM tips")).toEqual([{ id: "tip-00001" }]);
    expect(await verdict()).toMatchObject({ ok: true, entryCount: 1 });
  });

  it("keeps no tip whose entry could not be chained", async () => {
    await run(createTip(1));
    // Odds that are not a number have no canonical form: the append fails and takes the tip with it.
    expect(Exit.isFailure(await runExit(createTip(2, { odds: Number.NaN })))).toBe(true);
    expect(await run(readChainHead())).toMatchObject({ seq: 1 });
    expect(await driver.query("SELECT id FROM tips")).toEqual([{ id: "tip-00001" }]);
  });

  it("keeps concurrent appends one chain (on PostgreSQL, ten connections at once)", async () => {
    await run(
      Effect.all(
        Array.from({ length: 20 }, (_, i) => createTip(i + 1)),
        { concurrency: "unbounded" },
      ),
    );
    const creations = Array.from({ length: 40 }, (_, i) => createTip(i + 21));
    const settlements = Array.from({ length: 20 }, (_, i) => settleTip(i + 1, i % 2 ? "won" : "lost"));
    await run(Effect.all([...creations, ...settlements], { concurrency: "unbounded" }));
    const rows = await run(readChain(1, 100));
    expect(rows.map((row) => row.seq)).toEqual(Array.from({ length: 80 }, (_, i) => i + 1));
    expect(new Set(rows.map((row) => row.prevHash)).size).toBe(80);
    const checked = await verdict();
    expect(checked, JSON.stringify(checked.ok ? {} : checked.problems)).toMatchObject({
      ok: true,
      tipCount: 60,
      settlementCount: 20,
    });
  });

  describe("when the tables are tampered with", () => {
    beforeEach(async () => {
      for (const n of [1, 2, 3]) await run(createTip(n));
      await run(settleTip(2, "won"));
    });

    it("finds an edited tip's odds", async () => {
      await driver.query("UPDATE tips SET odds = 3.5 WHERE id = 'tip-00001'");
      expect(await verdict()).toMatchObject({
        ok: false,
        problem: { kind: "tip_changed", seq: 1, tipId: "tip-00001", detail: "changed: odds" },
      });
    });

    it("finds a deleted tip", async () => {
      await driver.query("DELETE FROM tips WHERE id = 'tip-00003'");
      expect(await verdict()).toMatchObject({ ok: false, problem: { kind: "tip_missing", seq: 3 } });
    });

    it("finds a changed result", async () => {
      await driver.query("UPDATE tips SET status = 'lost', result = 'lost' WHERE id = 'tip-00002'");
      expect(await verdict()).toMatchObject({ ok: false, problem: { kind: "tip_changed", seq: 4 } });
    });

    it("refuses an edit of the record, whoever asks", async () => {
      await expect(driver.query("DELETE FROM tip_chain WHERE seq = 2")).rejects.toThrow(/append-only/);
      await expect(driver.query("UPDATE tip_chain SET hash = hash")).rejects.toThrow(/append-only/);
    });

    it("finds a deleted entry", async () => {
      // The table refuses edits (migration 10): an owner who turns that off is what verification is for.
      await unguarded("DELETE FROM tip_chain WHERE seq = 2");
      expect(await verdict()).toMatchObject({ ok: false, problem: { kind: "seq_gap", seq: 3 } });
    });

    it("finds a truncated chain against a published head", async () => {
      const head = await run(readChainHead());
      await unguarded("DELETE FROM tip_chain WHERE seq = 4");
      await driver.query(
        "UPDATE tips SET status = 'active', result = NULL, settled_at = NULL WHERE id = 'tip-00002'",
      );
      expect(await verdict()).toMatchObject({ ok: true });
      expect(await run(verifyStoredChain({ knownHeads: [head] }))).toMatchObject({
        ok: false,
        problem: { kind: "head_mismatch", seq: 4 },
      });
    });
  });
});
