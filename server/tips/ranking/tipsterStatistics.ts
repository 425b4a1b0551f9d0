import { Effect, Schema } from "effect";
import { periodStart, type StatisticsPeriod } from "../../../domain/tips/stats/periods";
import { rankingEntry } from "../../../domain/tips/stats/ranking";
import { LAST_RESULTS_COUNT, type TipStatistics } from "../../../domain/tips/stats/tipStatistics";
import { averageOddsOf, settledCountOf, winRateOf } from "../../../domain/tips/stats/tipTally";
import { SettlementResult } from "../../../domain/tips/tip";
import { queryRows } from "../../accounts/stores/columns";
import { userStreak, userTally } from "./periodTallies";
import { type BuyersReturnSums, buyersReturnOfSums } from "./rankedTipster";
import { SqlNumber } from "./rankingTally";

/** The spec's statistics, and the honest ranking's figures for the same user, sport and period. */
export interface TipsterStatistics extends TipStatistics {
  readonly sampleSize: number;
  readonly winRateLowerBound: number;
  /** Null below the ranking's minimum of decided tips, as on the ranking. */
  readonly luck: number | null;
  readonly closingLineValue: number | null;
  readonly buyersReturn: BuyersReturnSums;
}

/**
 * One user's statistics in one sport and period, read from the tallies (a sum of days), the kept streak,
 * the newest results by index and the count of their open tips: no scan of the user's record.
 */
export const tipsterStatistics = Effect.fn("ranking.statistics")(function* (
  userId: string,
  sportId: string,
  period: StatisticsPeriod,
  now: number,
) {
  const tally = yield* userTally(userId, sportId, period, now);
  const streak = yield* userStreak(userId, sportId);
  const recent = yield* queryRows(
    Schema.Struct({ result: SettlementResult }),
    `SELECT result FROM tips
     WHERE creator_id = $1 AND sport_id = $2 AND status <> 'active' AND settled_at >= $3
     ORDER BY settled_at DESC, id DESC LIMIT $4`,
    [userId, sportId, periodStart(period, now) ?? Number.MIN_SAFE_INTEGER, LAST_RESULTS_COUNT],
  );
  const [active] = yield* queryRows(
    Schema.Struct({ count: SqlNumber }),
    "SELECT count(*) AS count FROM tips WHERE creator_id = $1 AND sport_id = $2 AND status = 'active'",
    [userId, sportId],
  );
  const entry = rankingEntry(userId, period, tally, streak);
  const statistics: TipsterStatistics = {
    winRate: winRateOf(tally),
    averageOdds: averageOddsOf(tally),
    profit: tally.profit,
    lastResults: recent.map((row) => row.result),
    streak,
    wonCount: tally.wonCount,
    lostCount: tally.lostCount,
    voidCount: tally.voidCount,
    totalClosedPredictionsCount: settledCountOf(tally),
    totalActivePredictionsCount: active?.count ?? 0,
    sampleSize: entry.sampleSize,
    winRateLowerBound: entry.winRateLowerBound,
    luck: entry.luck,
    closingLineValue: tally.clvCount > 0 ? tally.clvSum / tally.clvCount : null,
    buyersReturn: buyersReturnOfSums(tally),
  };
  return statistics;
});
