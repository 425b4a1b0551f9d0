import type { StandingRow } from "../../../domain/standings/standings";
import type { TieBreakRule, TieBreakRules } from "../../../domain/standings/tieBreakRules";
import type { SqlDriver, SqlExecutor } from "../../db/SqlDriver";
import type { StatMatch, StatSeason, StatTeamRef } from "../../provider/StatisticsProvider";
import type { World } from "../../provider/simulator/world/model";
import {
  type ArchiveMatchStatus,
  type FootballJsonFile,
  planFootballJsonSeason,
  type SeasonPlan,
} from "./footballJsonSeason";

/**
 * Real past seasons (openfootball's football.json) kept in the database (migration 14) as archive seasons
 * of the world's top flights: the import writes them, the statistics side reads them as StatSeason and
 * StatMatch beside the simulator's own seasons.
 */

// --- Writing ---------------------------------------------------------------------------------------------

export interface ImportedSeason {
  readonly seasonId: string;
  readonly tournamentId: string;
  readonly tournamentName: string;
  readonly fileName: string;
  /** The file's `name`. */
  readonly name: string;
  readonly year: string;
  readonly startYear: number;
  readonly teams: number;
  readonly matches: number;
  /** `unchanged`: the same file was loaded before, and nothing was written. */
  readonly outcome: "imported" | "replaced" | "unchanged";
  /** The final table the file's results give, team names as in the file. */
  readonly table: ReadonlyArray<StandingRow>;
}

export type ImportResult =
  | { readonly ok: true; readonly seasons: ReadonlyArray<ImportedSeason> }
  | { readonly ok: false; readonly error: string };

/** Rows per INSERT: 500 matches of 15 columns stay far under PostgreSQL's 65 535 parameters. */
const CHUNK = 500;

