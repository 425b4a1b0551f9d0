import { Effect, Schema } from "effect";
import { filePath } from "../../../domain/files/fileRoutes";
import { effectivePeriod, type RankingTab, type StatisticsPeriod } from "../../../domain/tips/stats/periods";
import { RANKING_TOP_LIMIT, rankTop } from "../../../domain/tips/stats/ranking";
import { queryRows } from "../../accounts/stores/columns";
import type { RankedTipster } from "./rankedTipster";
import { SqlNumber } from "./rankingTally";

const EntryRow = Schema.Struct({
  user_id: Schema.String,
  name: Schema.String,
  avatar_file_id: Schema.NullOr(Schema.String),
  period: Schema.String,
  sample_size: Schema.Number,
  settled_count: Schema.Number,
  qualified: Schema.Boolean,
  win_rate: Schema.NullOr(Schema.Number),
  win_rate_lower_bound: Schema.Number,
  profit: Schema.Number,
  streak: Schema.Number,
  luck: Schema.NullOr(Schema.Number),
  average_odds: Schema.NullOr(Schema.Number),
  closing_line_value: Schema.NullOr(Schema.Number),
  clv_count: Schema.Number,
  purchase_count: Schema.Number,
  paid_fun: SqlNumber,
  refunded_fun: SqlNumber,
  buyers_unit_profit: Schema.Number,
});
type EntryRow = typeof EntryRow.Type;

const ENTRY_SELECT = `e.user_id, u.name, u.avatar_file_id, e.period, e.sample_size, e.settled_count, e.qualified,
  e.win_rate, e.win_rate_lower_bound, e.profit, e.streak, e.luck, e.average_odds, e.closing_line_value,
  e.clv_count, e.purchase_count, e.paid_fun, e.refunded_fun, e.buyers_unit_profit`;

export interface RankingRowView {
  readonly position: number;
  readonly value: number;
  readonly name: string;
  readonly avatar: string | null;
  readonly tipster: RankedTipster;
}

const tipsterOf = (row: EntryRow, period: StatisticsPeriod): RankedTipster => ({
  userId: row.user_id,
  period,
  sampleSize: row.sample_size,
  settledCount: row.settled_count,
  qualified: row.qualified,
  winRate: row.win_rate,
  winRateLowerBound: row.win_rate_lower_bound,
  profit: row.profit,
  streak: row.streak,
  luck: row.luck,
  averageOdds: row.average_odds,
  closingLineValue: row.closing_line_value,
  closingLineCount: row.clv_count,
  purchaseCount: row.purchase_count,
  paidFun: row.paid_fun,
  refundedFun: row.refunded_fun,
  buyersUnitProfit: row.buyers_unit_profit,
});

const avatarOf = (row: EntryRow) => (row.avatar_file_id === null ? null : filePath(row.avatar_file_id));

export const clampLimit = (limit: number | null | undefined): number =>
  Math.min(RANKING_TOP_LIMIT, Math.max(1, limit ?? RANKING_TOP_LIMIT));

/**
 * A tab's top rows from the materialised ranking: one indexed read of the places kept by the refresher.
 * FOLLOWING ranks the viewer's leaders' materialised entries of the period (as many as they follow); a
 * visitor follows nobody.
 */
export const tipsterRanking = Effect.fn("ranking.query")(function* (
  sportId: string,
  tab: RankingTab,
  requestedPeriod: StatisticsPeriod,
  limit: number,
  viewerId: string | undefined,
) {
  const period = effectivePeriod(tab, requestedPeriod);
  if (tab === "FOLLOWING") {
    if (viewerId === undefined) return [];
    const rows = yield* queryRows(
      EntryRow,
      // The leaders as one array first: the entries are then read by their key whatever the planner's
      // statistics say (PGlite gathers none by itself, and a join was driven from all the sport's entries).
      `SELECT ${ENTRY_SELECT}
       FROM tip_ranking_entries e
       JOIN users u ON u.id = e.user_id
       WHERE e.sport_id = $2 AND e.period = $3
         AND e.user_id = ANY (ARRAY(SELECT leader_id FROM user_subscriptions WHERE follower_id = $1))`,
      [viewerId, sportId, period],
    );
    const byUser = new Map(rows.map((row) => [row.user_id, row]));
    return rankTop(
      rows.map((row) => tipsterOf(row, period)),
      "FOLLOWING",
      limit,
    ).map((ranked): RankingRowView => {
      const row = byUser.get(ranked.userId)!;
      return {
        position: ranked.position,
        value: ranked.value,
        name: row.name,
        avatar: avatarOf(row),
        tipster: tipsterOf(row, period),
      };
    });
  }
  const rows = yield* queryRows(
    Schema.Struct({ position: Schema.Number, value: Schema.Number, ...EntryRow.fields }),
    `SELECT p.position, p.value, ${ENTRY_SELECT}
     FROM tip_ranking_positions p
     JOIN tip_ranking_entries e ON e.sport_id = p.sport_id AND e.period = p.period AND e.user_id = p.user_id
     JOIN users u ON u.id = p.user_id
     WHERE p.sport_id = $1 AND p.period = $2 AND p.tab = $3
     ORDER BY p.position LIMIT $4`,
    [sportId, period, tab, limit],
  );
  return rows.map(
    (row): RankingRowView => ({
      position: row.position,
      value: row.value,
      name: row.name,
      avatar: avatarOf(row),
      tipster: tipsterOf(row, period),
    }),
  );
});
