import { Effect, Schema } from "effect";
import { DAY_MS, periodStart, type StatisticsPeriod } from "../../../domain/tips/stats/periods";
import { queryRows } from "../../accounts/stores/columns";
import {
  combineRankingTallies,
  emptyRankingTally,
  type RankingTally,
  SETTLED_TIP_SELECT,
  SettledTipRow,
  sumOfTallyColumns,
  TallyRow,
  tallyOfRow,
  tallyOfSettlement,
} from "./rankingTally";

const UserTallyRow = Schema.Struct({ user_id: Schema.String, ...TallyRow.fields });

/**
 * A rolling window starts inside a day: the days after it come from the daily tallies, and its first,
 * partial day from the tips settled in it since the start (at most one day of one sport's tips).
 */
const windowOf = (period: StatisticsPeriod, now: number) => {
  const start = periodStart(period, now);
  if (start === null) return null;
  const firstDay = Math.floor(start / DAY_MS);
  return { start, firstDay, firstDayEnd: (firstDay + 1) * DAY_MS };
};

const edgeTips = (sportId: string, start: number, end: number, userId: string | null) =>
  queryRows(
    SettledTipRow,
    `${SETTLED_TIP_SELECT}
     WHERE t.sport_id = $1 AND t.status <> 'active' AND t.settled_at >= $2 AND t.settled_at < $3
       ${userId === null ? "" : "AND t.creator_id = $4"}
     ORDER BY t.settled_at, t.id`,
    userId === null ? [sportId, start, end] : [sportId, start, end, userId],
  );

const addEdge = (
  tallies: Map<string, RankingTally>,
  tips: ReadonlyArray<typeof SettledTipRow.Type>,
): Map<string, RankingTally> => {
  for (const tip of tips) {
    const tally = tallyOfSettlement(
      {
        tipId: tip.id,
        creatorId: tip.creator_id,
        sportId: tip.sport_id,
        odds: tip.odds,
        result: tip.result,
        settledAt: tip.settled_at,
        closingOdds: tip.closing_odds,
      },
      { count: tip.purchase_count, cost: tip.purchase_cost },
    );
    tallies.set(
      tip.creator_id,
      combineRankingTallies(tallies.get(tip.creator_id) ?? emptyRankingTally, tally),
    );
  }
  return tallies;
};

/**
 * Every user's tally in one sport and period, from the tallies (no scan of the sport's tips beyond the
 * window's first partial day). Users with nothing settled in the period are absent.
 */
export const sportTallies = Effect.fn("ranking.sportTallies")(function* (
  sportId: string,
  period: StatisticsPeriod,
  now: number,
) {
  const window = windowOf(period, now);
  const rows =
    window === null
      ? yield* queryRows(
          UserTallyRow,
          `SELECT user_id, ${sumOfTallyColumns()} FROM tip_tallies_total WHERE sport_id = $1 GROUP BY user_id`,
          [sportId],
        )
      : yield* queryRows(
          UserTallyRow,
          `SELECT user_id, ${sumOfTallyColumns()} FROM tip_tallies_daily
           WHERE sport_id = $1 AND day > $2 GROUP BY user_id`,
          [sportId, window.firstDay],
        );
  const tallies = new Map(rows.map((row) => [row.user_id, tallyOfRow(row)]));
  return window === null
    ? tallies
    : addEdge(tallies, yield* edgeTips(sportId, window.start, window.firstDayEnd, null));
});

/** One user's tally in one sport and period (the statistics tab). */
export const userTally = Effect.fn("ranking.userTally")(function* (
  userId: string,
  sportId: string,
  period: StatisticsPeriod,
  now: number,
) {
  const window = windowOf(period, now);
  const rows =
    window === null
      ? yield* queryRows(
          UserTallyRow,
          `SELECT user_id, ${sumOfTallyColumns()} FROM tip_tallies_total
           WHERE user_id = $1 AND sport_id = $2 GROUP BY user_id`,
          [userId, sportId],
        )
      : yield* queryRows(
          UserTallyRow,
          `SELECT user_id, ${sumOfTallyColumns()} FROM tip_tallies_daily
           WHERE user_id = $1 AND sport_id = $2 AND day > $3 GROUP BY user_id`,
          [userId, sportId, window.firstDay],
        );
  const tallies = new Map(rows.map((row) => [row.user_id, tallyOfRow(row)]));
  if (window !== null) addEdge(tallies, yield* edgeTips(sportId, window.start, window.firstDayEnd, userId));
  return tallies.get(userId) ?? emptyRankingTally;
});

/** Each user's all-time winning streak in a sport. */
export const sportStreaks = Effect.fn("ranking.sportStreaks")(function* (sportId: string) {
  const rows = yield* queryRows(
    Schema.Struct({ user_id: Schema.String, streak: Schema.Number }),
    "SELECT user_id, streak FROM tip_tallies_total WHERE sport_id = $1",
    [sportId],
  );
  return new Map(rows.map((row) => [row.user_id, row.streak]));
});

export const userStreak = Effect.fn("ranking.userStreak")(function* (userId: string, sportId: string) {
  const rows = yield* queryRows(
    Schema.Struct({ streak: Schema.Number }),
    "SELECT streak FROM tip_tallies_total WHERE user_id = $1 AND sport_id = $2",
    [userId, sportId],
  );
  return rows[0]?.streak ?? 0;
});
