import { createHash } from "node:crypto";
import {
  type ChainEntry,
  chainHash,
  entryJson,
  GENESIS_HASH,
  type Sha256,
  settlementEntryOf,
  tipEntryOf,
} from "../../../domain/tips/chain/tipChain.ts";
import type { ChainRow } from "../../../domain/tips/chain/verifyChain.ts";

/** Node's SHA-256: the test's own hash, apart from the browser's WebCrypto the page uses. */
export const nodeSha256: Sha256 = (text) => createHash("sha256").update(text, "utf8").digest("hex");

export const KICKOFF = 1_800_000_000_000;

/** A tip as its creator made it, `minutesBefore` its event's start. */
export const tipEntry = (id: string, createdAt: number, eventStart = KICKOFF): ChainEntry =>
  tipEntryOf(
    {
      id,
      creatorId: `creator-${id}`,
      eventId: `event-${id}`,
      eventStart,
      scopeKey: "full_event--0",
      marketName: "1x2--nil",
      outcomeCode: "P1",
      odds: 2.35,
      title: `Tip ${id}`,
      comment: `Why ${id}`,
      cost: 50,
      createdAt,
    },
    nodeSha256,
  );

export const settlement = (tipId: string, settledAt: number): ChainEntry =>
  settlementEntryOf({ tipId, result: "won", settledAt });

/** Rows chained the way the server chains them, from `texts` (an entry's stored text) in order. */
export const chainTexts = (
  items: ReadonlyArray<{
    readonly kind: "tip" | "settlement";
    readonly tipId: string;
    readonly text: string;
  }>,
): ChainRow[] => {
  let prevHash = GENESIS_HASH;
  return items.map((item, index) => {
    const hash = chainHash(prevHash, item.text, nodeSha256);
    const row: ChainRow = {
      seq: index + 1,
      kind: item.kind,
      tipId: item.tipId,
      entry: item.text,
      prevHash,
      hash,
    };
    prevHash = hash;
    return row;
  });
};

export const chainOf = (entries: ReadonlyArray<ChainEntry>): ChainRow[] =>
  chainTexts(
    entries.map((entry) => ({
      kind: entry.kind,
      tipId: entry.kind === "tip" ? entry.id : entry.tipId,
      text: entryJson(entry),
    })),
  );

/** Three tips and a settlement, all before kick-off: what an untouched record looks like. */
export const honestEntries = (): ChainEntry[] => [
  tipEntry("t1", KICKOFF - 3_600_000),
  tipEntry("t2", KICKOFF - 3_000_000),
  tipEntry("t3", KICKOFF - 2_400_000),
  settlement("t1", KICKOFF + 7_200_000),
];

export const headOf = (rows: ReadonlyArray<ChainRow>) => {
  const last = rows.at(-1);
  return last ? { seq: last.seq, hash: last.hash } : { seq: 0, hash: GENESIS_HASH };
};

/** The record with one entry's text changed in place (its hash left as it was): an edited tip. */
export const editedInPlace = (rows: ReadonlyArray<ChainRow>, seq: number, edit: (text: string) => string) =>
  rows.map((row) => (row.seq === seq ? { ...row, entry: edit(row.entry) } : row));

export const raiseOdds = (text: string) => text.replace('"odds":2.35', '"odds":3.35');
