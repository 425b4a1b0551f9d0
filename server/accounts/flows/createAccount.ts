import { Effect } from "effect";
import { FUN_CURRENCY } from "../../../domain/accounts/authProfile";
import { AccountsConfig } from "../AccountsConfig";
import { addLedgerEntry } from "../stores/ledgerStore";
import { insertUser } from "../stores/userStore";

/**
 * A new account with its starting FUN balance (a ledger entry), however it signs up: by password or
 * through an external login provider. Answers false when the address is taken. Run it in the caller's
 * transaction, so the account and its balance exist together or not at all.
 */
export const createAccount = Effect.fn("accounts.createAccount")(function* (account: {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly passwordHash: string;
  readonly now: number;
}) {
  const { policy } = yield* AccountsConfig;
  if (!(yield* insertUser(account))) return false;
  yield* addLedgerEntry({
    userId: account.id,
    currency: FUN_CURRENCY,
    amount: policy.startingFunBalance,
    kind: "starting_balance",
    now: account.now,
  });
  return true;
});
