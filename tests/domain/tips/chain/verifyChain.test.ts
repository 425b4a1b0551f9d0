import { describe, expect, it } from "vitest";
import { entryJson, parseEntry, settlementEntryOf, tipEntryOf } from "../../../../domain/tips/chain/tipChain";
import {
  type ChainRow,
  type ChainVerdict,
  EMPTY_HEAD,
  type TipRecord,
  verifyChain,
  verifyChainAsync,
} from "../../../../domain/tips/chain/verifyChain";
import { chainOf, entriesOf, rehash, sha256, smallScenario, tableOf, tip } from "./chainFixtures";

const scenario = smallScenario();
const rows = chainOf(entriesOf(scenario));
const table = tableOf(scenario);

const verify = (chain: ReadonlyArray<ChainRow>, tips: ReadonlyArray<TipRecord> = table) =>
  verifyChain(chain, { sha256, tips });

/** The chain on its own, as the public page checks it. */
const verifyAlone = (chain: ReadonlyArray<ChainRow>) => verifyChain(chain, { sha256 });

const firstProblem = (verdict: ChainVerdict) => {
  expect(verdict.ok, JSON.stringify(verdict)).toBe(false);
  return verdict.ok ? undefined : verdict.problem;
};

/** The row at `index` with its entry rewritten by `edit`. */
const editEntry = (chain: ReadonlyArray<ChainRow>, index: number, edit: (entry: object) => object) =>
  chain.map((row, i) =>
    i === index ? { ...row, entry: entryJson(edit(parseEntry(row.entry)!) as never) } : row,
  );

const updateTip = (id: string, change: Partial<TipRecord>) =>
  table.map((record) => (record.id === id ? { ...record, ...change } : record));

