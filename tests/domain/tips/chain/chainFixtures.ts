import { createHash } from "node:crypto";
import fc from "fast-check";
import {
  type ChainableTip,
  type ChainEntry,
  chainHash,
  entryJson,
  entryTipId,
  GENESIS_HASH,
  settlementEntryOf,
  tipEntryOf,
} from "../../../../domain/tips/chain/tipChain";
import type { ChainRow, TipRecord } from "../../../../domain/tips/chain/verifyChain";
import type { SettlementResult } from "../../../../domain/tips/tip";
import { statusOfResult } from "../../../../domain/tips/tip";

export const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

/** Rows of a well-formed chain holding these entries, in order. */
export const chainOf = (entries: ReadonlyArray<ChainEntry>): ChainRow[] => {
  let prevHash = GENESIS_HASH;
  return entries.map((entry, index) => {
    const text = entryJson(entry);
    const row: ChainRow = {
      seq: index + 1,
      kind: entry.kind,
      tipId: entryTipId(entry),
      entry: text,
      prevHash,
      hash: chainHash(prevHash, text, sha256),
    };
    prevHash = row.hash;
    return row;
  });
};

/** Recomputes every hash from `from` on, as someone rewriting the table would. */
export const rehash = (rows: ReadonlyArray<ChainRow>, from = 0): ChainRow[] => {
  const out = rows.slice(0, from);
  let prevHash = from === 0 ? GENESIS_HASH : rows[from - 1]!.hash;
  for (const row of rows.slice(from)) {
    const hash = chainHash(prevHash, row.entry, sha256);
    out.push({ ...row, prevHash, hash });
    prevHash = hash;
  }
  return out;
};

export const tip = (id: string, overrides: Partial<ChainableTip> = {}): ChainableTip => ({
  id,
  creatorId: "user-a",
  eventId: `event-${id}`,
  eventStart: 1_800_000_000_000,
  scopeKey: "full_event--0",
  marketName: "1x2--nil",
  outcomeCode: "P1",
  odds: 1.85,
  title: "Home side in form",
  comment: "They won the last five at home.",
  cost: 25,
  createdAt: 1_799_990_000_000,
  ...overrides,
});

export interface Settled {
  readonly tipId: string;
  readonly result: SettlementResult;
  readonly settledAt: number;
}

/** A small marketplace: its chain entries and the tips table that agrees with them. */
export interface Scenario {
  readonly tips: ReadonlyArray<ChainableTip>;
  readonly settlements: ReadonlyArray<Settled>;
  /** Tips and settlements in chain order. */
  readonly order: ReadonlyArray<ChainableTip | Settled>;
}

const isSettlement = (item: ChainableTip | Settled): item is Settled => "result" in item;

export const entriesOf = (scenario: Scenario): ChainEntry[] =>
  scenario.order.map((item) => (isSettlement(item) ? settlementEntryOf(item) : tipEntryOf(item, sha256)));

export const tableOf = (scenario: Scenario): TipRecord[] =>
  scenario.tips.map((item) => {
    const settled = [...scenario.settlements].reverse().find((s) => s.tipId === item.id);
    return {
      ...item,
      status: settled ? statusOfResult(settled.result) : "active",
      result: settled?.result ?? null,
      settledAt: settled?.settledAt ?? null,
    };
  });

/** Three tips, two settled after them. */
export const smallScenario = (): Scenario => {
  const a = tip("tip-a", { createdAt: 1_000, eventStart: 10_000 });
  const b = tip("tip-b", { createdAt: 2_000, eventStart: 20_000, odds: 2.1, creatorId: "user-b" });
  const c = tip("tip-c", { createdAt: 3_000, eventStart: 30_000, cost: 0, comment: "" });
  const settleA: Settled = { tipId: "tip-a", result: "won", settledAt: 15_000 };
  const settleB: Settled = { tipId: "tip-b", result: "half_lost", settledAt: 25_000 };
  return { tips: [a, b, c], settlements: [settleA, settleB], order: [a, b, c, settleA, settleB] };
};

const results: ReadonlyArray<SettlementResult> = ["won", "lost", "void", "half_won", "half_lost"];

/**
 * Random marketplaces: tips created in time order, each before its start; some settled after their
 * start, interleaved with later tips the way a live server would chain them.
 */
export const scenarioArbitrary = (): fc.Arbitrary<Scenario> =>
  fc
    .array(
      fc.record({
        gap: fc.integer({ min: 0, max: 50_000 }),
        lead: fc.integer({ min: 1, max: 200_000 }),
        odds: fc.double({ min: 1.01, max: 50, noNaN: true }),
        cost: fc.integer({ min: 0, max: 10_000 }),
        comment: fc.string({ maxLength: 20 }),
        title: fc.string({ maxLength: 20 }),
        settle: fc.option(fc.constantFrom(...results), { nil: undefined }),
      }),
      { minLength: 1, maxLength: 12 },
    )
    .map((specs) => {
      let now = 1_000;
      const tips: ChainableTip[] = [];
      const pending: Settled[] = [];
      const settlements: Settled[] = [];
      const order: Array<ChainableTip | Settled> = [];
      specs.forEach((spec, index) => {
        now += spec.gap;
        // Settlements whose time has come go in before the next tip, as they would live.
        for (const due of pending
          .filter((s) => s.settledAt <= now)
          .sort((x, y) => x.settledAt - y.settledAt)) {
          order.push(due);
          settlements.push(due);
          pending.splice(pending.indexOf(due), 1);
        }
        const item = tip(`tip-${index}`, {
          creatorId: `user-${index % 3}`,
          createdAt: now,
          eventStart: now + spec.lead,
          odds: spec.odds,
          cost: spec.cost,
          comment: spec.comment,
          title: spec.title,
        });
        tips.push(item);
        order.push(item);
        if (spec.settle)
          pending.push({ tipId: item.id, result: spec.settle, settledAt: item.eventStart + 7_200_000 });
      });
      for (const due of pending.sort((x, y) => x.settledAt - y.settledAt)) {
        order.push(due);
        settlements.push(due);
      }
      return { tips, settlements, order };
    });
