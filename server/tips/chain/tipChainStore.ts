import { Effect, Schema } from "effect";
import {
  type ChainableTip,
  type ChainEntry,
  chainHash,
  entryJson,
  entryTime,
  entryTipId,
  settlementEntryOf,
  tipEntryOf,
} from "../../../domain/tips/chain/tipChain";
import { type ChainHead, type ChainRow, EMPTY_HEAD } from "../../../domain/tips/chain/verifyChain";
import type { SettlementResult } from "../../../domain/tips/tip";
import { execute, Millis, queryFirst, queryRows } from "../../accounts/stores/columns";
import { Database } from "../../db/Database";
import { sha256 } from "./sha256";

/**
 * The `tip_chain` table: appends and reads of the tamper-evident tip record. Appends belong inside the
 * transaction that creates or settles the tip, so the tip and its entry are committed together or not
 * at all.
 */

/** The advisory lock's key: "tipc" in ASCII, kept apart from any other advisory lock of the app. */
export const CHAIN_LOCK_KEY = 0x74697063;

const HeadColumns = Schema.Struct({ seq: Millis, hash: Schema.String });

const RowColumns = Schema.Struct({
  seq: Millis,
  kind: Schema.Literals(["tip", "settlement"]),
  tip_id: Schema.String,
  entry: Schema.String,
  prev_hash: Schema.String,
  hash: Schema.String,
  created_at: Millis,
});

/** A stored entry with the time it was appended (not hashed: the entry carries its own time). */
export interface StoredChainRow extends ChainRow {
  readonly createdAt: number;
}

const append = (entry: ChainEntry) =>
  Effect.gen(function* () {
    const db = yield* Database;
    // Opens a transaction only when the caller has none; inside the caller's it joins it.
    return yield* db.transaction(
      Effect.gen(function* () {
        // NOTE: appends must not interleave: each reads the head and writes the next seq. A transaction
        // lock held to the end of the caller's transaction queues them; once it is granted, READ
        // COMMITTED's next statement sees the head the previous holder committed. Locking the last row
        // instead would not do: the waiter is handed the old last row (and an empty chain has none). An
        // advisory lock rather than LOCK TABLE, which wants UPDATE or DELETE rights on the table: the
        // app's role may be kept to SELECT and INSERT on the record. PGlite runs one transaction at a
        // time anyway. Under REPEATABLE READ a stale head would collide on the seq and fail the
        // transaction, never fork the chain.
        yield* execute("SELECT pg_advisory_xact_lock($1)", [CHAIN_LOCK_KEY]);
        const head =
          (yield* queryFirst(HeadColumns, "SELECT seq, hash FROM tip_chain ORDER BY seq DESC LIMIT 1")) ??
          EMPTY_HEAD;
        const text = entryJson(entry);
        const next: ChainHead = { seq: head.seq + 1, hash: chainHash(head.hash, text, sha256) };
        yield* execute(
          `INSERT INTO tip_chain (seq, kind, tip_id, entry, prev_hash, hash, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [next.seq, entry.kind, entryTipId(entry), text, head.hash, next.hash, entryTime(entry)],
        );
        return next;
      }),
    );
  });

/**
 * Chains a tip at creation. Call it inside the transaction that inserts the tip, as its last statement
 * (the chain's lock is then held only until the commit), with exactly the values inserted.
 */
export const appendTipEntry = Effect.fn("tipChainStore.appendTip")((tip: ChainableTip) =>
  append(tipEntryOf(tip, sha256)),
);

/** Chains a settlement. Call it inside the transaction that writes the tip's result, as its last statement. */
export const appendSettlementEntry = Effect.fn("tipChainStore.appendSettlement")(
  (settlement: { readonly tipId: string; readonly result: SettlementResult; readonly settledAt: number }) =>
    append(settlementEntryOf(settlement)),
);

/** The public head: the last entry's seq and hash (seq 0 and the genesis hash while the chain is empty). */
export const readChainHead = Effect.fn("tipChainStore.readHead")(function* () {
  return (
    (yield* queryFirst(HeadColumns, "SELECT seq, hash FROM tip_chain ORDER BY seq DESC LIMIT 1")) ??
    EMPTY_HEAD
  );
});

/** Up to `limit` entries from `fromSeq` on, in seq order. */
export const readChain = Effect.fn("tipChainStore.read")(function* (fromSeq: number, limit: number) {
  const rows = yield* queryRows(
    RowColumns,
    `SELECT seq, kind, tip_id, entry, prev_hash, hash, created_at FROM tip_chain
     WHERE seq >= $1 ORDER BY seq LIMIT $2`,
    [fromSeq, limit],
  );
  return rows.map(
    (row): StoredChainRow => ({
      seq: row.seq,
      kind: row.kind,
      tipId: row.tip_id,
      entry: row.entry,
      prevHash: row.prev_hash,
      hash: row.hash,
      createdAt: row.created_at,
    }),
  );
});
