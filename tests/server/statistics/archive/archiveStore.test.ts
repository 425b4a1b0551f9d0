import { readFileSync } from "node:fs";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { SqlDriver } from "../../../../server/db/SqlDriver";
import { generateWorld } from "../../../../server/provider/simulator/world/generateWorld";
import {
  archiveMatch,
  archiveSeason,
  archiveSeasonMatches,
  archiveSeasons,
  archiveTeam,
  importFootballJsonFiles,
  loadArchive,
} from "../../../../server/statistics/archive/archiveStore";
import {
  archiveTeamId,
  type FootballJsonFile,
  topFlightTournament,
} from "../../../../server/statistics/archive/footballJsonSeason";
import { closeDatabases, freshDatabase } from "../../../helpers/testDatabase";

/**
 * Real seasons (tests/fixtures/football.json) loaded as archive seasons of the world's top flights: the
 * real tables, loading twice changes nothing, a changed file replaces its season, a bad file loads nothing.
 */
const world = generateWorld("funsclub");
const premier = topFlightTournament(world, "en")!;
const serieA = topFlightTournament(world, "it")!;

const fixture = (path: string): FootballJsonFile => ({
  fileName: path,
  text: readFileSync(`tests/fixtures/football.json/${path}`, "utf8"),
});

/** The same season with one match's score changed. */
const edited = (
  path: string,
  index: number,
  edit: (match: Record<string, unknown>) => void,
): FootballJsonFile => {
  const file = fixture(path);
  const json = JSON.parse(file.text) as { matches: Record<string, unknown>[] };
  edit(json.matches[index]!);
  return { fileName: path, text: JSON.stringify(json) };
};

const counts = async (db: SqlDriver) => {
  const count = async (table: string) =>
    Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n);
  return {
    seasons: await count("archive_seasons"),
    teams: await count("archive_teams"),
    seasonTeams: await count("archive_season_teams"),
    matches: await count("archive_matches"),
  };
};

const ids = async (db: SqlDriver) =>
  (await db.query<{ id: string }>("SELECT id FROM archive_matches ORDER BY id")).map((row) => row.id);

const imported = async (db: SqlDriver, files: ReadonlyArray<FootballJsonFile>) => {
  const result = await importFootballJsonFiles(db, world, files, { now: () => 1_000 });
  if (!result.ok) throw new Error(result.error);
  return result.seasons;
};

let db: SqlDriver;
beforeEach(async () => {
  db = await freshDatabase();
}, 60_000);
afterAll(closeDatabases);

