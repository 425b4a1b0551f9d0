import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chainHash, entryJson, GENESIS_HASH, parseEntry } from "../../../../domain/tips/chain/tipChain";
import { type ChainRow, type TipRecord, verifyChain } from "../../../../domain/tips/chain/verifyChain";
import type { SettlementResult } from "../../../../domain/tips/tip";
import { chainOf, entriesOf, type Scenario, scenarioArbitrary, sha256, tableOf } from "./chainFixtures";

const results: ReadonlyArray<SettlementResult> = ["won", "lost", "void", "half_won", "half_lost"];

/** A different value of the same type for one field of an entry. */
const changed = (value: unknown, pick: number): unknown => {
  if (typeof value === "number") return Number.isInteger(value) ? value + 1 + pick : value + 0.5;
  if (results.includes(value as SettlementResult)) {
    return results.filter((result) => result !== value)[pick % (results.length - 1)];
  }
  return `${String(value)}x`;
};

type Mutation = (
  rows: ChainRow[],
  table: TipRecord[],
  index: number,
  pick: number,
) => [ChainRow[], TipRecord[]];

const atRow = (rows: ChainRow[], index: number, edit: (row: ChainRow) => ChainRow | undefined): ChainRow[] =>
  rows.flatMap((row, i) => {
    if (i !== index) return [row];
    const edited = edit(row);
    return edited ? [edited] : [];
  });

const editField = (row: ChainRow, pick: number, rehashRow: boolean): ChainRow => {
  const entry = parseEntry(row.entry)! as Record<string, unknown>;
  const keys = Object.keys(entry).sort();
  const key = keys[pick % keys.length]!;
  const text = entryJson({ ...entry, [key]: changed(entry[key], pick) } as never);
  return { ...row, entry: text, hash: rehashRow ? chainHash(row.prevHash, text, sha256) : row.hash };
};

/** Every way to change one thing; all but the table ones touch the row at `index`. */
const mutations: Record<string, Mutation> = {
  seq: (rows, table, i, pick) => [
    atRow(rows, i, (row) => ({ ...row, seq: row.seq + (pick % 2 ? 1 : -1) })),
    table,
  ],
  kind: (rows, table, i) => [
    atRow(rows, i, (row) => ({ ...row, kind: row.kind === "tip" ? "settlement" : "tip" })),
    table,
  ],
  tipIdColumn: (rows, table, i) => [atRow(rows, i, (row) => ({ ...row, tipId: `${row.tipId}x` })), table],
  entryField: (rows, table, i, pick) => [atRow(rows, i, (row) => editField(row, pick, false)), table],
  entryFieldRehashed: (rows, table, i, pick) => [atRow(rows, i, (row) => editField(row, pick, true)), table],
  entryText: (rows, table, i, pick) => [
    atRow(rows, i, (row) => {
      const at = pick % (row.entry.length + 1);
      return { ...row, entry: `${row.entry.slice(0, at)} ${row.entry.slice(at)}` };
    }),
    table,
  ],
  prevHash: (rows, table, i) => [
    atRow(rows, i, (row) => ({ ...row, prevHash: sha256(row.prevHash) })),
    table,
  ],
  hash: (rows, table, i) => [atRow(rows, i, (row) => ({ ...row, hash: sha256(row.hash) })), table],
  remove: (rows, table, i) => [atRow(rows, i, () => undefined), table],
  swapWithNext: (rows, table, i) => {
    if (rows.length < 2) return [rows.slice(1), table];
    const j = i === rows.length - 1 ? i - 1 : i;
    const swapped = [...rows];
    swapped[j] = { ...rows[j + 1]!, seq: rows[j]!.seq };
    swapped[j + 1] = { ...rows[j]!, seq: rows[j + 1]!.seq };
    return [swapped, table];
  },
  tableField: (rows, table, i, pick) => {
    const k = i % table.length;
    const fields = [
      "creatorId",
      "eventId",
      "eventStart",
      "scopeKey",
      "marketName",
      "outcomeCode",
      "odds",
      "title",
      "comment",
      "cost",
      "createdAt",
      "status",
      "result",
      "settledAt",
    ] as const;
    const field = fields[pick % fields.length]!;
    const record = table[k]!;
    const value = record[field] === null ? (field === "result" ? "won" : 1) : changed(record[field], pick);
    return [rows, table.map((r, x) => (x === k ? ({ ...r, [field]: value } as TipRecord) : r))];
  },
  tableDelete: (rows, table, i) => [rows, table.filter((_, x) => x !== i % table.length)],
  tableInsert: (rows, table) => [rows, [...table, { ...table[0]!, id: "tip-inserted" }]],
};

const withTamper = fc.record({
  scenario: scenarioArbitrary(),
  mutation: fc.constantFrom(...Object.keys(mutations)),
  index: fc.nat(),
  pick: fc.nat(),
});

const fresh = (scenario: Scenario) => ({ rows: chainOf(entriesOf(scenario)), table: tableOf(scenario) });

describe("verifyChain, for any marketplace", () => {
  it("verifies the untouched chain and table, with the last hash as head", () => {
    fc.assert(
      fc.property(scenarioArbitrary(), (scenario) => {
        const { rows, table } = fresh(scenario);
        const verdict = verifyChain(rows, { sha256, tips: table });
        expect(verdict.ok, JSON.stringify(verdict)).toBe(true);
        expect(verdict.head).toEqual({ seq: rows.length, hash: rows.at(-1)?.hash ?? GENESIS_HASH });
        expect(verdict.tipCount).toBe(scenario.tips.length);
        expect(verdict.settlementCount).toBe(scenario.settlements.length);
      }),
    );
  });

  it("finds any single change to any entry or tip row", () => {
    fc.assert(
      fc.property(withTamper, ({ scenario, mutation, index, pick }) => {
        const { rows, table } = fresh(scenario);
        const [tamperedRows, tamperedTable] = mutations[mutation]!(rows, table, index % rows.length, pick);
        const verdict = verifyChain(tamperedRows, { sha256, tips: tamperedTable });
        expect(verdict.ok, `${mutation} went unseen`).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it("finds any single change to the chain alone once its head was published", () => {
    fc.assert(
      fc.property(withTamper, ({ scenario, mutation, index, pick }) => {
        fc.pre(!mutation.startsWith("table"));
        const { rows, table } = fresh(scenario);
        const head = { seq: rows.length, hash: rows.at(-1)!.hash };
        const [tampered] = mutations[mutation]!(rows, table, index % rows.length, pick);
        expect(verifyChain(tampered, { sha256, knownHeads: [head] }).ok, `${mutation} went unseen`).toBe(
          false,
        );
      }),
      { numRuns: 500 },
    );
  });
});
