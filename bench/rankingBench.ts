import { type Effect, ManagedRuntime } from "effect";
import { DAY_MS, type RankingTab, STATISTICS_PERIODS } from "../domain/tips/stats/periods";
import { Database } from "../server/db/Database";
import { loadMigrations, migrate } from "../server/db/migrate";
import { openPglite } from "../server/db/pgliteDriver";
import { openPostgres } from "../server/db/postgresDriver";
import type { SqlDriver } from "../server/db/SqlDriver";
import { tipsterRanking } from "../server/tips/ranking/rankingQueries";
import { refreshSportRanking } from "../server/tips/ranking/refreshRankings";
import { tipsterStatistics } from "../server/tips/ranking/tipsterStatistics";
import { type Figure, fmt, percentile } from "./measure";

const TIPS = Number(process.env.BENCH_RANKING_TIPS ?? 1_000_000);
const TIPSTERS = 10_000;
const SPORT = "bench-soccer";
const QUERIES = 2_000;
const FOLLOWED = 200;

/**
 * The ranking's top-100 query with a million settled tips in the database (PGlite, or PostgreSQL with
 * DATABASE_URL): tips are made by one INSERT … SELECT generate_series over a year and 10,000 tipsters
 * before migration 9, whose backfill then builds the tallies, and one refresh the materialised ranking.
 * The query's p99 over every materialised tab and period stands beside a bare indexed SELECT of 100 tips.
 */