describe("importing football.json seasons", () => {
  it("attaches them to the country's men's top flight with the tables their results give", async () => {
    expect(premier.name).toBe("Premier Division");
    const [england, italy] = await imported(db, [fixture("2013-14/en.1.json"), fixture("2017-18/it.1.json")]);
    expect(england).toMatchObject({
      tournamentId: premier.id,
      name: "English Premier League 2013/14",
      year: "2013/2014",
      startYear: 2013,
      teams: 20,
      matches: 380,
      outcome: "imported",
    });
    expect(
      england!.table
        .slice(0, 2)
        .map(({ team, points, goalDifference, goalsFor }) => [team, points, goalDifference, goalsFor]),
    ).toEqual([
      ["Manchester City", 86, 65, 102],
      ["Liverpool FC", 84, 51, 101],
    ]);
    expect(italy).toMatchObject({ tournamentId: serieA.id, year: "2017/2018" });
    expect(italy!.table.slice(3, 5).map(({ position, team, points }) => [position, team, points])).toEqual([
      [4, "Inter", 72],
      [5, "Lazio Roma", 72],
    ]);
    expect(await counts(db)).toEqual({ seasons: 2, teams: 40, seasonTeams: 40, matches: 760 });
  });

  it("changes nothing when a file is loaded again", async () => {
    const files = [fixture("2013-14/en.1.json"), fixture("2014-15/en.1.json")];
    const first = await imported(db, files);
    const before = { counts: await counts(db), ids: await ids(db) };
    const second = await importFootballJsonFiles(db, world, files, { now: () => 2_000 });
    expect(second.ok && second.seasons.map((season) => season.outcome)).toEqual(["unchanged", "unchanged"]);
    expect(second.ok && second.seasons.map((season) => season.table)).toEqual(
      first.map((season) => season.table),
    );
    expect({ counts: await counts(db), ids: await ids(db) }).toEqual(before);
    // Teams are one across seasons: 17 of 2014-15's 20 played 2013-14 too.
    expect(before.counts).toMatchObject({ teams: 23, seasonTeams: 40 });
    const [stamp] = await db.query<{ imported_at: number }>(
      "SELECT DISTINCT imported_at::int FROM archive_seasons",
    );
    expect(stamp).toEqual({ imported_at: 1_000 });
  });

  it("replaces a season whose file changed, keeping the ids of its matches", async () => {
    await imported(db, [fixture("2013-14/en.1.json")]);
    const before = await ids(db);
    // The season's first match, Liverpool 1-0 Stoke, made an away win.
    const changed = edited("2013-14/en.1.json", 0, (match) => {
      match.score = { ft: [0, 2] };
    });
    const [season] = await imported(db, [changed]);
    expect(season!.outcome).toBe("replaced");
    expect(await ids(db)).toEqual(before);
    const first = (await archiveSeasonMatches(db, season!.seasonId))[0]!;
    expect(first).toMatchObject({ home: { name: "Liverpool FC" }, away: { name: "Stoke City" } });
    expect([first.score, first.winner]).toEqual([{ home: 0, away: 2 }, "away"]);
    expect(await counts(db)).toEqual({ seasons: 1, teams: 20, seasonTeams: 20, matches: 380 });
  });

  it("loads nothing when one file is bad, and names it and its first bad match", async () => {
    const bad = edited("2014-15/it.1.json", 41, (match) => {
      match.score = { ft: [2, "x"] };
    });
    const result = await importFootballJsonFiles(db, world, [fixture("2013-14/en.1.json"), bad]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatch(/^2014-15\/it\.1\.json: match 42 \(Matchday 5, [^)]+ v [^)]+\): /);
    expect(await counts(db)).toEqual({ seasons: 0, teams: 0, seasonTeams: 0, matches: 0 });
  });

  it("refuses other leagues and tiers, a date that is no day and a match given twice", async () => {
    const text = fixture("2013-14/en.1.json").text;
    const error = async (files: FootballJsonFile[]) => {
      const result = await importFootballJsonFiles(db, world, files);
      return result.ok ? "loaded" : result.error;
    };
    expect(await error([{ fileName: "2013-14/at.1.json", text }])).toBe(
      '2013-14/at.1.json: league "at" is not one of en, de, es, it, fr',
    );
    expect(await error([{ fileName: "2013-14/en.2.json", text }])).toBe(
      "2013-14/en.2.json: only top flights (en.1.json) are imported, not tier 2",
    );
    expect(await error([{ fileName: "premier.json", text }])).toMatch(
      /^premier\.json: a football\.json season file is named xx\.1\.json/,
    );
    expect(
      await error([
        edited("2013-14/en.1.json", 9, (match) => {
          match.date = "2013-02-30";
        }),
      ]),
    ).toMatch(/^2013-14\/en\.1\.json: match 10 \(Matchday 1, .+\): date 2013-02-30 is not a day$/);
    const json = JSON.parse(text) as { matches: unknown[] };
    json.matches.push(json.matches[3]);
    expect(await error([{ fileName: "2013-14/en.1.json", text: JSON.stringify(json) }])).toMatch(
      /^2013-14\/en\.1\.json: match 381 \(Matchday 1, .+\): the same match as match 4$/,
    );
    const other = edited("2013-14/en.1.json", 0, (match) => {
      match.score = { ft: [0, 0] };
    });
    expect(await error([fixture("2013-14/en.1.json"), { ...other, fileName: "copy/en.1.json" }])).toMatch(
      /^copy\/en\.1\.json: Premier Division 2013\/2014 is also 2013-14\/en\.1\.json, with other content/,
    );
    expect(await counts(db)).toEqual({ seasons: 0, teams: 0, seasonTeams: 0, matches: 0 });
  });
});

