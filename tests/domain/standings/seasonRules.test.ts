import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  decodeFootballJson,
  footballJsonResults,
  footballJsonTeams,
} from "../../../domain/standings/footballJson";
import { computeStandings, type MatchResult } from "../../../domain/standings/standings";
import {
  ENGLISH_RULES,
  FRENCH_RULES,
  FRENCH_RULES_2017,
  FRENCH_RULES_2025,
  ITALIAN_RULES,
  type TieBreakRules,
  topFlightRules,
} from "../../../domain/standings/tieBreakRules";

/**
 * A top flight's rules are the ones of the season's years: France put head-to-head before goals scored
 * from 2017-18 and dropped away goals from 2025-26. Real seasons from tests/fixtures/football.json.
 */
const table = (path: string, rules: TieBreakRules) => {
  const decoded = decodeFootballJson(path, readFileSync(`tests/fixtures/football.json/${path}`, "utf8"));
  if (!decoded.ok) throw new Error(decoded.error);
  return computeStandings(footballJsonResults(decoded.season), {
    rules,
    teams: footballJsonTeams(decoded.season),
  });
};

describe("topFlightRules", () => {
  it("gives France its rules of the season's years, the others theirs", () => {
    expect(topFlightRules("fr", 2016)).toBe(FRENCH_RULES);
    expect(topFlightRules("fr", 2017)).toBe(FRENCH_RULES_2017);
    expect(topFlightRules("fr", 2024)).toBe(FRENCH_RULES_2017);
    expect(topFlightRules("fr", 2025)).toBe(FRENCH_RULES_2025);
    expect(topFlightRules("en", 2013)).toBe(ENGLISH_RULES);
    expect(topFlightRules("it", 2017)).toBe(ITALIAN_RULES);
  });
});

describe("the real seasons give their real tie-breaks", () => {
  it("2023-24 France: Metz 16th ahead of Lorient on head-to-head away goals (29 points, -23 each)", () => {
    const rows = table("2023-24/fr.1.json", topFlightRules("fr", 2023));
    expect(
      rows.slice(15, 17).map(({ team, points, goalDifference }) => [team, points, goalDifference]),
    ).toEqual([
      ["FC Metz", 29, -23],
      ["FC Lorient", 29, -23],
    ]);
    // Under the rules before 2017 Lorient's 43 goals to Metz's 35 would have kept them up.
    const before = table("2023-24/fr.1.json", FRENCH_RULES);
    expect(before[15]!.team).toBe("FC Lorient");
  });

  it("2017-18 Italy: Inter fourth ahead of Lazio on head-to-head, both 72, Lazio's difference better", () => {
    const rows = table("2017-18/it.1.json", topFlightRules("it", 2017));
    expect(
      rows.slice(3, 5).map(({ team, points, goalDifference }) => [team, points, goalDifference]),
    ).toEqual([
      ["Inter", 72, 36],
      ["Lazio Roma", 72, 40],
    ]);
  });
});

describe("the rules added for France", () => {
  const result = (home: string, away: string, homeGoals: number, awayGoals: number): MatchResult => ({
    home,
    away,
    homeGoals,
    awayGoals,
  });

  it("head-to-head away goals part two teams level on everything before", () => {
    // A and B each win away: 1-2 and 0-1. Level on points, difference and head-to-head goals (2 each)
    // within their meetings, A scored 2 away to B's 1.
    const rows = computeStandings([result("B", "A", 1, 2), result("A", "B", 0, 1)], {
      rules: [
        "points",
        "headToHeadPoints",
        "headToHeadGoalDifference",
        "headToHeadGoals",
        "headToHeadAwayGoals",
      ],
    });
    expect(rows.map((row) => row.team)).toEqual(["A", "B"]);
  });

  it("away wins part teams level on wins", () => {
    const rows = computeStandings(
      [result("A", "C", 1, 0), result("C", "B", 0, 1), result("B", "A", 0, 0), result("A", "B", 0, 0)],
      { rules: ["points", "wins", "awayWins", "name"] },
    );
    expect(rows.map((row) => row.team)).toEqual(["B", "A", "C"]);
  });
});
