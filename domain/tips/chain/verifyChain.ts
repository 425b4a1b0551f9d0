import { type SettlementResult, statusOfResult, type TipStatus } from "../tip";
import {
  type ChainableTip,
  type ChainEntry,
  chainHash,
  commentHashInput,
  entryJson,
  entryTime,
  entryTipId,
  GENESIS_HASH,
  parseEntry,
  type SettlementEntry,
  type Sha256,
  type TipEntry,
  tipEntryOf,
} from "./tipChain";

/** A stored entry as the `tip_chain` table holds it. */
export interface ChainRow {
  readonly seq: number;
  readonly kind: "tip" | "settlement";
  readonly tipId: string;
  readonly entry: string;
  readonly prevHash: string;
  readonly hash: string;
}

/** A row of the `tips` table, with the fields the record fixes and the settlement it must agree with. */
export interface TipRecord extends ChainableTip {
  readonly status: TipStatus;
  readonly result: SettlementResult | null;
  readonly settledAt: number | null;
}

/** Where the chain stands: the last entry's seq and hash (seq 0 and the genesis hash when empty). */
export interface ChainHead {
  readonly seq: number;
  readonly hash: string;
}

export const EMPTY_HEAD: ChainHead = { seq: 0, hash: GENESIS_HASH };

export type ChainProblemKind =
  /** A seq missing or out of order: an entry removed without renumbering the rest. */
  | "seq_gap"
  /** An entry's previous hash is not the hash before it: an entry edited, removed or moved. */
  | "broken_link"
  /** An entry's hash is not the hash of its previous hash and text: the entry was edited. */
  | "bad_hash"
  /** An entry that is not a known entry in canonical form, or whose columns disagree with it. */
  | "bad_entry"
  /** A hash differs from one published before, or the chain is shorter than a head seen before. */
  | "head_mismatch"
  /** A second entry for a tip already in the chain (tips are never edited). */
  | "duplicate_tip"
  /** A tip created at or after its event's start. */
  | "after_kickoff"
  /** A tip dated before an earlier entry by more than the clock tolerance. */
  | "back_dated"
  /** A settlement of a tip that is not earlier in the chain. */
  | "settlement_before_tip"
  /** The tips table disagrees with the chain: a tip or its settlement edited. */
  | "tip_changed"
  /** A chained tip absent from the tips table: deleted. */
  | "tip_missing"
  /** A tip in the table that was never chained. */
  | "tip_unchained";

export interface ChainProblem {
  readonly kind: ChainProblemKind;
  /** The entry's seq; null for a tip that has no entry. */
  readonly seq: number | null;
  readonly entryKind: "tip" | "settlement" | null;
  readonly tipId: string | null;
  readonly detail: string;
}

export interface ChainCounts {
  readonly head: ChainHead;
  readonly entryCount: number;
  readonly tipCount: number;
  readonly settlementCount: number;
}

export type ChainVerdict =
  | ({ readonly ok: true } & ChainCounts)
  | ({
      readonly ok: false;
      /** The first problem by seq (table-only problems last). */
      readonly problem: ChainProblem;
      /** Every problem found, in seq order, up to MAX_PROBLEMS. */
      readonly problems: ReadonlyArray<ChainProblem>;
    } & ChainCounts);

export interface VerifyOptions {
  readonly sha256: Sha256;
  /** How far an entry's time may fall behind an earlier entry's: clocks are read before the chain's lock. */
  readonly clockToleranceMs?: number;
  /** Heads someone recorded before (from the public query): each must still be in the chain. */
  readonly knownHeads?: ReadonlyArray<ChainHead>;
}

export const DEFAULT_CLOCK_TOLERANCE_MS = 60_000;
export const MAX_PROBLEMS = 100;

interface ChainedTip {
  readonly seq: number;
  readonly text: string;
  settlement?: { readonly seq: number; readonly entry: SettlementEntry };
}

const TIP_FIELDS = [
  "creatorId",
  "eventId",
  "eventStart",
  "scopeKey",
  "marketName",
  "outcomeCode",
  "odds",
  "title",
  "commentHash",
  "cost",
  "createdAt",
] as const;

/**
 * Checks a chain one row at a time (rows in seq order, so a large chain can be read in pages), then
 * optionally the tips table against it. Every row is checked on its own stored values, so one tampered
 * entry gives one problem rather than a cascade.
 */
