import { randomUUID } from "node:crypto";
import { Effect, Schema } from "effect";
import { execute, Millis, queryFirst } from "./columns";

/** Why a ledger entry exists. Tips add purchases and sales later. */
export type LedgerEntryKind = "starting_balance";

export const addLedgerEntry = Effect.fn("ledgerStore.add")(
  (entry: { userId: string; currency: string; amount: number; kind: LedgerEntryKind; now: number }) =>
    execute(
      `INSERT INTO ledger_entries (id, user_id, currency, amount, kind, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [randomUUID(), entry.userId, entry.currency, entry.amount, entry.kind, entry.now],
    ),
);

/** The balance is the sum of the entries. */
export const ledgerBalance = Effect.fn("ledgerStore.balance")((userId: string, currency: string) =>
  Effect.map(
    queryFirst(
      Schema.Struct({ balance: Millis }),
      "SELECT COALESCE(SUM(amount), 0)::bigint AS balance FROM ledger_entries WHERE user_id = $1 AND currency = $2",
      [userId, currency],
    ),
    (row) => row?.balance ?? 0,
  ),
);
