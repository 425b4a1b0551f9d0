import { Effect, Schema } from "effect";
import type { TipTeams } from "../../../domain/tips/tipTeams";
import { execute, Millis, queryFirst } from "../../accounts/stores/columns";

/** A new tip's row; the chain entry is appended beside it in the same transaction. */
export interface NewTip {
  readonly id: string;
  readonly creatorId: string;
  readonly eventId: string;
  readonly sportId: string;
  readonly eventStart: number;
  readonly scopeKey: string;
  readonly marketName: string;
  readonly marketType: string;
  readonly outcomeCode: string;
  /** Every outcome code the market listed when the tip was made (settles a correct score's "other"). */
  readonly marketOutcomeCodes: ReadonlyArray<string>;
  readonly odds: number;
  readonly title: string;
  readonly comment: string;
  readonly cost: number;
  readonly createdAt: number;
  /** The event's teams (a team page lists the tips on its events); null for an event that is not two teams. */
  readonly teams: TipTeams | undefined;
}

/** Inserts the tip unless its creator has one on the event already (false then). */
export const insertTip = Effect.fn("tipStore.insert")((tip: NewTip) =>
  Effect.map(
    execute(
      `INSERT INTO tips (id, creator_id, event_id, sport_id, event_start, scope_key, market_name, market_type,
         outcome_code, odds, title, comment, cost, created_at, market_outcome_codes, home_team_id, away_team_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
       ON CONFLICT (creator_id, event_id) DO NOTHING RETURNING id`,
      [
        tip.id,
        tip.creatorId,
        tip.eventId,
        tip.sportId,
        tip.eventStart,
        tip.scopeKey,
        tip.marketName,
        tip.marketType,
        tip.outcomeCode,
        tip.odds,
        tip.title,
        tip.comment,
        tip.cost,
        tip.createdAt,
        [...tip.marketOutcomeCodes],
        tip.teams?.homeTeamId ?? null,
        tip.teams?.awayTeamId ?? null,
      ],
    ),
    (inserted) => inserted === 1,
  ),
);

const SaleTerms = Schema.Struct({
  creator_id: Schema.String,
  cost: Millis,
  event_start: Millis,
  status: Schema.String,
  comment: Schema.String,
});

/** What a purchase needs to know of a tip. */
export const findSaleTerms = Effect.fn("tipStore.saleTerms")((tipId: string) =>
  queryFirst(SaleTerms, "SELECT creator_id, cost, event_start, status, comment FROM tips WHERE id = $1", [
    tipId,
  ]),
);

/**
 * Records a purchase once: the primary key (tip, buyer) makes a second one a no-op (false), which the
 * caller answers like the first. The tip's count moves with it.
 */
export const recordPurchase = Effect.fn("tipStore.recordPurchase")(function* (purchase: {
  readonly tipId: string;
  readonly buyerId: string;
  readonly cost: number;
  readonly now: number;
}) {
  const inserted = yield* execute(
    `INSERT INTO tip_purchases (tip_id, buyer_id, cost, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (tip_id, buyer_id) DO NOTHING RETURNING tip_id`,
    [purchase.tipId, purchase.buyerId, purchase.cost, purchase.now],
  );
  if (inserted === 0) return false;
  yield* execute("UPDATE tips SET purchased_times = purchased_times + 1 WHERE id = $1 RETURNING id", [
    purchase.tipId,
  ]);
  return true;
});

export const hasPurchased = Effect.fn("tipStore.hasPurchased")((tipId: string, buyerId: string) =>
  Effect.map(
    queryFirst(
      Schema.Struct({ cost: Millis }),
      "SELECT cost FROM tip_purchases WHERE tip_id = $1 AND buyer_id = $2",
      [tipId, buyerId],
    ),
    (row) => row !== undefined,
  ),
);
