import { Effect, Schema } from "effect";
import type { TipRecord } from "../../../domain/tips/chain/verifyChain";
import { SettlementResult, TipStatus } from "../../../domain/tips/tip";
import { Millis, queryRows } from "../../accounts/stores/columns";

/** Rows of the `tips` table as the record's verification compares them: the chained fields and the settlement. */
const TipColumns = Schema.Struct({
  id: Schema.String,
  creator_id: Schema.String,
  event_id: Schema.String,
  event_start: Millis,
  scope_key: Schema.String,
  market_name: Schema.String,
  outcome_code: Schema.String,
  odds: Schema.Union([Schema.Number, Schema.NumberFromString]),
  title: Schema.String,
  comment: Schema.String,
  cost: Millis,
  created_at: Millis,
  status: TipStatus,
  result: Schema.NullOr(SettlementResult),
  settled_at: Schema.NullOr(Millis),
});

/** Up to `limit` tips after the id `afterId`, by id (keyset pages over the whole table). */
export const readTipRecords = Effect.fn("tipRecordStore.read")(function* (afterId: string, limit: number) {
  const rows = yield* queryRows(
    TipColumns,
    `SELECT id, creator_id, event_id, event_start, scope_key, market_name, outcome_code, odds, title, comment,
            cost, created_at, status, result, settled_at
     FROM tips WHERE id > $1 ORDER BY id LIMIT $2`,
    [afterId, limit],
  );
  return rows.map(
    (row): TipRecord => ({
      id: row.id,
      creatorId: row.creator_id,
      eventId: row.event_id,
      eventStart: row.event_start,
      scopeKey: row.scope_key,
      marketName: row.market_name,
      outcomeCode: row.outcome_code,
      odds: row.odds,
      title: row.title,
      comment: row.comment,
      cost: row.cost,
      createdAt: row.created_at,
      status: row.status,
      result: row.result,
      settledAt: row.settled_at,
    }),
  );
});
