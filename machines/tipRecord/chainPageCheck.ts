import { chainHash, entryTipId, parseEntry } from "../../domain/tips/chain/tipChain.ts";
import {
  type ChainHead,
  type ChainProblemKind,
  type ChainRow,
  EMPTY_HEAD,
} from "../../domain/tips/chain/verifyChain.ts";

/**
 * The browser's check of the tip record, one page of entries at a time: the same rules as the server's
 * `npm run verify-tips` for the chain itself (seq order, links, hashes, canonical entries, tips before
 * kick-off), kept to a head and two counts between pages so a long record never sits in a machine's
 * context. It stops at the first entry that does not match: one tampered entry is what a visitor needs to
 * see, and `npm run verify-tips` lists them all.
 */

/** Where a check stands: the last entry checked (the genesis head before any) and what it has seen. */
export interface ChainProgress {
  readonly head: ChainHead;
  readonly tips: number;
  readonly settlements: number;
}

export const NO_PROGRESS: ChainProgress = { head: EMPTY_HEAD, tips: 0, settlements: 0 };

/**
 * The first entry that does not match. `expected` and `found` are the two values that differ (hashes,
 * seqs, times in ms), null where there is no one value to show (an entry that is not canonical).
 */
export interface ChainMismatch {
  readonly seq: number;
  readonly kind: ChainProblemKind;
  readonly expected: string | null;
  readonly found: string | null;
}

/** The text a row's hash is taken of: `chainHash` itself, with the identity in place of SHA-256. */
export const hashedTextOf = (row: ChainRow): string => chainHash(row.prevHash, row.entry, (text) => text);

const rowMismatch = (head: ChainHead, row: ChainRow, digest: string | undefined): ChainMismatch | null => {
  const at = (kind: ChainProblemKind, expected: string | null, found: string | null): ChainMismatch => ({
    seq: row.seq,
    kind,
    expected,
    found,
  });
  if (row.seq !== head.seq + 1) return at("seq_gap", String(head.seq + 1), String(row.seq));
  if (row.prevHash !== head.hash) return at("broken_link", head.hash, row.prevHash);
  if (digest !== row.hash) return at("bad_hash", digest ?? null, row.hash);
  const entry = parseEntry(row.entry);
  if (!entry) return at("bad_entry", null, null);
  if (entry.kind !== row.kind || entryTipId(entry) !== row.tipId) {
    return at("bad_entry", `${entry.kind} ${entryTipId(entry)}`, `${row.kind} ${row.tipId}`);
  }
  if (entry.kind === "tip" && entry.createdAt >= entry.eventStart) {
    return at("after_kickoff", String(entry.eventStart), String(entry.createdAt));
  }
  return null;
};

/**
 * Checks one page of rows (in seq order) after `progress`, given each row's recomputed SHA-256 of
 * `hashedTextOf(row)` at the same index. Rows after a mismatch are not counted.
 */
export const checkChainPage = (
  progress: ChainProgress,
  rows: ReadonlyArray<ChainRow>,
  digests: ReadonlyArray<string>,
): { readonly progress: ChainProgress; readonly mismatch: ChainMismatch | null } => {
  let current = progress;
  for (const [index, row] of rows.entries()) {
    const mismatch = rowMismatch(current.head, row, digests[index]);
    if (mismatch) return { progress: current, mismatch };
    current = {
      head: { seq: row.seq, hash: row.hash },
      tips: current.tips + (row.kind === "tip" ? 1 : 0),
      settlements: current.settlements + (row.kind === "settlement" ? 1 : 0),
    };
  }
  return { progress: current, mismatch: null };
};

/** Once every entry up to the published head is checked: the recomputed chain must end on that head. */
export const headMismatch = (progress: ChainProgress, published: ChainHead): ChainMismatch | null =>
  progress.head.hash === published.hash
    ? null
    : { seq: published.seq, kind: "head_mismatch", expected: published.hash, found: progress.head.hash };

/** The record ended before the published head's seq: entries were removed from its end. */
export const missingEntries = (progress: ChainProgress): ChainMismatch => ({
  seq: progress.head.seq + 1,
  kind: "seq_gap",
  expected: String(progress.head.seq + 1),
  found: null,
});
