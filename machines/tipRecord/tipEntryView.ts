import { parseEntry } from "../../domain/tips/chain/tipChain.ts";
import type { ChainRow } from "../../domain/tips/chain/verifyChain.ts";
import type { SettlementResult } from "../../domain/tips/tip.ts";

/** One tip as the record holds it: its entry, and its settlement once chained. */
export interface TipEntryView {
  readonly tipId: string;
  readonly seq: number;
  readonly hash: string;
  readonly eventId: string;
  readonly createdAt: number;
  readonly eventStart: number;
  /** What the record proves: the tip was chained before its event started. */
  readonly placedBeforeKickoff: boolean;
  /** The last settlement chained for it (a corrected result comes later and stands). */
  readonly settlement: {
    readonly seq: number;
    readonly result: SettlementResult;
    readonly settledAt: number;
  } | null;
}

/**
 * A tip's entries (any order) as the page shows them; null when none of them is the tip's own entry in
 * canonical form (a settlement alone, or an entry that does not read).
 */
export const tipEntryViewOf = (tipId: string, rows: ReadonlyArray<ChainRow>): TipEntryView | null => {
  const ordered = [...rows].filter((row) => row.tipId === tipId).sort((a, b) => a.seq - b.seq);
  const tipRow = ordered.find((row) => row.kind === "tip");
  const tip = tipRow ? parseEntry(tipRow.entry) : undefined;
  if (!tipRow || tip?.kind !== "tip") return null;
  let settlement: TipEntryView["settlement"] = null;
  for (const row of ordered) {
    const entry = row.kind === "settlement" ? parseEntry(row.entry) : undefined;
    if (entry?.kind === "settlement" && row.seq > tipRow.seq) {
      settlement = { seq: row.seq, result: entry.result, settledAt: entry.settledAt };
    }
  }
  return {
    tipId,
    seq: tipRow.seq,
    hash: tipRow.hash,
    eventId: tip.eventId,
    createdAt: tip.createdAt,
    eventStart: tip.eventStart,
    placedBeforeKickoff: tip.createdAt < tip.eventStart,
    settlement,
  };
};
