import { Effect, Schema } from "effect";
import { effectivePeriod, type RankingTab, STATISTICS_PERIODS } from "../../../domain/tips/stats/periods";
import { rankTop } from "../../../domain/tips/stats/ranking";
import { execute, Millis, queryRows } from "../../accounts/stores/columns";
import { Database } from "../../db/Database";
import { sportStreaks, sportTallies } from "./periodTallies";
import { rankedTipster } from "./rankedTipster";
import { SqlNumber } from "./rankingTally";

/** The tabs whose places are materialised; FOLLOWING depends on the viewer and is ranked per request. */
export const MATERIALISED_TABS: ReadonlyArray<Exclude<RankingTab, "FOLLOWING">> = [
  "ALL",
  "TOP_PROFIT",
  "TOP_WIN_RATE",
  "TOP_STREAK",
];

const ENTRY_COLUMNS = `sport_id text, period text, user_id text, sample_size integer, settled_count integer,
  qualified boolean, win_rate double precision, win_rate_lower_bound double precision, profit double precision,
  streak integer, luck double precision, average_odds double precision, closing_line_value double precision,
  clv_count integer, purchase_count integer, paid_fun bigint, refunded_fun bigint,
  buyers_unit_profit double precision`;
const ENTRY_NAMES = ENTRY_COLUMNS.split(",").map((column) => column.trim().split(" ")[0]);

const POSITION_COLUMNS =
  "sport_id text, period text, tab text, position integer, user_id text, value double precision";
const POSITION_NAMES = POSITION_COLUMNS.split(",").map((column) => column.trim().split(" ")[0]);

/** Rows go in as one JSON parameter per table: one statement, whatever the number of users. */
const insertJson = (
  table: string,
  columns: string,
  names: ReadonlyArray<string | undefined>,
  rows: unknown[],
) =>
  rows.length === 0
    ? Effect.void
    : Effect.flatMap(Database, (db) =>
        db.query(
          `INSERT INTO ${table} (${names.join(", ")})
           SELECT ${names.join(", ")} FROM json_to_recordset($1::json) AS x(${columns})`,
          [JSON.stringify(rows)],
        ),
      );

/**
 * Rebuilds one sport's materialised ranking from the tallies at `now`: every user's entry per period and
 * the top places per tab. The tallies are read before the transaction: PGlite runs one transaction at a
 * time with every other query waiting, so only the rewrite holds it (readers see the old ranking or the
 * new one). Rewrites of a sport queue on an advisory lock, so two processes never interleave theirs.
 * Answers how many entries it wrote.
 */
export const refreshSportRanking = Effect.fn("ranking.refreshSport")(function* (
  sportId: string,
  now: number,
) {
  const db = yield* Database;
  // Read before the tallies: a settlement recorded meanwhile leaves the sport due again, never skipped.
  const [counter] = yield* queryRows(
    Schema.Struct({ settlements: SqlNumber }),
    "SELECT settlements FROM tip_ranking_refreshes WHERE sport_id = $1",
    [sportId],
  );
  const streaks = yield* sportStreaks(sportId);
  const entries: unknown[] = [];
  const positions: unknown[] = [];
  for (const period of STATISTICS_PERIODS) {
    const tallies = yield* sportTallies(sportId, period, now);
    const tipsters = [...tallies].map(([userId, tally]) =>
      rankedTipster(userId, period, tally, streaks.get(userId) ?? 0),
    );
    for (const tipster of tipsters)
      entries.push({
        sport_id: sportId,
        period,
        user_id: tipster.userId,
        sample_size: tipster.sampleSize,
        settled_count: tipster.settledCount,
        qualified: tipster.qualified,
        win_rate: tipster.winRate,
        win_rate_lower_bound: tipster.winRateLowerBound,
        profit: tipster.profit,
        streak: tipster.streak,
        luck: tipster.luck,
        average_odds: tipster.averageOdds,
        closing_line_value: tipster.closingLineValue,
        clv_count: tipster.closingLineCount,
        purchase_count: tipster.purchaseCount,
        paid_fun: tipster.paidFun,
        refunded_fun: tipster.refundedFun,
        buyers_unit_profit: tipster.buyersUnitProfit,
      });
    for (const tab of MATERIALISED_TABS) {
      // TOP_STREAK has no period of its own: it is kept for ALL_TIME and read from there.
      if (effectivePeriod(tab, period) !== period) continue;
      for (const row of rankTop(tipsters, tab))
        positions.push({
          sport_id: sportId,
          period,
          tab,
          position: row.position,
          user_id: row.userId,
          value: row.value,
        });
    }
  }
  return yield* db.transaction(
    Effect.gen(function* () {
      yield* db.query("SELECT pg_advisory_xact_lock(hashtext($1))::text AS locked", [
        `tip_ranking:${sportId}`,
      ]);
      // No RETURNING on the bulk statements: tens of thousands of rows need not come back.
      yield* db.query("DELETE FROM tip_ranking_positions WHERE sport_id = $1", [sportId]);
      yield* db.query("DELETE FROM tip_ranking_entries WHERE sport_id = $1", [sportId]);
      yield* insertJson("tip_ranking_entries", ENTRY_COLUMNS, ENTRY_NAMES, entries);
      yield* insertJson("tip_ranking_positions", POSITION_COLUMNS, POSITION_NAMES, positions);
      yield* execute(
        `UPDATE tip_ranking_refreshes SET refreshed_settlements = $2, refreshed_at = $3
         WHERE sport_id = $1 RETURNING 1`,
        [sportId, counter?.settlements ?? 0, now],
      );
      return entries.length;
    }),
  );
});

const Due = Schema.Struct({
  sport_id: Schema.String,
  settlements: SqlNumber,
  refreshed_settlements: SqlNumber,
  refreshed_at: Schema.NullOr(Millis),
});

/**
 * Refreshes the sports whose ranking is due: settlements recorded since its last build, or built more
 * than `maxAgeMs` ago (rolling windows move with time alone), or built at a later time than `now` (a
 * clock set back). Answers the sports refreshed.
 */
export const refreshDueRankings = Effect.fn("ranking.refreshDue")(function* (now: number, maxAgeMs: number) {
  const sports = yield* queryRows(
    Due,
    "SELECT sport_id, settlements, refreshed_settlements, refreshed_at FROM tip_ranking_refreshes ORDER BY sport_id",
  );
  const refreshed: string[] = [];
  for (const sport of sports) {
    const due =
      sport.settlements > sport.refreshed_settlements ||
      sport.refreshed_at === null ||
      now - sport.refreshed_at >= maxAgeMs ||
      now < sport.refreshed_at;
    if (!due) continue;
    yield* refreshSportRanking(sport.sport_id, now);
    refreshed.push(sport.sport_id);
  }
  return refreshed;
});