const insertRows = async (
  db: SqlExecutor,
  head: string,
  rows: ReadonlyArray<ReadonlyArray<unknown>>,
  tail = "",
): Promise<void> => {
  for (let at = 0; at < rows.length; at += CHUNK) {
    const chunk = rows.slice(at, at + CHUNK);
    const params: unknown[] = [];
    const values = chunk.map((row) => {
      const marks = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${marks.join(", ")})`;
    });
    await db.query(`${head} VALUES ${values.join(", ")} ${tail}`, params);
  }
};

/** Writes one planned season: nothing when its file is the one already stored, else the whole season. */
const writeSeason = async (
  tx: SqlExecutor,
  plan: SeasonPlan,
  importedAt: number,
): Promise<ImportedSeason["outcome"]> => {
  const [stored] = await tx.query<{ content_sha256: string }>(
    "SELECT content_sha256 FROM archive_seasons WHERE id = $1",
    [plan.seasonId],
  );
  if (stored?.content_sha256 === plan.sha256) return "unchanged";
  const season = [
    plan.tournament.id,
    plan.tournament.sportId,
    plan.league,
    plan.name,
    plan.year,
    plan.startYear,
    [...plan.rules],
    plan.fileName,
    plan.sha256,
    importedAt,
  ];
  if (stored) {
    await tx.query("DELETE FROM archive_matches WHERE season_id = $1", [plan.seasonId]);
    await tx.query("DELETE FROM archive_season_teams WHERE season_id = $1", [plan.seasonId]);
    await tx.query(
      `UPDATE archive_seasons SET tournament_id = $2, sport_id = $3, league = $4, name = $5, year = $6,
         start_year = $7, tie_break_rules = $8, source_file = $9, content_sha256 = $10, imported_at = $11
       WHERE id = $1`,
      [plan.seasonId, ...season],
    );
  } else {
    await tx.query(
      `INSERT INTO archive_seasons (id, tournament_id, sport_id, league, name, year, start_year, tie_break_rules,
         source_file, content_sha256, imported_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [plan.seasonId, ...season],
    );
  }
  await insertRows(
    tx,
    "INSERT INTO archive_teams (id, key, name)",
    plan.teams.map((team) => [team.id, team.key, team.name]),
    "ON CONFLICT (id) DO NOTHING",
  );
  // NOTE: a team id is 8 base36 characters of its name's hash: two names on one id would merge two clubs.
  const keys = await tx.query<{ id: string; key: string }>(
    "SELECT id, key FROM archive_teams WHERE id = ANY($1::text[])",
    [plan.teams.map((team) => team.id)],
  );
  const keyOf = new Map(keys.map((row) => [row.id, row.key]));
  for (const team of plan.teams) {
    if (keyOf.get(team.id) !== team.key) {
      throw new Error(
        `${plan.fileName}: team id ${team.id} of "${team.name}" is taken by "${keyOf.get(team.id)}"`,
      );
    }
  }
  await insertRows(
    tx,
    "INSERT INTO archive_season_teams (season_id, team_id, name)",
    plan.teams.map((team) => [plan.seasonId, team.id, team.name]),
  );
  await insertRows(
    tx,
    `INSERT INTO archive_matches (id, season_id, seq, round, round_name, start_time, time_known, home_team_id,
       away_team_id, status, home_goals, away_goals, home_goals_half_time, away_goals_half_time)`,
    plan.matches.map((match) => [
      match.id,
      plan.seasonId,
      match.seq,
      match.round,
      match.roundName,
      match.startTime,
      match.timeKnown,
      match.homeTeamId,
      match.awayTeamId,
      match.status,
      match.goals?.[0] ?? null,
      match.goals?.[1] ?? null,
      match.halfTime?.[0] ?? null,
      match.halfTime?.[1] ?? null,
    ]),
  );
  return stored ? "replaced" : "imported";
};

export type SeasonPlans =
  | { readonly ok: true; readonly plans: ReadonlyArray<SeasonPlan> }
  | { readonly ok: false; readonly error: string };

/**
 * Checks every file before anything is written: the first bad one (its first bad match named) fails them
 * all. A file given twice counts once; two different files for one season are refused.
 */
export const planFootballJsonFiles = (world: World, files: ReadonlyArray<FootballJsonFile>): SeasonPlans => {
  const plans: SeasonPlan[] = [];
  const bySeason = new Map<string, SeasonPlan>();
  for (const file of files) {
    const planned = planFootballJsonSeason(world, file);
    if (!planned.ok) return { ok: false, error: planned.error };
    const plan = planned.plan;
    const other = bySeason.get(plan.seasonId);
    if (other && other.sha256 === plan.sha256) continue;
    if (other) {
      return {
        ok: false,
        error: `${plan.fileName}: ${plan.tournament.name} ${plan.year} is also ${other.fileName}, with other content: load one of them`,
      };
    }
    bySeason.set(plan.seasonId, plan);
    plans.push(plan);
  }
  return { ok: true, plans };
};

/**
 * Writes checked seasons in one transaction. A file stored before is left as it is; a changed file for a
 * season already stored (same tournament and years) replaces that season's teams and matches.
 */
export const storeSeasonPlans = async (
  driver: SqlDriver,
  plans: ReadonlyArray<SeasonPlan>,
  options: { readonly now?: () => number } = {},
): Promise<ReadonlyArray<ImportedSeason>> => {
  const importedAt = (options.now ?? Date.now)();
  const outcomes = await driver.transaction(async (tx) => {
    const done: ImportedSeason["outcome"][] = [];
    for (const plan of plans) done.push(await writeSeason(tx, plan, importedAt));
    return done;
  });
  return plans.map((plan, index) => ({
    seasonId: plan.seasonId,
    tournamentId: plan.tournament.id,
    tournamentName: plan.tournament.name,
    fileName: plan.fileName,
    name: plan.name,
    year: plan.year,
    startYear: plan.startYear,
    teams: plan.teams.length,
    matches: plan.matches.length,
    outcome: outcomes[index]!,
    table: plan.table,
  }));
};

/**
 * Loads football.json season files as archive seasons of the world's top flights, all or nothing: one bad
 * file loads none of them. Seasons come back in the order of their files, each once.
 */
export const importFootballJsonFiles = async (
  driver: SqlDriver,
  world: World,
  files: ReadonlyArray<FootballJsonFile>,
  options: { readonly now?: () => number } = {},
): Promise<ImportResult> => {
  const planned = planFootballJsonFiles(world, files);
  if (!planned.ok) return planned;
  return { ok: true, seasons: await storeSeasonPlans(driver, planned.plans, options) };
};

// --- Reading ---------------------------------------------------------------------------------------------

/** An archive season: a StatSeason with what only an imported one has. */
export interface ArchiveSeason extends StatSeason {
  readonly source: "football.json";
  /** The file's `name` ("English Premier League 2013/14"). */
  readonly name: string;
  /** The rules of that season (France's changed in 2017 and 2025), which may not be the tournament's now. */
  readonly tieBreakingRules: TieBreakRules;
  readonly sourceFile: string;
}

interface SeasonRow {
  id: string;
  tournament_id: string;
  name: string;
  year: string;
  start_year: number;
  tie_break_rules: string[];
  source_file: string;
  rounds: number[] | null;
}

const SEASON_SELECT = `SELECT s.id, s.tournament_id, s.name, s.year, s.start_year, s.tie_break_rules, s.source_file,
    (SELECT array_agg(DISTINCT m.round ORDER BY m.round) FROM archive_matches m WHERE m.season_id = s.id) AS rounds
  FROM archive_seasons s`;

const seasonOf = (row: SeasonRow): ArchiveSeason => ({
  id: row.id,
  tournamentId: row.tournament_id,
  year: row.year,
  startYear: Number(row.start_year),
  source: "football.json",
  groups: [],
  rounds: (row.rounds ?? []).map((round) => ({ number: Number(round), type: "REGULAR", stage: "UNKNOWN" })),
  name: row.name,
  tieBreakingRules: row.tie_break_rules as TieBreakRule[],
  sourceFile: row.source_file,
});

interface MatchRow {
  id: string;
  sport_id: string;
  tournament_id: string;
  season_id: string;
  round: number;
  start_time: number | string;
  status: ArchiveMatchStatus;
  home_team_id: string;
  home_name: string;
  away_team_id: string;
  away_name: string;
  home_goals: number | null;
  away_goals: number | null;
}

const MATCH_SELECT = `SELECT m.id, s.sport_id, s.tournament_id, m.season_id, m.round, m.start_time, m.status,
    m.home_team_id, h.name AS home_name, m.away_team_id, a.name AS away_name, m.home_goals, m.away_goals
  FROM archive_matches m
  JOIN archive_seasons s ON s.id = m.season_id
  JOIN archive_season_teams h ON h.season_id = m.season_id AND h.team_id = m.home_team_id
  JOIN archive_season_teams a ON a.season_id = m.season_id AND a.team_id = m.away_team_id`;

const MATCH_ORDER = "ORDER BY m.round, m.start_time, m.seq";

const teamRef = (id: string, name: string): StatTeamRef => ({ id, name, shortName: name });

const matchOf = (row: MatchRow): StatMatch => {
  const score =
    row.status === "finished" && row.home_goals !== null && row.away_goals !== null
      ? { home: Number(row.home_goals), away: Number(row.away_goals) }
      : null;
  return {
    id: row.id,
    sportId: row.sport_id,
    tournamentId: row.tournament_id,
    seasonId: row.season_id,
    round: Number(row.round),
    roundType: "REGULAR",
    stage: "UNKNOWN",
    startTime: Number(row.start_time),
    status: row.status,
    home: teamRef(row.home_team_id, row.home_name),
    away: teamRef(row.away_team_id, row.away_name),
    score,
    winner: score === null || score.home === score.away ? null : score.home > score.away ? "home" : "away",
  };
};

/** A tournament's archive seasons, newest first. */
export const archiveSeasons = async (db: SqlExecutor, tournamentId: string): Promise<ArchiveSeason[]> =>
  (
    await db.query<SeasonRow>(`${SEASON_SELECT} WHERE s.tournament_id = $1 ORDER BY s.start_year DESC`, [
      tournamentId,
    ])
  ).map(seasonOf);

export const archiveSeason = async (
  db: SqlExecutor,
  seasonId: string,
): Promise<ArchiveSeason | undefined> => {
  const [row] = await db.query<SeasonRow>(`${SEASON_SELECT} WHERE s.id = $1`, [seasonId]);
  return row && seasonOf(row);
};

/** Every match of an archive season in round order, then start time, then the file's order. */
export const archiveSeasonMatches = async (db: SqlExecutor, seasonId: string): Promise<StatMatch[]> =>
  (await db.query<MatchRow>(`${MATCH_SELECT} WHERE m.season_id = $1 ${MATCH_ORDER}`, [seasonId])).map(
    matchOf,
  );

export const archiveMatch = async (db: SqlExecutor, matchId: string): Promise<StatMatch | undefined> => {
  const [row] = await db.query<MatchRow>(`${MATCH_SELECT} WHERE m.id = $1`, [matchId]);
  return row && matchOf(row);
};

/** A real team as first named (a season's own spelling is on its matches). */
export const archiveTeam = async (db: SqlExecutor, teamId: string): Promise<StatTeamRef | undefined> => {
  const [row] = await db.query<{ id: string; name: string }>(
    "SELECT id, name FROM archive_teams WHERE id = $1",
    [teamId],
  );
  return row && teamRef(row.id, row.name);
};

/**
 * The whole archive in memory, for the statistics provider's synchronous reads: a few hundred KB for a
 * hundred seasons. Read once at start; an import shows after a restart.
 */
export interface ArchiveIndex {
  readonly seasons: (tournamentId: string) => ReadonlyArray<ArchiveSeason>;
  readonly season: (seasonId: string) => ArchiveSeason | undefined;
  readonly seasonMatches: (seasonId: string) => ReadonlyArray<StatMatch>;
  readonly match: (matchId: string) => StatMatch | undefined;
  readonly team: (teamId: string) => StatTeamRef | undefined;
}

export const loadArchive = async (db: SqlExecutor): Promise<ArchiveIndex> => {
  const seasons = (await db.query<SeasonRow>(`${SEASON_SELECT} ORDER BY s.start_year DESC, s.id`)).map(
    seasonOf,
  );
  const matches = (await db.query<MatchRow>(`${MATCH_SELECT} ${MATCH_ORDER}`)).map(matchOf);
  const teams = await db.query<{ id: string; name: string }>("SELECT id, name FROM archive_teams");
  const byTournament = new Map<string, ArchiveSeason[]>();
  for (const season of seasons) {
    const list = byTournament.get(season.tournamentId) ?? [];
    list.push(season);
    byTournament.set(season.tournamentId, list);
  }
  const bySeason = new Map<string, StatMatch[]>();
  for (const match of matches) {
    const list = bySeason.get(match.seasonId) ?? [];
    list.push(match);
    bySeason.set(match.seasonId, list);
  }
  const seasonById = new Map(seasons.map((season) => [season.id, season]));
  const matchById = new Map(matches.map((match) => [match.id, match]));
  const teamById = new Map(teams.map((row) => [row.id, teamRef(row.id, row.name)]));
  return {
    seasons: (tournamentId) => byTournament.get(tournamentId) ?? [],
    season: (seasonId) => seasonById.get(seasonId),
    seasonMatches: (seasonId) => bySeason.get(seasonId) ?? [],
    match: (matchId) => matchById.get(matchId),
    team: (teamId) => teamById.get(teamId),
  };
};