export const chainVerifier = (options: VerifyOptions) => {
  const { sha256 } = options;
  const tolerance = options.clockToleranceMs ?? DEFAULT_CLOCK_TOLERANCE_MS;
  const known = new Map((options.knownHeads ?? []).map((head) => [head.seq, head.hash]));
  const problems: ChainProblem[] = [];
  const tips = new Map<string, ChainedTip>();
  let head = EMPTY_HEAD;
  const seen = new Set<string>();
  let entryCount = 0;
  let tipCount = 0;
  let settlementCount = 0;
  let latestTime = Number.NEGATIVE_INFINITY;

  const report = (problem: ChainProblem) => {
    if (problems.length < MAX_PROBLEMS) problems.push(problem);
  };

  const checkContent = (row: ChainRow, entry: ChainEntry) => {
    const problemAt = (kind: ChainProblemKind, detail: string) =>
      report({ kind, seq: row.seq, entryKind: entry.kind, tipId: entryTipId(entry), detail });
    const time = entryTime(entry);
    // Only tips: a tip dated before what the chain already shows was back-dated to beat the kick-off.
    // Settlements may be chained out of time order (a batch after a restart) and change no pick.
    if (entry.kind === "tip" && time < latestTime - tolerance) {
      problemAt("back_dated", `dated ${time}, after an entry dated ${latestTime}`);
    }
    latestTime = Math.max(latestTime, time);
    if (entry.kind === "tip") {
      tipCount += 1;
      if (entry.createdAt >= entry.eventStart) {
        problemAt("after_kickoff", `created at ${entry.createdAt}, the event starts at ${entry.eventStart}`);
      }
      const earlier = tips.get(entry.id);
      if (earlier) {
        problemAt("duplicate_tip", `already chained at seq ${earlier.seq}`);
        return;
      }
      // Only the text is kept (a chain of a million tips is read in one pass); it is parsed again on a mismatch.
      tips.set(entry.id, { seq: row.seq, text: row.entry });
      return;
    }
    settlementCount += 1;
    const tip = tips.get(entry.tipId);
    if (!tip) {
      problemAt("settlement_before_tip", "the tip is not earlier in the chain");
      return;
    }
    // A later settlement corrects an earlier one (a feed's corrected result); the last one stands.
    tip.settlement = { seq: row.seq, entry };
  };

  const add = (row: ChainRow): void => {
    entryCount += 1;
    const problemAt = (kind: ChainProblemKind, detail: string) =>
      report({ kind, seq: row.seq, entryKind: row.kind, tipId: row.tipId, detail });
    if (row.seq !== head.seq + 1) {
      problemAt("seq_gap", `expected seq ${head.seq + 1}`);
    } else if (row.prevHash !== head.hash) {
      problemAt("broken_link", `previous hash ${row.prevHash} is not ${head.hash}`);
    } else if (chainHash(row.prevHash, row.entry, sha256) !== row.hash) {
      problemAt("bad_hash", "the hash is not the hash of the previous hash and this entry");
    }
    const knownHash = known.get(row.seq);
    if (knownHash !== undefined && knownHash !== row.hash) {
      problemAt("head_mismatch", `the hash was ${knownHash} when published`);
    }
    head = { seq: row.seq, hash: row.hash };
    const entry = parseEntry(row.entry);
    if (!entry) {
      problemAt("bad_entry", "not a known entry in canonical form");
    } else if (entry.kind !== row.kind || entryTipId(entry) !== row.tipId) {
      problemAt("bad_entry", "the kind or tip id columns disagree with the entry");
    } else {
      checkContent(row, entry);
    }
  };

  const compare = (record: TipRecord, chained: ChainedTip): string | undefined => {
    let rebuilt: TipEntry;
    try {
      rebuilt = tipEntryOf(record, sha256);
      if (entryJson(rebuilt) === chained.text) return settlementDifference(record, chained.settlement?.entry);
    } catch {
      return "a value with no canonical form";
    }
    const chainedEntry = parseEntry(chained.text) as TipEntry;
    const fields = TIP_FIELDS.filter((field) => rebuilt[field] !== chainedEntry[field]);
    return fields.length > 0 ? `changed: ${fields.join(", ")}` : "changed";
  };

  /** Checks one row of the tips table against the chain read so far (call after the last `add`). */
  const checkTip = (record: TipRecord): void => {
    seen.add(record.id);
    const chained = tips.get(record.id);
    if (!chained) {
      report({
        kind: "tip_unchained",
        seq: null,
        entryKind: null,
        tipId: record.id,
        detail: "in the tips table, never chained",
      });
      return;
    }
    const difference = compare(record, chained);
    if (difference === undefined) return;
    const settlementSeq = chained.settlement?.seq;
    const bySettlement = difference.startsWith("settlement") && settlementSeq !== undefined;
    report({
      kind: "tip_changed",
      seq: bySettlement ? settlementSeq : chained.seq,
      entryKind: bySettlement ? "settlement" : "tip",
      tipId: record.id,
      detail: difference,
    });
  };

  /** The verdict. With `tableChecked`, every chained tip that `checkTip` never saw is missing. */
  const finish = (options: { readonly tableChecked?: boolean } = {}): ChainVerdict => {
    for (const [seq, hash] of known) {
      if (seq > head.seq) {
        report({
          kind: "head_mismatch",
          seq,
          entryKind: null,
          tipId: null,
          detail: `seq ${seq} (${hash}) was published, the chain ends at ${head.seq}`,
        });
      }
    }
    if (options.tableChecked) {
      for (const [id, chained] of tips) {
        if (!seen.has(id)) {
          report({
            kind: "tip_missing",
            seq: chained.seq,
            entryKind: "tip",
            tipId: id,
            detail: "chained, absent from the tips table",
          });
        }
      }
    }
    const counts = { head, entryCount, tipCount, settlementCount };
    if (problems.length === 0) return { ok: true, ...counts };
    const ordered = [...problems].sort((a, b) => (a.seq ?? Infinity) - (b.seq ?? Infinity));
    return { ok: false, problem: ordered[0]!, problems: ordered, ...counts };
  };

  return { add, checkTip, finish };
};

