import { Effect, Schema } from "effect";
import { FUN_CURRENCY } from "../../../domain/accounts/authProfile";
import { Millis, queryFirst, queryRows } from "../../accounts/stores/columns";
import { DEMO_EMAIL_DOMAIN } from "./demoRoster";

/** Demo users are known by their reserved address domain, so the queries need no list of ids. */
const DEMO_USERS = `SELECT id FROM users WHERE email LIKE '%@${DEMO_EMAIL_DOMAIN}'`;

const OnSale = Schema.Struct({ id: Schema.String, creator_id: Schema.String, cost: Millis });

/**
 * The demo tipsters' newest tips still on sale for FUN (the ones a demo buyer looks through). NOTE: ordered
 * by what the agents chose, not by the random tip id, so the buyers' draws replay for a seed.
 */
export const demoTipsOnSale = Effect.fn("tips.demo.onSale")((now: number, limit: number) =>
  queryRows(
    OnSale,
    `SELECT id, creator_id, cost FROM tips
     WHERE status = 'active' AND event_start > $1 AND cost > 0 AND creator_id IN (${DEMO_USERS})
     ORDER BY created_at DESC, creator_id, event_id LIMIT $2`,
    [now, limit],
  ),
);

const Record = Schema.Struct({ creator_id: Schema.String, won: Millis, decided: Millis });

/** Each demo tipster's won and decided (won or lost) tips so far: buyers follow a good record. */
export const demoRecords = Effect.fn("tips.demo.records")(function* () {
  const rows = yield* queryRows(
    Record,
    `SELECT creator_id, SUM(CASE WHEN status = 'won' THEN 1 ELSE 0 END) AS won,
            SUM(CASE WHEN status IN ('won', 'lost') THEN 1 ELSE 0 END) AS decided
     FROM tips WHERE status <> 'active' AND creator_id IN (${DEMO_USERS}) GROUP BY creator_id`,
  );
  return new Map(rows.map((row) => [row.creator_id, { won: row.won, decided: row.decided }]));
});

/** The tips a buyer holds already among those still active. */
export const activeTipsBought = Effect.fn("tips.demo.bought")(function* (buyerId: string) {
  const rows = yield* queryRows(
    Schema.Struct({ tip_id: Schema.String }),
    `SELECT p.tip_id FROM tip_purchases p JOIN tips t ON t.id = p.tip_id
     WHERE p.buyer_id = $1 AND t.status = 'active'`,
    [buyerId],
  );
  return new Set(rows.map((row) => row.tip_id));
});

/** What a user may spend now: the wallet less the sales held until their tips settle. */
export const spendable = Effect.fn("tips.demo.spendable")(function* (userId: string) {
  const row = yield* queryFirst(
    Schema.Struct({ amount: Millis }),
    "SELECT amount - reserved AS amount FROM wallets WHERE user_id = $1 AND currency = $2",
    [userId, FUN_CURRENCY],
  );
  return row?.amount ?? 0;
});

/** The events each demo tipster has tipped among those not started, so a restart does not retry them. */
export const demoTipsAhead = Effect.fn("tips.demo.ahead")(function* (now: number) {
  const rows = yield* queryRows(
    Schema.Struct({ creator_id: Schema.String, event_id: Schema.String }),
    `SELECT creator_id, event_id FROM tips WHERE event_start > $1 AND creator_id IN (${DEMO_USERS})`,
    [now],
  );
  return rows.map((row) => `${row.creator_id}/${row.event_id}`);
});
