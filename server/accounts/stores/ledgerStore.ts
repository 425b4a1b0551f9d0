import { randomUUID } from "node:crypto";
import { Effect, Schema } from "effect";
import { execute, Millis, queryFirst } from "./columns";

/** Why a ledger entry exists. */
export type LedgerEntryKind =
  | "starting_balance"
  | "tip_purchase"
  | "tip_sale"
  | "tip_refund"
  | "tip_sale_refund";

/** One movement of FUN: whose, how much (positive in, negative out), why and when. */
export interface LedgerEntry {
  readonly userId: string;
  readonly currency: string;
  readonly amount: number;
  readonly kind: LedgerEntryKind;
  readonly now: number;
}

/**
 * One journal entry and the balance it changes, together (run it inside the caller's transaction). The
 * wallet's CHECK refuses a balance below zero, so a debit that would overdraw fails the transaction; use
 * `debitIfCovered` where running short is an answer, not an error.
 */
export const addLedgerEntry = Effect.fn("ledgerStore.add")(function* (entry: LedgerEntry) {
  yield* execute(
    `INSERT INTO wallets (user_id, currency, amount) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, currency) DO UPDATE SET amount = wallets.amount + EXCLUDED.amount RETURNING amount`,
    [entry.userId, entry.currency, entry.amount],
  );
  yield* journal(entry);
});

const journal = (entry: LedgerEntry) =>
  execute(
    `INSERT INTO ledger_entries (id, user_id, currency, amount, kind, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [randomUUID(), entry.userId, entry.currency, entry.amount, entry.kind, entry.now],
  );

/**
 * Takes `amount` from a balance only if what is spendable (the amount less what is reserved) covers it:
 * one conditional UPDATE, so concurrent debits of one wallet queue on its row and none overdraws. Answers
 * the balance left, or undefined when it was short.
 */
export const debitIfCovered = Effect.fn("ledgerStore.debitIfCovered")(function* (entry: LedgerEntry) {
  const row = yield* queryFirst(
    Schema.Struct({ amount: Millis }),
    `UPDATE wallets SET amount = amount - $3 WHERE user_id = $1 AND currency = $2 AND amount - reserved >= $3
     RETURNING amount`,
    [entry.userId, entry.currency, entry.amount],
  );
  if (!row) return undefined;
  yield* journal({ ...entry, amount: -entry.amount });
  return row.amount;
});

/** The balance: the wallet's amount, which always equals the sum of the user's entries. */
export const ledgerBalance = Effect.fn("ledgerStore.balance")((userId: string, currency: string) =>
  Effect.map(
    queryFirst(
      Schema.Struct({ amount: Millis }),
      "SELECT amount FROM wallets WHERE user_id = $1 AND currency = $2",
      [userId, currency],
    ),
    (row) => row?.amount ?? 0,
  ),
);

/**
 * Credits FUN that may have to go back (a tip's sale until the tip settles): it is in the balance but
 * reserved, so it cannot be spent. `releaseReserved` frees it; `refundReserved` takes it back out.
 */
export const creditReserved = Effect.fn("ledgerStore.creditReserved")(function* (entry: LedgerEntry) {
  yield* execute(
    `INSERT INTO wallets (user_id, currency, amount, reserved) VALUES ($1, $2, $3, $3)
     ON CONFLICT (user_id, currency) DO UPDATE
       SET amount = wallets.amount + EXCLUDED.amount, reserved = wallets.reserved + EXCLUDED.amount
     RETURNING amount`,
    [entry.userId, entry.currency, entry.amount],
  );
  yield* journal(entry);
});

/** Makes reserved FUN spendable (the tip it came from settled won or lost). */
export const releaseReserved = Effect.fn("ledgerStore.releaseReserved")(
  (userId: string, currency: string, amount: number) =>
    execute(
      "UPDATE wallets SET reserved = reserved - $3 WHERE user_id = $1 AND currency = $2 RETURNING amount",
      [userId, currency, amount],
    ),
);

/** Takes reserved FUN back out of the balance (a void tip's sale, refunded to its buyer). */
export const refundReserved = Effect.fn("ledgerStore.refundReserved")(function* (entry: LedgerEntry) {
  yield* execute(
    `UPDATE wallets SET amount = amount - $3, reserved = reserved - $3
     WHERE user_id = $1 AND currency = $2 RETURNING amount`,
    [entry.userId, entry.currency, entry.amount],
  );
  yield* journal({ ...entry, amount: -entry.amount });
});