const settlementDifference = (
  record: TipRecord,
  settlement: SettlementEntry | undefined,
): string | undefined => {
  if (!settlement) {
    if (record.result !== null || record.settledAt !== null || record.status !== "active") {
      return "settlement in the table, none in the chain";
    }
    return undefined;
  }
  if (record.result !== settlement.result)
    return `settlement result ${record.result}, chained ${settlement.result}`;
  if (record.settledAt !== settlement.settledAt) {
    return `settlement time ${record.settledAt}, chained ${settlement.settledAt}`;
  }
  if (record.status !== statusOfResult(settlement.result)) {
    return `settlement status ${record.status} for a ${settlement.result} result`;
  }
  return undefined;
};

/** The whole chain at once (and the tips table, if given). */
export const verifyChain = (
  rows: Iterable<ChainRow>,
  options: VerifyOptions & { readonly tips?: Iterable<TipRecord> },
): ChainVerdict => {
  const verifier = chainVerifier(options);
  for (const row of rows) verifier.add(row);
  for (const record of options.tips ?? []) verifier.checkTip(record);
  return verifier.finish({ tableChecked: options.tips !== undefined });
};

/**
 * The same with an asynchronous SHA-256 (WebCrypto's `subtle.digest`): every text the check hashes is
 * known from the rows alone, so the digests are taken first and the check then runs on them.
 */
export const verifyChainAsync = async (
  rows: ReadonlyArray<ChainRow>,
  options: Omit<VerifyOptions, "sha256"> & {
    readonly sha256: (text: string) => Promise<string>;
    readonly tips?: ReadonlyArray<TipRecord>;
  },
): Promise<ChainVerdict> => {
  const texts = [
    ...rows.map((row) => row.prevHash + row.entry),
    ...(options.tips ?? []).map((tip) => commentHashInput(tip.id, tip.comment)),
  ];
  const digests = new Map<string, string>();
  await Promise.all(
    [...new Set(texts)].map(async (text) => {
      digests.set(text, await options.sha256(text));
    }),
  );
  const lookup: Sha256 = (text) => {
    const digest = digests.get(text);
    if (digest === undefined) throw new Error("verifyChainAsync: a text was hashed that was not prepared");
    return digest;
  };
  return verifyChain(rows, { ...options, sha256: lookup });
};
