import { Effect, Exit, Layer, ManagedRuntime } from "effect";
import { FUN_CURRENCY } from "../domain/accounts/authProfile";
import type { Principal } from "../server/accounts/sessions/authenticate";
import { addLedgerEntry } from "../server/accounts/stores/ledgerStore";
import { Database } from "../server/db/Database";
import { migrate } from "../server/db/migrate";
import { openPglite } from "../server/db/pgliteDriver";
import { JobQueue } from "../server/jobs/JobQueue";
import { SportsClock } from "../server/provider/SportsClock";
import { purchaseTip } from "../server/tips/flows/purchaseTip";
import { type Figure, fmt } from "./measure";

const BUYERS = 500;
const TIPS = 40;
const PURCHASES = 4_000;
const NOW = Date.UTC(2026, 10, 24, 12);

/**
 * Tip purchases per second through the real flow (purchase_prediction's transaction: the tip's terms, the
 * purchase row, the buyer's debit and the creator's reserved credit with their journal entries, the
 * balance), beside the floor any purchase pays: a bare transaction that updates two wallet rows. Both on
 * embedded PGlite, one connection, so these are per-core figures.
 */
export const purchaseBench = async (): Promise<Figure[]> => {
  const driver = await openPglite("memory://");
  await migrate(driver);
  const runtime = ManagedRuntime.make(
    // No job runner here: a sale's notification job is stored with it and left, as part of its cost.
    Layer.mergeAll(
      Database.fromDriver(driver),
      Layer.succeed(SportsClock, { now: () => NOW }),
      JobQueue.layer(() => undefined),
    ),
  );
  const buyers = Array.from({ length: BUYERS }, (_, n) => `buyer-${n}`);
  const sellers = Array.from({ length: TIPS }, (_, n) => `seller-${n}`);
  await driver.query(
    `INSERT INTO users (id, name, email, password_hash, created_at, updated_at)
     SELECT id, 'User', id || '@bench.invalid', 'x', $2, $2 FROM unnest($1::text[]) AS id`,
    [[...buyers, ...sellers], NOW],
  );
  await runtime.runPromise(
    Effect.forEach(
      [...buyers, ...sellers],
      (userId) =>
        addLedgerEntry({
          userId,
          currency: FUN_CURRENCY,
          amount: 1_000_000,
          kind: "starting_balance",
          now: NOW,
        }),
      { discard: true },
    ),
  );
  await driver.query(
    `INSERT INTO tips (id, creator_id, event_id, sport_id, event_start, scope_key, market_name, market_type,
       outcome_code, odds, title, comment, cost, created_at)
     SELECT 'tip-' || n, 'seller-' || n, 'event-' || n, 'sport', $1, 'full_event--0', '1x2--nil', '1x2', 'P1',
       2.0, 'Title', 'Comment', 10, $2 FROM generate_series(0, ${TIPS - 1}) AS n`,
    [NOW + 3_600_000, NOW - 60_000],
  );

  // Distinct (buyer, tip) pairs, so every call is a first purchase that moves FUN.
  const orders = Array.from({ length: PURCHASES }, (_, i) => ({
    buyer: buyers[i % BUYERS]!,
    tip: `tip-${Math.floor(i / BUYERS) % TIPS}`,
  }));
  const started = performance.now();
  const exits = await Promise.all(
    orders.map(({ buyer, tip }) =>
      runtime.runPromiseExit(purchaseTip({ userId: buyer } as Principal, { predictionId: tip })),
    ),
  );
  const purchaseMs = performance.now() - started;
  const failed = exits.filter((exit) => !Exit.isSuccess(exit)).length;
  if (failed > 0) throw new Error(`${failed} purchases failed in the bench`);

  const bareStarted = performance.now();
  for (let i = 0; i < PURCHASES; i++) {
    const buyer = buyers[i % BUYERS]!;
    const seller = sellers[i % TIPS]!;
    await driver.transaction(async (tx) => {
      await tx.query("UPDATE wallets SET amount = amount - 10 WHERE user_id = $1 AND currency = 'FUN'", [
        buyer,
      ]);
      await tx.query("UPDATE wallets SET amount = amount + 10 WHERE user_id = $1 AND currency = 'FUN'", [
        seller,
      ]);
    });
  }
  const bareMs = performance.now() - bareStarted;
  await runtime.dispose();
  await driver.close();
  return [
    {
      name: `tip purchases per second (${fmt(PURCHASES)} concurrent first purchases, PGlite)`,
      value: fmt((PURCHASES / purchaseMs) * 1000),
      baselineName: "bare transactions updating two wallet rows",
      baseline: fmt((PURCHASES / bareMs) * 1000),
    },
  ];
};
