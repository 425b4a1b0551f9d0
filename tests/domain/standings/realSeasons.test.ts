import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  decodeFootballJson,
  type FootballJsonSeason,
  footballJsonResults,
  footballJsonTeams,
} from "../../../domain/standings/footballJson";
import { computeStandings } from "../../../domain/standings/standings";
import {
  ENGLISH_RULES,
  FRENCH_RULES,
  GERMAN_RULES,
  ITALIAN_RULES,
  SPANISH_RULES,
  type TieBreakRules,
} from "../../../domain/standings/tieBreakRules";

/**
 * Real seasons (openfootball's football.json, public domain; a copy of ../shared/data/football.json in
 * tests/fixtures so CI has them) give the real final tables.
 */
const ROOT = "tests/fixtures/football.json";
const RULES: Record<string, TieBreakRules> = {
  en: ENGLISH_RULES,
  de: GERMAN_RULES,
  es: SPANISH_RULES,
  it: ITALIAN_RULES,
  fr: FRENCH_RULES,
};

const season = (path: string): FootballJsonSeason => {
  const decoded = decodeFootballJson(path, readFileSync(join(ROOT, path), "utf8"));
  if (!decoded.ok) throw new Error(decoded.error);
  return decoded.season;
};

const table = (path: string) => {
  const decoded = season(path);
  const league = path.split("/")[1]!.split(".")[0]!;
  return computeStandings(footballJsonResults(decoded), {
    rules: RULES[league]!,
    teams: footballJsonTeams(decoded),
  });
};

const row = (rows: ReturnType<typeof table>, team: string) => {
  const found = rows.find((candidate) => candidate.team === team);
  if (!found) throw new Error(`${team} is not in the table`);
  return found;
};

describe("the real seasons give their real final tables", () => {
  it("2013-14 England: Manchester City 86, Liverpool 84, Chelsea 82, Cardiff last", () => {
    const rows = table("2013-14/en.1.json");
    expect(rows.slice(0, 3).map(({ team, points }) => [team, points])).toEqual([
      ["Manchester City", 86],
      ["Liverpool FC", 84],
      ["Chelsea FC", 82],
    ]);
    expect(row(rows, "Manchester City")).toMatchObject({
      played: 38,
      won: 27,
      drawn: 5,
      lost: 6,
      goalsFor: 102,
    });
    expect(rows.at(-1)!.team).toBe("Cardiff City");
  });

  it("2015-16 England: Leicester City champion on 81; Manchester City fourth ahead of United on goal difference", () => {
    const rows = table("2015-16/en.1.json");
    expect(rows[0]).toMatchObject({ team: "Leicester City", points: 81, position: 1 });
    const city = row(rows, "Manchester City");
    const united = row(rows, "Manchester United");
    expect([city.points, united.points]).toEqual([66, 66]);
    expect(city.goalDifference).toBeGreaterThan(united.goalDifference);
    expect([city.position, united.position]).toEqual([4, 5]);
  });

  it("2013-14 Italy: Juventus 102", () => {
    expect(table("2013-14/it.1.json")[0]).toMatchObject({ team: "Juventus", points: 102, won: 33 });
  });

  it("2013-14 Spain: Atlético Madrid 90, then Barcelona ahead of Real Madrid, both on 87", () => {
    const rows = table("2013-14/es.1.json");
    expect(rows.slice(0, 3).map(({ team, points }) => [team, points])).toEqual([
      ["Atlético Madrid", 90],
      ["FC Barcelona", 87],
      ["Real Madrid", 87],
    ]);
  });

  it("every sample season decodes and its table conserves points, goals and matches", () => {
    for (const folder of readdirSync(ROOT).filter((name) => /^\d{4}-\d{2}$/.test(name))) {
      for (const file of readdirSync(join(ROOT, folder))) {
        const path = `${folder}/${file}`;
        const decoded = season(path);
        const results = footballJsonResults(decoded);
        const rows = table(path);
        expect(rows.length, path).toBeGreaterThanOrEqual(18);
        expect(
          rows.reduce((sum, r) => sum + r.played, 0),
          path,
        ).toBe(2 * results.length);
        const goals = results.reduce((sum, r) => sum + r.homeGoals + r.awayGoals, 0);
        expect(
          rows.reduce((sum, r) => sum + r.goalsFor, 0),
          path,
        ).toBe(goals);
        expect(
          rows.reduce((sum, r) => sum + r.goalsAgainst, 0),
          path,
        ).toBe(goals);
        const points = results.reduce((sum, r) => sum + (r.homeGoals === r.awayGoals ? 2 : 3), 0);
        expect(
          rows.reduce((sum, r) => sum + r.points, 0),
          path,
        ).toBe(points);
      }
    }
  });
});

describe("decodeFootballJson", () => {
  it("names the file and the first bad match, and takes nothing from it", () => {
    const text = JSON.stringify({
      name: "Test League",
      matches: [
        { round: "Matchday 1", date: "2020-01-01", team1: "A", team2: "B", score: { ft: [1, 0] } },
        { round: "Matchday 2", date: "2020-01-08", team1: "B", team2: "C", score: { ft: [1, "x"] } },
        { round: "Matchday 3", date: "bad", team1: "C", team2: "A" },
      ],
    });
    const decoded = decodeFootballJson("xx.1.json", text);
    expect(decoded.ok).toBe(false);
    if (decoded.ok) return;
    expect(decoded.error).toMatch(/^xx\.1\.json: match 2 \(Matchday 2, B v C\): /);
  });

  it("refuses what is not JSON, or not a season", () => {
    expect(decodeFootballJson("a.json", "{")).toEqual({ ok: false, error: "a.json: not JSON" });
    const notSeason = decodeFootballJson("b.json", JSON.stringify({ matches: [] }));
    expect(notSeason.ok).toBe(false);
    if (!notSeason.ok) expect(notSeason.error).toMatch(/^b\.json: not a football\.json season/);
  });

  it("counts a match without a full-time score for nothing, and lists its teams", () => {
    const decoded = decodeFootballJson(
      "c.json",
      JSON.stringify({
        name: "Future",
        matches: [{ round: "1", date: "2030-01-01", team1: "A", team2: "B" }],
      }),
    );
    if (!decoded.ok) throw new Error(decoded.error);
    expect(footballJsonResults(decoded.season)).toEqual([]);
    const rows = computeStandings([], { rules: ENGLISH_RULES, teams: footballJsonTeams(decoded.season) });
    expect(rows.map((r) => [r.team, r.played])).toEqual([
      ["A", 0],
      ["B", 0],
    ]);
  });
});