describe("reading archive seasons", () => {
  it("lists a tournament's seasons newest first, with their rounds, matches and teams", async () => {
    await imported(db, [
      fixture("2013-14/en.1.json"),
      fixture("2015-16/en.1.json"),
      fixture("2014-15/en.1.json"),
    ]);
    const seasons = await archiveSeasons(db, premier.id);
    expect(seasons.map((season) => season.year)).toEqual(["2015/2016", "2014/2015", "2013/2014"]);
    expect(seasons[0]).toMatchObject({
      tournamentId: premier.id,
      startYear: 2015,
      source: "football.json",
      groups: [],
      name: "English Premier League 2015/16",
      sourceFile: "2015-16/en.1.json",
    });
    expect(seasons[0]!.rounds).toHaveLength(38);
    expect(seasons[0]!.rounds[11]).toEqual({ number: 12, type: "REGULAR", stage: "UNKNOWN" });
    expect(await archiveSeasons(db, serieA.id)).toEqual([]);
    expect(await archiveSeason(db, seasons[2]!.id)).toEqual(seasons[2]);
    expect(await archiveSeason(db, "fsnothing0")).toBeUndefined();

    const matches = await archiveSeasonMatches(db, seasons[0]!.id);
    expect(matches).toHaveLength(380);
    expect(
      matches.every(
        (m, i) => i === 0 || m.round > matches[i - 1]!.round || m.startTime >= matches[i - 1]!.startTime,
      ),
    ).toBe(true);
    expect(new Set(matches.map((m) => m.status))).toEqual(new Set(["finished"]));
    const opener = matches[0]!;
    // 2015-16 opened on Saturday 8 August, Manchester United 1-0 Tottenham at 12:45 in London (11:45 UTC).
    expect(opener).toMatchObject({
      sportId: premier.sportId,
      tournamentId: premier.id,
      seasonId: seasons[0]!.id,
      round: 1,
      roundType: "REGULAR",
      stage: "UNKNOWN",
      startTime: Date.UTC(2015, 7, 8, 11, 45),
      home: { id: archiveTeamId("Manchester United"), name: "Manchester United" },
      away: { name: "Tottenham Hotspur" },
      score: { home: 1, away: 0 },
      winner: "home",
    });
    expect(opener.id).toHaveLength(12);
    expect(await archiveMatch(db, opener.id)).toEqual(opener);
    const draws = matches.filter((m) => m.score!.home === m.score!.away);
    expect(draws.length).toBeGreaterThan(0);
    expect(draws.every((m) => m.winner === null)).toBe(true);
    expect(await archiveTeam(db, opener.home.id)).toEqual({
      id: opener.home.id,
      name: "Manchester United",
      shortName: "Manchester United",
    });

    const index = await loadArchive(db);
    expect(index.seasons(premier.id)).toEqual(seasons);
    expect(index.seasonMatches(seasons[0]!.id)).toEqual(matches);
    expect(index.match(opener.id)).toEqual(opener);
    expect(index.team(opener.away.id)?.name).toBe("Tottenham Hotspur");
  });

  it("keeps each season's own tie-break rules: France's changed in 2017", async () => {
    const [old, recent] = await imported(db, [fixture("2016-17/fr.1.json"), fixture("2023-24/fr.1.json")]);
    expect(recent!.table.slice(15, 17).map((row) => row.team)).toEqual(["FC Metz", "FC Lorient"]);
    expect((await archiveSeason(db, old!.seasonId))!.tieBreakingRules.slice(0, 3)).toEqual([
      "points",
      "goalDifference",
      "goalsFor",
    ]);
    expect((await archiveSeason(db, recent!.seasonId))!.tieBreakingRules.slice(0, 3)).toEqual([
      "points",
      "goalDifference",
      "headToHeadPoints",
    ]);
  });
});
