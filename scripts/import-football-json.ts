import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/openDatabase";
import { generateWorld } from "../server/provider/simulator/world/generateWorld";
import {
  type ImportedSeason,
  planFootballJsonFiles,
  storeSeasonPlans,
} from "../server/statistics/archive/archiveStore";
import type { FootballJsonFile } from "../server/statistics/archive/footballJsonSeason";

/**
 * `npm run import:football-json -- [--json] [--force] PATH...`: loads openfootball's football.json season
 * files (a folder: every en/de/es/it/fr.1.json under it) into the database `npm start` uses (DATA_DIR or
 * DATABASE_URL), as archive seasons of the top flights of the world SIM_SEED makes. All or nothing: a bad
 * file loads none, and its first bad match is named. With --json, one line per season on stdout:
 * `{"name", "table": [{"position", "team", "points", "goalDifference", "goalsFor"}...]}`; the summary goes
 * to stderr then, to stdout otherwise. Exits 0 when loaded, 1 on a bad file, 2 when it could not run.
 */
const USAGE = "usage: npm run import:football-json -- [--json] [--force] PATH...";
const SEASON_FILE = /^(en|de|es|it|fr)\.1\.json$/;

const args = process.argv.slice(2);
const json = args.includes("--json");
const force = args.includes("--force");
const paths = args.filter((arg) => arg !== "--json" && arg !== "--force");
const unknown = paths.find((path) => path.startsWith("--"));
if (unknown || paths.length === 0) {
  console.error(`${unknown ? `unexpected option ${unknown}\n` : ""}${USAGE}`);
  process.exit(2);
}

/** The season files under a folder, in path order (so seasons load oldest first). */
const seasonFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return seasonFiles(path);
      return entry.isFile() && SEASON_FILE.test(entry.name) ? [path] : [];
    });

const files: FootballJsonFile[] = [];
for (const path of paths) {
  if (!existsSync(path)) {
    console.error(`${path}: no such file or folder`);
    process.exit(2);
  }
  const found = statSync(path).isDirectory() ? seasonFiles(path) : [path];
  if (found.length === 0) console.error(`${path}: no en, de, es, it or fr .1.json under it`);
  for (const file of found) files.push({ fileName: file, text: readFileSync(file, "utf8") });
}
if (files.length === 0) process.exit(2);

const started = performance.now();
const config = loadConfig();
// The files are checked before the database is opened: a bad one touches nothing.
const planned = planFootballJsonFiles(generateWorld(config.simSeed), files);
if (!planned.ok) {
  // A schema issue may span lines; the error stays one line.
  console.error(`Nothing was loaded: ${planned.error.replace(/\s*\n\s*/g, " ")}`);
  process.exit(1);
}
// NOTE: PGlite does not refuse a second process on its folder, and two would corrupt it. It keeps a
// postmaster.pid there while open (no real pid to check), so its presence is taken as "in use", as
// `npm run verify-tips` does.
if (!config.databaseUrl && !force && existsSync(join(config.dataDir, "postmaster.pid"))) {
  console.error(
    `PGlite at ${config.dataDir} looks open (postmaster.pid): stop the server first, or pass --force if it stopped uncleanly.`,
  );
  process.exit(2);
}
const driver = await openDatabase(config);
const stored = await storeSeasonPlans(driver, planned.plans).then(
  (seasons) => ({ seasons }),
  (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }),
);
// Closed before any exit: a PGlite left open keeps its postmaster.pid.
await driver.close();
if ("error" in stored) {
  console.error(`The import failed, nothing was loaded: ${stored.error}`);
  process.exit(2);
}
const { seasons } = stored;

const OUTCOME: Record<ImportedSeason["outcome"], string> = {
  imported: "loaded",
  replaced: "replaced (the file changed)",
  unchanged: "already loaded",
};
const summary = (season: ImportedSeason): string => {
  const top = season.table[0];
  const leader = top ? `; first ${top.team} ${top.points}` : "";
  return (
    `${season.fileName}: ${season.name} as ${season.tournamentName} ${season.year} (${season.seasonId}), ` +
    `${season.matches} matches, ${season.teams} teams${leader}: ${OUTCOME[season.outcome]}`
  );
};
const where = config.databaseUrl ? "DATABASE_URL" : `PGlite at ${config.dataDir}`;
const say = json ? console.error : console.log;
for (const season of seasons) {
  say(summary(season));
  if (json) {
    const table = season.table.map(({ position, team, points, goalDifference, goalsFor }) => ({
      position,
      team,
      points,
      goalDifference,
      goalsFor,
    }));
    process.stdout.write(`${JSON.stringify({ name: season.name, table })}\n`);
  }
}
say(
  `${seasons.length} season(s) into ${where} (world seed "${config.simSeed}") in ` +
    `${Math.round(performance.now() - started)} ms.`,
);
