import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeStandings, type MatchResult, type StandingRow } from "../../../domain/standings/standings";
import {
  ENGLISH_RULES,
  GERMAN_RULES,
  SPANISH_RULES,
  type TieBreakRules,
} from "../../../domain/standings/tieBreakRules";

const TEAMS = ["Ajax", "Bari", "Como", "Derby", "Eibar", "Fulham"];

const results = fc.array(
  fc
    .record({
      home: fc.constantFrom(...TEAMS),
      away: fc.constantFrom(...TEAMS),
      homeGoals: fc.nat(5),
      awayGoals: fc.nat(5),
    })
    .filter((match) => match.home !== match.away),
  { maxLength: 40 },
);

const match = (home: string, away: string, homeGoals: number, awayGoals: number): MatchResult => ({
  home,
  away,
  homeGoals,
  awayGoals,
});

/** A plain mini-table among `teams` from `matches`: points and goal difference. */
const miniTable = (matches: ReadonlyArray<MatchResult>, teams: ReadonlyArray<string>) => {
  const points = new Map(teams.map((team) => [team, 0]));
  const difference = new Map(teams.map((team) => [team, 0]));
  for (const m of matches) {
    if (!points.has(m.home) || !points.has(m.away)) continue;
    const [h, a] = m.homeGoals > m.awayGoals ? [3, 0] : m.homeGoals === m.awayGoals ? [1, 1] : [0, 3];
    points.set(m.home, points.get(m.home)! + h);
    points.set(m.away, points.get(m.away)! + a);
    difference.set(m.home, difference.get(m.home)! + m.homeGoals - m.awayGoals);
    difference.set(m.away, difference.get(m.away)! + m.awayGoals - m.homeGoals);
  }
  return { points, difference };
};

/** What the English rules compare first: points, difference, goals scored. */
const englishKey = (row: StandingRow) => [row.points, row.goalDifference, row.goalsFor];

describe("computeStandings (properties)", () => {
  it("conserves points, goals and matches, and numbers positions 1 to n", () => {
    fc.assert(
      fc.property(
        results,
        fc.constantFrom<TieBreakRules>(ENGLISH_RULES, GERMAN_RULES, SPANISH_RULES),
        (played, rules) => {
          const rows = computeStandings(played, { rules, teams: TEAMS });
          expect(rows.map((r) => r.position)).toEqual(TEAMS.map((_, i) => i + 1));
          expect(new Set(rows.map((r) => r.team))).toEqual(new Set(TEAMS));
          const goals = played.reduce((sum, m) => sum + m.homeGoals + m.awayGoals, 0);
          expect(rows.reduce((sum, r) => sum + r.goalsFor, 0)).toBe(goals);
          expect(rows.reduce((sum, r) => sum + r.goalsAgainst, 0)).toBe(goals);
          expect(rows.reduce((sum, r) => sum + r.played, 0)).toBe(2 * played.length);
          const points = played.reduce((sum, m) => sum + (m.homeGoals === m.awayGoals ? 2 : 3), 0);
          expect(rows.reduce((sum, r) => sum + r.points, 0)).toBe(points);
          for (const r of rows) {
            expect(r.won + r.drawn + r.lost).toBe(r.played);
            expect(r.points).toBe(3 * r.won + r.drawn);
            expect(r.form.length).toBe(Math.min(5, r.played));
          }
        },
      ),
    );
  });

  it("orders by points, difference and goals scored under the English rules", () => {
    fc.assert(
      fc.property(results, (played) => {
        const rows = computeStandings(played, { rules: ENGLISH_RULES, teams: TEAMS });
        for (let i = 1; i < rows.length; i++) {
          const [a, b] = [englishKey(rows[i - 1]!), englishKey(rows[i]!)];
          const cmp = a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!;
          expect(cmp).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it("under the Spanish rules, teams level on points are ordered by their mini-table's points", () => {
    fc.assert(
      fc.property(results, (played) => {
        const rows = computeStandings(played, { rules: SPANISH_RULES, teams: TEAMS });
        for (let i = 1; i < rows.length; i++)
          expect(rows[i - 1]!.points).toBeGreaterThanOrEqual(rows[i]!.points);
        const levels = new Map<number, string[]>();
        for (const r of rows) levels.set(r.points, [...(levels.get(r.points) ?? []), r.team]);
        for (const group of levels.values()) {
          const mini = miniTable(played, group);
          for (let i = 1; i < group.length; i++) {
            expect(mini.points.get(group[i - 1]!)!).toBeGreaterThanOrEqual(mini.points.get(group[i]!)!);
          }
        }
      }),
    );
  });

  it("splits home and away: their sums are the overall table", () => {
    fc.assert(
      fc.property(results, (played) => {
        const by = (scope: "overall" | "home" | "away") =>
          new Map(
            computeStandings(played, { rules: ENGLISH_RULES, teams: TEAMS, scope }).map((r) => [r.team, r]),
          );
        const [overall, home, away] = [by("overall"), by("home"), by("away")];
        for (const team of TEAMS) {
          for (const field of ["played", "points", "goalsFor", "goalsAgainst", "won"] as const) {
            expect(home.get(team)![field] + away.get(team)![field]).toBe(overall.get(team)![field]);
          }
        }
      }),
    );
  });
});

describe("computeStandings (examples)", () => {
  // A and B level on 6 points; B has the better difference, A won their meeting.
  const played = [
    match("Ajax", "Bari", 1, 0),
    match("Bari", "Como", 5, 0),
    match("Bari", "Derby", 4, 0),
    match("Ajax", "Como", 1, 0),
    match("Derby", "Ajax", 1, 0),
  ];

  it("puts the head-to-head winner first under the Spanish rules, the better difference under the English", () => {
    const spanish = computeStandings(played, { rules: SPANISH_RULES });
    const english = computeStandings(played, { rules: ENGLISH_RULES });
    expect(spanish.slice(0, 2).map((r) => [r.team, r.points])).toEqual([
      ["Ajax", 6],
      ["Bari", 6],
    ]);
    expect(english.slice(0, 2).map((r) => r.team)).toEqual(["Bari", "Ajax"]);
  });

  it("settles a three-way tie on the mini-table, then the remaining pair between themselves", () => {
    // A, B and C each win one and lose one among themselves, all level overall.
    const circle = [match("Ajax", "Bari", 2, 0), match("Bari", "Como", 1, 0), match("Como", "Ajax", 1, 0)];
    const rows = computeStandings(circle, { rules: SPANISH_RULES });
    // Mini-table: all 3 points; difference A +1, B -1, C 0: A, then C, then B.
    expect(rows.map((r) => r.team)).toEqual(["Ajax", "Como", "Bari"]);
  });

  it("keeps the last five results, oldest first", () => {
    const six = [0, 1, 2, 3, 4, 5].map((i) => match("Ajax", "Bari", i % 3, 1));
    expect(computeStandings(six, { rules: ENGLISH_RULES })[0]!.form.length).toBe(5);
    const ajax = computeStandings(six, { rules: ENGLISH_RULES }).find((r) => r.team === "Ajax")!;
    expect(ajax.form).toEqual(["D", "W", "L", "D", "W"]);
  });
});
