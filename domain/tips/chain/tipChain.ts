import { Option, Schema } from "effect";
import { SettlementResult } from "../tip";
import { canonicalJson, NotCanonical } from "./canonicalJson";

/**
 * The tamper-evident record of tips (issue 8): every tip at creation and every settlement is an entry
 * whose hash is SHA-256 of the previous entry's hash followed by the entry's canonical JSON. The hash
 * function is passed in (node's on the server, any SHA-256 in a browser), so this stays pure.
 */

/** SHA-256 of the UTF-8 bytes of `text`, as 64 lowercase hex digits. */
export type Sha256 = (text: string) => string;

/** The previous hash of the first entry. */
export const GENESIS_HASH = "0".repeat(64);

/** Bumped if the entry format ever changes; verifiers read each entry by its own version. */
export const ENTRY_VERSION = 1;

/** An entry's hash: SHA-256 of the previous hash (always 64 characters, so no separator) and the entry. */
export const chainHash = (prevHash: string, entryJson: string, sha256: Sha256): string =>
  sha256(prevHash + entryJson);

/**
 * The comment by its hash, so the record stays public while the comment stays with its buyers. The tip
 * id goes in first so that equal comments on two tips do not share a hash.
 */
export const commentHash = (tipId: string, comment: string, sha256: Sha256): string =>
  sha256(commentHashInput(tipId, comment));

export const commentHashInput = (tipId: string, comment: string): string => `${tipId}\n${comment}`;

const Millis = Schema.Number.check(Schema.isInt());
const Odds = Schema.Number.check(Schema.isFinite(), Schema.isGreaterThan(1));

/** What a tip's entry fixes: all a buyer relies on, and `eventStart` so kick-off is checkable from the chain. */
export const TipEntry = Schema.Struct({
  v: Schema.Literal(ENTRY_VERSION),
  kind: Schema.Literal("tip"),
  id: Schema.String,
  creatorId: Schema.String,
  eventId: Schema.String,
  eventStart: Millis,
  scopeKey: Schema.String,
  marketName: Schema.String,
  outcomeCode: Schema.String,
  odds: Odds,
  title: Schema.String,
  commentHash: Schema.String,
  cost: Millis,
  createdAt: Millis,
});
export type TipEntry = typeof TipEntry.Type;

export const SettlementEntry = Schema.Struct({
  v: Schema.Literal(ENTRY_VERSION),
  kind: Schema.Literal("settlement"),
  tipId: Schema.String,
  result: SettlementResult,
  settledAt: Millis,
});
export type SettlementEntry = typeof SettlementEntry.Type;

export const ChainEntry = Schema.Union([TipEntry, SettlementEntry]);
export type ChainEntry = typeof ChainEntry.Type;

/** A tip as its creator saved it: the chained facts and the comment (hashed, never chained in clear). */
export interface ChainableTip {
  readonly id: string;
  readonly creatorId: string;
  readonly eventId: string;
  readonly eventStart: number;
  readonly scopeKey: string;
  readonly marketName: string;
  readonly outcomeCode: string;
  readonly odds: number;
  readonly title: string;
  readonly comment: string;
  readonly cost: number;
  readonly createdAt: number;
}

export const tipEntryOf = (tip: ChainableTip, sha256: Sha256): TipEntry => ({
  v: ENTRY_VERSION,
  kind: "tip",
  id: tip.id,
  creatorId: tip.creatorId,
  eventId: tip.eventId,
  eventStart: tip.eventStart,
  scopeKey: tip.scopeKey,
  marketName: tip.marketName,
  outcomeCode: tip.outcomeCode,
  odds: tip.odds,
  title: tip.title,
  commentHash: commentHash(tip.id, tip.comment, sha256),
  cost: tip.cost,
  createdAt: tip.createdAt,
});

export const settlementEntryOf = (settlement: {
  readonly tipId: string;
  readonly result: SettlementResult;
  readonly settledAt: number;
}): SettlementEntry => ({
  v: ENTRY_VERSION,
  kind: "settlement",
  tipId: settlement.tipId,
  result: settlement.result,
  settledAt: settlement.settledAt,
});

export const entryJson = (entry: ChainEntry): string => canonicalJson(entry);

/** The tip an entry is about, whatever its kind. */
export const entryTipId = (entry: ChainEntry): string => (entry.kind === "tip" ? entry.id : entry.tipId);

/** When an entry happened: a tip's creation, a settlement's time. */
export const entryTime = (entry: ChainEntry): number =>
  entry.kind === "tip" ? entry.createdAt : entry.settledAt;

const decodeEntry = Schema.decodeUnknownOption(ChainEntry, { onExcessProperty: "error" });

/**
 * Reads a stored entry back; none unless it is a known entry written in canonical form exactly (a
 * re-spaced or re-ordered text would hash differently from what any other verifier rebuilds).
 */
export const parseEntry = (text: string): ChainEntry | undefined => {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  const entry = Option.getOrUndefined(decodeEntry(raw));
  if (entry === undefined) return undefined;
  try {
    return entryJson(entry) === text ? entry : undefined;
  } catch (error) {
    if (error instanceof NotCanonical) return undefined;
    throw error;
  }
};