describe("verifyChain", () => {
  describe("when nothing was touched", () => {
    it("verifies and gives the head and counts", () => {
      const verdict = verify(rows);
      expect(verdict).toEqual({
        ok: true,
        head: { seq: 5, hash: rows[4]!.hash },
        entryCount: 5,
        tipCount: 3,
        settlementCount: 2,
      });
    });

    it("verifies an empty chain and an empty table at the genesis head", () => {
      expect(verify([], [])).toEqual({
        ok: true,
        head: EMPTY_HEAD,
        entryCount: 0,
        tipCount: 0,
        settlementCount: 0,
      });
    });

    it("verifies with an asynchronous hash function too", async () => {
      const verdict = await verifyChainAsync(rows, { sha256: async (text) => sha256(text), tips: table });
      expect(verdict).toEqual(verify(rows));
    });
  });

  describe("when a tip was edited", () => {
    it("in the tips table: tip_changed at its entry, naming the field", () => {
      expect(firstProblem(verify(rows, updateTip("tip-b", { odds: 2.5 })))).toMatchObject({
        kind: "tip_changed",
        seq: 2,
        entryKind: "tip",
        tipId: "tip-b",
        detail: "changed: odds",
      });
    });

    it("in its comment: tip_changed by the comment's hash", () => {
      expect(firstProblem(verify(rows, updateTip("tip-a", { comment: "Away win." })))).toMatchObject({
        kind: "tip_changed",
        detail: "changed: commentHash",
      });
    });

    it("in its chain entry: bad_hash", () => {
      const edited = editEntry(rows, 1, (entry) => ({ ...entry, odds: 3 }));
      expect(firstProblem(verify(edited))).toMatchObject({ kind: "bad_hash", seq: 2, tipId: "tip-b" });
    });

    it("in its chain entry and its hash: broken_link at the next entry", () => {
      const edited = editEntry(rows, 1, (entry) => ({ ...entry, odds: 3 }));
      const rehashedOne = edited.map((row, i) => (i === 1 ? rehash(edited.slice(0, 2), 1)[1]! : row));
      expect(firstProblem(verifyAlone(rehashedOne))).toMatchObject({ kind: "broken_link", seq: 3 });
    });

    it("in the chain and the table alike, every hash rewritten: head_mismatch against a published head", () => {
      const rewritten = rehash(
        editEntry(rows, 1, (entry) => ({ ...entry, odds: 3 })),
        1,
      );
      const tampered = updateTip("tip-b", { odds: 3 });
      expect(verify(rewritten, tampered).ok).toBe(true);
      const verdict = verifyChain(rewritten, {
        sha256,
        tips: tampered,
        knownHeads: [{ seq: 3, hash: rows[2]!.hash }],
      });
      expect(firstProblem(verdict)).toMatchObject({ kind: "head_mismatch", seq: 3 });
    });
  });

  describe("when a tip was deleted", () => {
    it("from the tips table: tip_missing", () => {
      expect(
        firstProblem(
          verify(
            rows,
            table.filter((record) => record.id !== "tip-c"),
          ),
        ),
      ).toMatchObject({
        kind: "tip_missing",
        seq: 3,
        tipId: "tip-c",
      });
    });

    it("from the chain: seq_gap", () => {
      expect(firstProblem(verify(rows.filter((row) => row.seq !== 2)))).toMatchObject({
        kind: "seq_gap",
        seq: 3,
      });
    });

    it("from the chain, renumbered: broken_link", () => {
      const renumbered = rows.filter((row) => row.seq !== 2).map((row, i) => ({ ...row, seq: i + 1 }));
      expect(firstProblem(verify(renumbered))).toMatchObject({ kind: "broken_link", seq: 2 });
    });

    it("from the chain and the table, renumbered and every hash rewritten: seen by a published head", () => {
      const cut = rehash(
        rows.filter((row) => row.tipId !== "tip-c").map((row, i) => ({ ...row, seq: i + 1 })),
        2,
      );
      const withoutC = table.filter((record) => record.id !== "tip-c");
      expect(verify(cut, withoutC).ok).toBe(true);
      expect(
        firstProblem(
          verifyChain(cut, { sha256, tips: withoutC, knownHeads: [{ seq: 5, hash: rows[4]!.hash }] }),
        ),
      ).toMatchObject({ kind: "head_mismatch" });
    });

    it("at the tail of the chain: tip_missing in the chain's view of the table", () => {
      const lastTip = chainOf([
        ...entriesOf(scenario),
        tipEntryOf(tip("tip-d", { createdAt: 26_000, eventStart: 90_000 }), sha256),
      ]);
      const withD = [
        ...table,
        {
          ...tip("tip-d", { createdAt: 26_000, eventStart: 90_000 }),
          status: "active" as const,
          result: null,
          settledAt: null,
        },
      ];
      expect(verify(lastTip, withD).ok).toBe(true);
      expect(firstProblem(verify(lastTip.slice(0, -1), withD))).toMatchObject({
        kind: "tip_unchained",
        tipId: "tip-d",
      });
    });
  });

  it("finds two entries swapped: broken_link", () => {
    const swapped = rows.map((row, i) =>
      i === 1 ? { ...rows[2]!, seq: 2 } : i === 2 ? { ...rows[1]!, seq: 3 } : row,
    );
    expect(firstProblem(verify(swapped))).toMatchObject({ kind: "broken_link", seq: 2 });
  });

  describe("when a tip was back-dated", () => {
    it("in the table: tip_changed naming createdAt", () => {
      expect(firstProblem(verify(rows, updateTip("tip-c", { createdAt: 500 })))).toMatchObject({
        kind: "tip_changed",
        detail: "changed: createdAt",
      });
    });

    it("in a chain rewritten from there on: back_dated, being older than the entries before it", () => {
      const late = tip("tip-d", { createdAt: 40_000, eventStart: 30_000 });
      const honest = chainOf([...entriesOf(scenario), tipEntryOf(late, sha256)]);
      expect(firstProblem(verifyAlone(honest))).toMatchObject({ kind: "after_kickoff", seq: 6 });
      const forged = chainOf([
        ...entriesOf(scenario),
        tipEntryOf({ ...late, createdAt: 29_000 - 120_000 }, sha256),
      ]);
      expect(firstProblem(verifyChain(forged, { sha256, clockToleranceMs: 60_000 }))).toMatchObject({
        kind: "back_dated",
        seq: 6,
      });
    });

    it("behind a settlement the chain already shows: back_dated", () => {
      const afterSettlement = chainOf([
        ...entriesOf(scenario),
        tipEntryOf(tip("tip-d", { createdAt: 20_000 - 120_000, eventStart: 90_000 }), sha256),
      ]);
      expect(firstProblem(verifyChain(afterSettlement, { sha256, clockToleranceMs: 60_000 }))).toMatchObject({
        kind: "back_dated",
        seq: 6,
      });
    });

    it("but settlements chained out of time order (a batch after a restart) are fine", () => {
      const batch = chainOf([...entriesOf(scenario).slice(0, 3), ...entriesOf(scenario).slice(3).reverse()]);
      expect(verifyChain(batch, { sha256, clockToleranceMs: 0 }).ok).toBe(true);
    });

    it("but an entry a little behind the one before it (clocks read before the lock) is fine", () => {
      const close = chainOf([
        ...entriesOf(scenario),
        tipEntryOf(tip("tip-d", { createdAt: 24_000, eventStart: 90_000 }), sha256),
      ]);
      expect(verifyChain(close, { sha256, clockToleranceMs: 5_000 }).ok).toBe(true);
    });
  });

  it("finds a tip placed at or after kick-off: after_kickoff", () => {
    const atKickoff = chainOf([tipEntryOf(tip("t", { createdAt: 5_000, eventStart: 5_000 }), sha256)]);
    expect(firstProblem(verifyAlone(atKickoff))).toMatchObject({
      kind: "after_kickoff",
      seq: 1,
      tipId: "t",
    });
  });

  describe("when a settlement was tampered with", () => {
    it("in the table: tip_changed at the settlement's entry", () => {
      expect(
        firstProblem(verify(rows, updateTip("tip-b", { result: "half_won", status: "won" }))),
      ).toMatchObject({
        kind: "tip_changed",
        seq: 5,
        entryKind: "settlement",
        tipId: "tip-b",
      });
    });

    it("in the table's status alone: tip_changed", () => {
      expect(firstProblem(verify(rows, updateTip("tip-a", { status: "lost" })))).toMatchObject({
        kind: "tip_changed",
        seq: 4,
      });
    });

    it("settled in the table only: tip_changed", () => {
      expect(
        firstProblem(verify(rows, updateTip("tip-c", { result: "won", status: "won", settledAt: 40_000 }))),
      ).toMatchObject({ kind: "tip_changed", seq: 3, detail: "settlement in the table, none in the chain" });
    });

    it("in its chain entry: bad_hash", () => {
      expect(
        firstProblem(verify(editEntry(rows, 3, (entry) => ({ ...entry, result: "lost" })))),
      ).toMatchObject({
        kind: "bad_hash",
        seq: 4,
        entryKind: "settlement",
      });
    });

    it("settling a tip the chain has not seen: settlement_before_tip", () => {
      const early = chainOf([
        settlementEntryOf({ tipId: "tip-a", result: "won", settledAt: 500 }),
        ...entriesOf(scenario),
      ]);
      expect(firstProblem(verifyAlone(early))).toMatchObject({ kind: "settlement_before_tip", seq: 1 });
    });
  });

  it("finds a tip in the table that was never chained: tip_unchained", () => {
    const extra = { ...tip("tip-x"), status: "active" as const, result: null, settledAt: null };
    expect(firstProblem(verify(rows, [...table, extra]))).toMatchObject({
      kind: "tip_unchained",
      seq: null,
      tipId: "tip-x",
    });
  });

  it("finds a tip chained twice: duplicate_tip", () => {
    const twice = chainOf([
      ...entriesOf(scenario),
      tipEntryOf(tip("tip-a", { createdAt: 26_000, odds: 9 }), sha256),
    ]);
    expect(firstProblem(verifyAlone(twice))).toMatchObject({ kind: "duplicate_tip", seq: 6 });
  });

  it("finds columns that disagree with the entry, or an entry not in canonical form: bad_entry", () => {
    const relabelled = rows.map((row, i) => (i === 0 ? { ...row, tipId: "tip-z" } : row));
    expect(firstProblem(verifyAlone(relabelled))).toMatchObject({ kind: "bad_entry", seq: 1 });
    const spaced = rehash(rows.map((row, i) => (i === 0 ? { ...row, entry: ` ${row.entry}` } : row)));
    expect(firstProblem(verifyAlone(spaced))).toMatchObject({ kind: "bad_entry", seq: 1 });
  });

  it("finds a chain cut shorter than a published head: head_mismatch", () => {
    const verdict = verifyChain(rows.slice(0, 3), { sha256, knownHeads: [{ seq: 5, hash: rows[4]!.hash }] });
    expect(firstProblem(verdict)).toMatchObject({ kind: "head_mismatch", seq: 5 });
    expect(verifyChain(rows, { sha256, knownHeads: [{ seq: 5, hash: rows[4]!.hash }] }).ok).toBe(true);
  });

  it("lists every problem in seq order, table-only ones last", () => {
    const verdict = verify(
      editEntry(rows, 3, (entry) => ({ ...entry, result: "lost" })),
      [
        ...updateTip("tip-b", { odds: 9 }),
        { ...tip("tip-x"), status: "active", result: null, settledAt: null },
      ],
    );
    expect(verdict.ok ? [] : verdict.problems.map((p) => [p.kind, p.seq])).toEqual([
      ["tip_changed", 2],
      ["bad_hash", 4],
      // The table's "won" no longer agrees with the entry edited to "lost".
      ["tip_changed", 4],
      ["tip_unchained", null],
    ]);
  });
});
