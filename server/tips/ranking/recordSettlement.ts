import { Effect, Schema } from "effect";
import { DAY_MS } from "../../../domain/tips/stats/periods";
import { currentStreak, nextStreak } from "../../../domain/tips/stats/streak";
import { type SettledTip, SettlementResult } from "../../../domain/tips/tip";
import { execute, Millis, queryFirst, queryRows } from "../../accounts/stores/columns";
import {
  SETTLED_TIP_SELECT,
  SettledTipRow,
  TALLY_COLUMNS,
  tallyOfSettlement,
  tallyValues,
} from "./rankingTally";

const StreakState = Schema.Struct({
  streak: Schema.Number,
  last_settled_at: Millis,
  last_tip_id: Schema.String,
});

const columns = TALLY_COLUMNS.map(([column]) => column);
const placeholders = (from: number) => columns.map((_, index) => `$${from + index}`).join(", ");
const addExcluded = (table: string) =>
  columns.map((column) => `${column} = ${table}.${column} + EXCLUDED.${column}`).join(", ");

/** Settlement order (settledOrder.ts): by time, then tip id. */
const isAfter = (tip: SettledTip, state: typeof StreakState.Type) =>
  tip.settledAt > state.last_settled_at ||
  (tip.settledAt === state.last_settled_at && tip.tipId > state.last_tip_id);

/**
 * The streak when a result arrives out of settlement order (two tips settled in the same millisecond and
 * taken in another order, or another process's clock): recounted from the user's results, newest first.
 */
const recountStreak = (userId: string, sportId: string) =>
  Effect.map(
    queryRows(
      Schema.Struct({ id: Schema.String, result: SettlementResult, settled_at: Millis }),
      `SELECT id, result, settled_at FROM tips
       WHERE creator_id = $1 AND sport_id = $2 AND status <> 'active'
       ORDER BY settled_at DESC, id DESC`,
      [userId, sportId],
    ),
    (rows) =>
      currentStreak(
        rows.map((row) => ({
          tipId: row.id,
          creatorId: userId,
          sportId,
          odds: 2,
          result: row.result,
          settledAt: row.settled_at,
          closingOdds: null,
        })),
      ),
  );

/**
 * Adds a settled tip to its creator's tallies (its day and all time), moves the all-time streak and marks
 * the sport's ranking due for a refresh. Call it in the settlement's transaction, once the tip's result is
 * written (the lead's settleOne, right after markSettled succeeds), so the tallies never disagree with the
 * tips table. A tip that is not settled is a caller's mistake: a defect.
 */
export const recordSettlement = Effect.fn("ranking.recordSettlement")(function* (tipId: string) {
  const row = yield* queryFirst(
    SettledTipRow,
    `${SETTLED_TIP_SELECT}
     WHERE t.id = $1 AND t.status <> 'active' AND t.settled_at IS NOT NULL`,
    [tipId],
  );
  if (row === undefined) return yield* Effect.die(new Error(`recordSettlement: tip ${tipId} is not settled`));
  const tip: SettledTip = {
    tipId: row.id,
    creatorId: row.creator_id,
    sportId: row.sport_id,
    odds: row.odds,
    result: row.result,
    settledAt: row.settled_at,
    closingOdds: row.closing_odds,
  };
  const values = tallyValues(tallyOfSettlement(tip, { count: row.purchase_count, cost: row.purchase_cost }));

  yield* execute(
    `INSERT INTO tip_tallies_daily AS d (user_id, sport_id, day, ${columns.join(", ")})
     VALUES ($1, $2, $3, ${placeholders(4)})
     ON CONFLICT (user_id, sport_id, day) DO UPDATE SET ${addExcluded("d")} RETURNING day`,
    [tip.creatorId, tip.sportId, Math.floor(tip.settledAt / DAY_MS), ...values],
  );

  const state = yield* queryFirst(
    StreakState,
    `SELECT streak, last_settled_at, last_tip_id FROM tip_tallies_total
     WHERE user_id = $1 AND sport_id = $2 FOR UPDATE`,
    [tip.creatorId, tip.sportId],
  );
  const inOrder = state === undefined || isAfter(tip, state);
  const streak = inOrder
    ? nextStreak(state?.streak ?? 0, tip.result)
    : yield* recountStreak(tip.creatorId, tip.sportId);
  const last = inOrder
    ? { settledAt: tip.settledAt, tipId: tip.tipId }
    : { settledAt: state.last_settled_at, tipId: state.last_tip_id };
  yield* execute(
    `INSERT INTO tip_tallies_total AS t (user_id, sport_id, ${columns.join(", ")}, streak, last_settled_at,
       last_tip_id)
     VALUES ($1, $2, ${placeholders(3)}, $${columns.length + 3}, $${columns.length + 4}, $${columns.length + 5})
     ON CONFLICT (user_id, sport_id) DO UPDATE SET ${addExcluded("t")}, streak = EXCLUDED.streak,
       last_settled_at = EXCLUDED.last_settled_at, last_tip_id = EXCLUDED.last_tip_id
     RETURNING user_id`,
    [tip.creatorId, tip.sportId, ...values, streak, last.settledAt, last.tipId],
  );

  yield* execute(
    `INSERT INTO tip_ranking_refreshes AS r (sport_id, settlements) VALUES ($1, 1)
     ON CONFLICT (sport_id) DO UPDATE SET settlements = r.settlements + 1 RETURNING sport_id`,
    [tip.sportId],
  );
});