export const rankingBench = async (): Promise<Figure[]> => {
  const url = process.env.DATABASE_URL;
  const schema = `bench_ranking_${process.pid}`;
  const admin = url ? await openPostgres(url) : undefined;
  await admin?.exec(`CREATE SCHEMA ${schema}`);
  const driver: SqlDriver = url
    ? await openPostgres(url, { searchPath: schema })
    : await openPglite("memory://");
  const migrations = loadMigrations();
  const ranking = migrations.findIndex((migration) => migration.name === "tip_ranking");
  await migrate(driver, migrations.slice(0, ranking));

  const now = Date.UTC(2026, 10, 24, 12);
  const fillStart = performance.now();
  await driver.query(
    `INSERT INTO users (id, name, email, password_hash, created_at, updated_at)
     SELECT 'u' || g, 'Tipster ' || g, 'u' || g || '@bench.invalid', 'x', 0, 0 FROM generate_series(1, $1) g`,
    [TIPSTERS],
  );
  // Deterministic spreads from the row number: odds 1.2-6.0, results about 45 % won, 40 % lost, 7 % void
  // and the rest half results, settled over the last 365 days, closing prices on half the tips.
  await driver.query(
    `INSERT INTO tips (id, creator_id, event_id, sport_id, event_start, scope_key, market_name, market_type,
       outcome_code, odds, title, comment, cost, created_at, status, result, settled_at, closing_odds)
     SELECT 't' || g, 'u' || (1 + g % $2), 'e' || g, $3, s.settled - 7200000, 'full_event--0', '1x2--nil',
       '1x2', 'P1', s.odds, 'Pick', '', 0, s.settled - 10800000,
       CASE WHEN s.r < 45 THEN 'won' WHEN s.r < 85 THEN 'lost' WHEN s.r < 92 THEN 'void'
            WHEN s.r < 96 THEN 'won' ELSE 'lost' END,
       CASE WHEN s.r < 45 THEN 'won' WHEN s.r < 85 THEN 'lost' WHEN s.r < 92 THEN 'void'
            WHEN s.r < 96 THEN 'half_won' ELSE 'half_lost' END,
       s.settled, CASE WHEN g % 2 = 0 THEN s.odds * 1.02 END
     FROM generate_series(1, $1) g
     CROSS JOIN LATERAL (SELECT
       1.2 + ((g::bigint * 7919) % 481) / 100.0 AS odds,
       (g::bigint * 2654435761) % 100 AS r,
       $4::bigint - ((g::bigint * 104729) % (365 * 86400)) * 1000 AS settled) s`,
    [TIPS, TIPSTERS, SPORT, now],
  );
  const fillSeconds = (performance.now() - fillStart) / 1000;
  process.stderr.write(`  ${fmt(TIPS)} tips made in ${fmt(fillSeconds, 1)} s\n`);

  const backfillStart = performance.now();
  await migrate(driver, migrations);
  const backfillSeconds = (performance.now() - backfillStart) / 1000;
  process.stderr.write(`  tallies backfilled in ${fmt(backfillSeconds, 1)} s\n`);

  const runtime = ManagedRuntime.make(Database.fromDriver(driver));
  const run = <A, E>(effect: Effect.Effect<A, E, Database>) => runtime.runPromise(effect);
  const refreshTimes: number[] = [];
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    await run(refreshSportRanking(SPORT, now + i * 60_000));
    refreshTimes.push(performance.now() - start);
  }
  const viewer = "u1";
  await driver.query(
    `INSERT INTO user_subscriptions (id, follower_id, leader_id, created_at)
     SELECT 's' || g, $1, 'u' || (g * 37 % $3 + 2), 0 FROM generate_series(1, $2) g ON CONFLICT DO NOTHING`,
    [viewer, FOLLOWED, TIPSTERS - 1],
  );

  const tabs: ReadonlyArray<RankingTab> = ["ALL", "TOP_PROFIT", "TOP_WIN_RATE", "TOP_STREAK"];
  const timed = async (body: (i: number) => Promise<unknown>) => {
    for (let i = 0; i < 50; i++) await body(i);
    const times: number[] = [];
    for (let i = 0; i < QUERIES; i++) {
      const start = performance.now();
      await body(i);
      times.push(performance.now() - start);
    }
    return times.sort((a, b) => a - b);
  };
  let shown = 0;
  const top = await timed(async (i) => {
    const rows = await run(
      tipsterRanking(SPORT, tabs[i % tabs.length]!, STATISTICS_PERIODS[i % 5]!, 100, undefined),
    );
    shown = Math.max(shown, rows.length);
  });
  const following = await timed((i) =>
    run(tipsterRanking(SPORT, "FOLLOWING", STATISTICS_PERIODS[i % 5]!, 100, viewer)),
  );
  const statistics = await timed((i) =>
    run(tipsterStatistics(`u${1 + (i % TIPSTERS)}`, SPORT, STATISTICS_PERIODS[i % 5]!, now)),
  );
  const bare = await timed((i) =>
    driver.query(
      `SELECT id, creator_id, odds, result, settled_at FROM tips
       WHERE created_at < $1 ORDER BY created_at DESC, id LIMIT 100`,
      [now - (i % 300) * DAY_MS],
    ),
  );
  const [counts] = await driver.query<{ tallies: string | number; entries: string | number }>(
    `SELECT (SELECT count(*) FROM tip_tallies_daily) AS tallies, (SELECT count(*) FROM tip_ranking_entries) AS entries`,
  );

  await runtime.dispose();
  await driver.close();
  await admin?.exec(`DROP SCHEMA ${schema} CASCADE`);
  await admin?.close();
  const engine = driver.kind === "postgres" ? "PostgreSQL" : "PGlite";
  const p = (times: ReadonlyArray<number>) =>
    `${fmt(percentile(times, 50), 2)} ms / ${fmt(percentile(times, 99), 2)} ms`;
  refreshTimes.sort((a, b) => a - b);
  return [
    {
      name: `ranking top-100 query, p50 / p99 (${fmt(TIPS)} settled tips of ${fmt(TIPSTERS)} tipsters, 4 tabs × 5 periods, ${shown} rows, ${engine})`,
      value: p(top),
      baselineName: "bare SELECT of 100 tips by an index (newest before a time), p50 / p99",
      baseline: p(bare),
    },
    {
      name: `ranking FOLLOWING for a viewer following ${FOLLOWED} tipsters, p50 / p99`,
      value: p(following),
      baselineName: "bare SELECT of 100 tips by an index (newest before a time), p50 / p99",
      baseline: p(bare),
    },
    {
      name: "tipster statistics for one user and period (tallies, streak, last 10, open count), p50 / p99",
      value: p(statistics),
      baselineName: "bare SELECT of 100 tips by an index (newest before a time), p50 / p99",
      baseline: p(bare),
    },
    {
      name: `ranking refresh of one sport from the tallies (${fmt(Number(counts?.tallies))} day tallies → ${fmt(Number(counts?.entries))} entries, 5 periods), median of 3`,
      value: `${fmt(refreshTimes[1]! / 1000, 2)} s`,
      baselineName: "—",
      baseline: "—",
    },
    {
      name: `migration 9's backfill of the tallies from ${fmt(TIPS)} settled tips`,
      value: `${fmt(backfillSeconds, 1)} s`,
      baselineName: `making the ${fmt(TIPS)} tips (one INSERT … SELECT generate_series)`,
      baseline: `${fmt(fillSeconds, 1)} s`,
    },
  ];
};
