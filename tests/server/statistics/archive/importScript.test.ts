import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "../../../../server/db/pgliteDriver";

/**
 * `npm run import:football-json` as a process against a PGlite folder of its own, as an operator runs it
 * before `npm start`: one JSON line per season with the table its results give, the same again on a second
 * run with nothing changed in the database, and a bad file refused in one line with nothing loaded.
 */
const FIXTURES = "tests/fixtures/football.json";
const work = mkdtempSync(join(tmpdir(), "football-json-"));
const dataDir = join(work, "data");
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

const run = (...args: string[]): Promise<Run> =>
  new Promise((resolve) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, SIM_SEED: "funsclub" };
    delete env.DATABASE_URL;
    execFile(
      process.execPath,
      ["--import", "tsx", "scripts/import-football-json.ts", ...args],
      { env, timeout: 90_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr }),
    );
  });

interface SeasonLine {
  readonly name: string;
  readonly table: ReadonlyArray<{
    readonly position: number;
    readonly team: string;
    readonly points: number;
    readonly goalDifference: number;
    readonly goalsFor: number;
  }>;
}

const lines = (stdout: string): SeasonLine[] =>
  stdout
    .trim()
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as SeasonLine);

/** What the database holds, read with the script stopped (PGlite is one process's). */
const stored = async () => {
  const db = await openPglite(dataDir);
  try {
    const rows = async (sql: string) =>
      (await db.query<Record<string, unknown>>(sql)).map((row) => Object.values(row));
    return {
      seasons: await rows("SELECT id, content_sha256, imported_at::text FROM archive_seasons ORDER BY id"),
      teams: await rows("SELECT id, name FROM archive_teams ORDER BY id"),
      matches: await rows("SELECT id, home_goals, away_goals FROM archive_matches ORDER BY id"),
    };
  } finally {
    await db.close();
  }
};

describe("npm run import:football-json", () => {
  let first: Run;
  let before: Awaited<ReturnType<typeof stored>>;

  it("prints one JSON line per season with its real final table", async () => {
    first = await run("--json", `${FIXTURES}/2013-14/en.1.json`, `${FIXTURES}/2017-18/it.1.json`);
    expect(first.code, first.stderr).toBe(0);
    const [england, italy] = lines(first.stdout);
    expect(england!.name).toBe("English Premier League 2013/14");
    expect(england!.table).toHaveLength(20);
    expect(england!.table.slice(0, 2)).toEqual([
      { position: 1, team: "Manchester City", points: 86, goalDifference: 65, goalsFor: 102 },
      { position: 2, team: "Liverpool FC", points: 84, goalDifference: 51, goalsFor: 101 },
    ]);
    expect(Object.keys(england!)).toEqual(["name", "table"]);
    expect(italy!.name).toBe("Italian Serie A 2017/18");
    expect(italy!.table.slice(3, 5).map(({ position, team, points }) => [position, team, points])).toEqual([
      [4, "Inter", 72],
      [5, "Lazio Roma", 72],
    ]);
    expect(first.stderr).toMatch(
      /2013-14\/en\.1\.json: English Premier League 2013\/14 as Premier Division 2013\/2014 .*: loaded/,
    );
    before = await stored();
    expect([before.seasons.length, before.teams.length, before.matches.length]).toEqual([2, 40, 760]);
  }, 120_000);

  it("changes nothing the second time, and prints the same", async () => {
    const second = await run("--json", `${FIXTURES}/2013-14/en.1.json`, `${FIXTURES}/2017-18/it.1.json`);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toBe(first.stdout);
    expect(second.stderr).toMatch(/already loaded/);
    expect(await stored()).toEqual(before);
  }, 120_000);

  it("refuses a bad file in one line naming it and its first bad match, and loads nothing", async () => {
    const bad = join(work, "bad", "2014-15");
    mkdirSync(bad, { recursive: true });
    const season = JSON.parse(readFileSync(`${FIXTURES}/2014-15/en.1.json`, "utf8")) as {
      matches: Array<{ score: unknown }>;
    };
    season.matches[41]!.score = { ft: [1, "x"] };
    writeFileSync(join(bad, "en.1.json"), JSON.stringify(season));
    const refused = await run("--json", `${FIXTURES}/2014-15/de.1.json`, join(bad, "en.1.json"));
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe("");
    const message = refused.stderr.trim();
    expect(message.split("\n")).toHaveLength(1);
    expect(message).toContain(`Nothing was loaded: ${join(bad, "en.1.json")}: match 42 (Matchday 5, `);
    expect(await stored()).toEqual(before);
  }, 120_000);

  it("takes a folder (every xx.1.json under it) and tells a person what it loaded", async () => {
    const loaded = await run(`${FIXTURES}/2016-17`);
    expect(loaded.code, loaded.stderr).toBe(0);
    const summary = loaded.stdout.trim().split("\n");
    expect(summary).toHaveLength(6);
    expect(summary[1]).toMatch(
      /2016-17\/en\.1\.json: English Premier League 2016\/17 as Premier Division 2016\/2017 \(fs\w{8}\), 380 matches, 20 teams; first Chelsea FC 93: loaded/,
    );
    expect(summary[5]).toMatch(/^5 season\(s\) into PGlite at /);
  }, 120_000);

  it("will not open a PGlite folder another process holds", async () => {
    writeFileSync(join(dataDir, "postmaster.pid"), "-42\n");
    const refused = await run(`${FIXTURES}/2016-17/en.1.json`);
    rmSync(join(dataDir, "postmaster.pid"));
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/looks open \(postmaster\.pid\): stop the server first/);
  }, 60_000);
});
