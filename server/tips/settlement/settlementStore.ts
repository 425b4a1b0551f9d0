import { Effect, Schema } from "effect";
import { execute, Millis, queryRows } from "../../accounts/stores/columns";

const DueTip = Schema.Struct({
  id: Schema.String,
  event_id: Schema.String,
  scope_key: Schema.String,
  market_name: Schema.String,
  outcome_code: Schema.String,
  market_outcome_codes: Schema.NullOr(Schema.Array(Schema.String)),
});
export type DueTip = typeof DueTip.Type;

/** Active tips whose event has started, oldest first: the ones settlement looks at. */
export const dueTips = Effect.fn("settlementStore.due")((now: number, limit: number) =>
  queryRows(
    DueTip,
    `SELECT id, event_id, scope_key, market_name, outcome_code, market_outcome_codes FROM tips
     WHERE status = 'active' AND event_start <= $1 ORDER BY event_start, id LIMIT $2`,
    [now, limit],
  ),
);

/**
 * Marks a tip settled, once: the status guard makes a second settlement (another process, a restart
 * mid-way) a no-op. Answers the creator when this call settled it.
 */
export const markSettled = Effect.fn("settlementStore.markSettled")(
  (tipId: string, status: string, result: string, now: number) =>
    Effect.map(
      queryRows(
        Schema.Struct({ creator_id: Schema.String }),
        `UPDATE tips SET status = $2, result = $3, settled_at = $4
         WHERE id = $1 AND status = 'active' RETURNING creator_id`,
        [tipId, status, result, now],
      ),
      (rows) => rows[0]?.creator_id,
    ),
);

/** The paid purchases of a tip not refunded yet. */
export const paidPurchases = Effect.fn("settlementStore.paidPurchases")((tipId: string) =>
  queryRows(
    Schema.Struct({ buyer_id: Schema.String, cost: Millis }),
    "SELECT buyer_id, cost FROM tip_purchases WHERE tip_id = $1 AND cost > 0 AND refunded_at IS NULL",
    [tipId],
  ),
);

export const markRefunded = Effect.fn("settlementStore.markRefunded")(
  (tipId: string, buyerId: string, now: number) =>
    execute(
      "UPDATE tip_purchases SET refunded_at = $3 WHERE tip_id = $1 AND buyer_id = $2 RETURNING tip_id",
      [tipId, buyerId, now],
    ),
);

const Pricing = Schema.Struct({
  id: Schema.String,
  event_id: Schema.String,
  scope_key: Schema.String,
  market_name: Schema.String,
  outcome_code: Schema.String,
});

/** Active tips whose event starts within `horizonMs`: their outcome's price now is the closing price so far. */
export const closingSoon = Effect.fn("settlementStore.closingSoon")((now: number, horizonMs: number) =>
  queryRows(
    Pricing,
    `SELECT id, event_id, scope_key, market_name, outcome_code FROM tips
     WHERE status = 'active' AND event_start > $1 AND event_start <= $2`,
    [now, now + horizonMs],
  ),
);

export const setClosingOdds = Effect.fn("settlementStore.setClosingOdds")(
  (tipId: string, odds: number, now: number) =>
    execute("UPDATE tips SET closing_odds = $2 WHERE id = $1 AND event_start > $3 RETURNING id", [
      tipId,
      odds,
      now,
    ]),
);
