import type { TieBreakRule, TieBreakRules } from "./tieBreakRules";

/** One finished (or running, for live standings) match between two teams of the table. */
export interface MatchResult {
  readonly home: string;
  readonly away: string;
  readonly homeGoals: number;
  readonly awayGoals: number;
  /** Yellow and red cards for fair play (1 a yellow, 3 a red), when known. */
  readonly homeCardPoints?: number;
  readonly awayCardPoints?: number;
}

export type FormLetter = "W" | "D" | "L";

export interface StandingRow {
  readonly position: number;
  readonly team: string;
  readonly played: number;
  readonly won: number;
  readonly drawn: number;
  readonly lost: number;
  readonly goalsFor: number;
  readonly goalsAgainst: number;
  readonly goalDifference: number;
  readonly points: number;
  /** Goals scored away from home (a tie-break in some rules). */
  readonly awayGoals: number;
  /** Card points, fewer is better. */
  readonly fairPlay: number;
  /** The last five results, oldest first. */
  readonly form: ReadonlyArray<FormLetter>;
}

/** Which of a team's matches count: all of them, or only those at home or away. */
export type StandingsScope = "overall" | "home" | "away";

export interface StandingsOptions {
  readonly rules: TieBreakRules;
  readonly scope?: StandingsScope;
  readonly pointsForWin?: number;
  readonly pointsForDraw?: number;
  /** Teams listed even without a match (a season's first day). */
  readonly teams?: Iterable<string>;
  /** What the `name` rule orders by (the key itself by default: the importer's keys are names). */
  readonly nameOf?: (team: string) => string;
}

interface Tally {
  team: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
  awayGoals: number;
  awayWon: number;
  fairPlay: number;
  form: FormLetter[];
}

const FORM_LENGTH = 5;

const emptyTally = (team: string): Tally => ({
  team,
  played: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  goalsFor: 0,
  goalsAgainst: 0,
  points: 0,
  awayGoals: 0,
  awayWon: 0,
  fairPlay: 0,
  form: [],
});

/** Tallies of `results` (in the order played) for the teams given, counting only matches among `only`. */
const tally = (
  results: ReadonlyArray<MatchResult>,
  scope: StandingsScope,
  win: number,
  draw: number,
  teams: Iterable<string>,
  only?: ReadonlySet<string>,
): Map<string, Tally> => {
  const tallies = new Map<string, Tally>();
  for (const team of teams) tallies.set(team, emptyTally(team));
  const side = (team: string, scored: number, conceded: number, away: boolean, cards: number | undefined) => {
    let row = tallies.get(team);
    if (!row) {
      row = emptyTally(team);
      tallies.set(team, row);
    }
    if ((scope === "home" && away) || (scope === "away" && !away)) return;
    const letter: FormLetter = scored > conceded ? "W" : scored === conceded ? "D" : "L";
    row.played += 1;
    row.goalsFor += scored;
    row.goalsAgainst += conceded;
    if (away) row.awayGoals += scored;
    row.fairPlay += cards ?? 0;
    if (letter === "W") {
      row.won += 1;
      if (away) row.awayWon += 1;
      row.points += win;
    } else if (letter === "D") {
      row.drawn += 1;
      row.points += draw;
    } else row.lost += 1;
    row.form.push(letter);
    if (row.form.length > FORM_LENGTH) row.form.shift();
  };
  for (const match of results) {
    if (only && !(only.has(match.home) && only.has(match.away))) continue;
    side(match.home, match.homeGoals, match.awayGoals, false, match.homeCardPoints);
    side(match.away, match.awayGoals, match.homeGoals, true, match.awayCardPoints);
  }
  return tallies;
};

/** A rule's value for a team, larger is better; head-to-head rules read the group's mini-table. */
const ruleValue = (rule: TieBreakRule, row: Tally, miniTable: () => Map<string, Tally>): number => {
  switch (rule) {
    case "points":
      return row.points;
    case "goalDifference":
      return row.goalsFor - row.goalsAgainst;
    case "goalsFor":
      return row.goalsFor;
    case "awayGoals":
      return row.awayGoals;
    case "wins":
      return row.won;
    case "awayWins":
      return row.awayWon;
    case "fairPlay":
      return -row.fairPlay;
    case "headToHeadPoints":
      return miniTable().get(row.team)!.points;
    case "headToHeadGoalDifference": {
      const mini = miniTable().get(row.team)!;
      return mini.goalsFor - mini.goalsAgainst;
    }
    case "headToHeadGoals":
      return miniTable().get(row.team)!.goalsFor;
    case "headToHeadAwayGoals":
      return miniTable().get(row.team)!.awayGoals;
    case "name":
      return 0;
  }
};

/**
 * Orders a group of teams level so far by the rules from `at` on: the group is split by the rule's value
 * (best first), and each part still level goes on to the next rule. `name` ends every tie alphabetically.
 */
const orderGroup = (
  group: ReadonlyArray<Tally>,
  rules: TieBreakRules,
  at: number,
  miniTableOf: (teams: ReadonlySet<string>) => Map<string, Tally>,
  nameOf: (team: string) => string,
): Tally[] => {
  if (group.length <= 1 || at >= rules.length) return [...group];
  const rule = rules[at]!;
  if (rule === "name") {
    return [...group].sort((a, b) => {
      const x = nameOf(a.team);
      const y = nameOf(b.team);
      return x < y ? -1 : x > y ? 1 : a.team < b.team ? -1 : a.team > b.team ? 1 : 0;
    });
  }
  let mini: Map<string, Tally> | undefined;
  const miniTable = () => {
    mini ??= miniTableOf(new Set(group.map((row) => row.team)));
    return mini;
  };
  const parts = new Map<number, Tally[]>();
  for (const row of group) {
    const value = ruleValue(rule, row, miniTable);
    const part = parts.get(value);
    if (part) part.push(row);
    else parts.set(value, [row]);
  }
  return [...parts]
    .sort(([a], [b]) => b - a)
    .flatMap(([, part]) => orderGroup(part, rules, at + 1, miniTableOf, nameOf));
};

/**
 * The table the results give, ordered by the tournament's declared tie-break rules. Pure: the same
 * results in the same order give the same table; the order of results only matters for the form.
 */
export const computeStandings = (
  results: ReadonlyArray<MatchResult>,
  {
    rules,
    scope = "overall",
    pointsForWin = 3,
    pointsForDraw = 1,
    teams = [],
    nameOf = (team) => team,
  }: StandingsOptions,
): StandingRow[] => {
  const tallies = tally(results, scope, pointsForWin, pointsForDraw, teams);
  // Head-to-head tables count every meeting of the level teams, whatever the scope of the table.
  const miniTableOf = (group: ReadonlySet<string>) =>
    tally(results, "overall", pointsForWin, pointsForDraw, group, group);
  return orderGroup([...tallies.values()], rules, 0, miniTableOf, nameOf).map(
    (row, index): StandingRow => ({
      position: index + 1,
      team: row.team,
      played: row.played,
      won: row.won,
      drawn: row.drawn,
      lost: row.lost,
      goalsFor: row.goalsFor,
      goalsAgainst: row.goalsAgainst,
      goalDifference: row.goalsFor - row.goalsAgainst,
      points: row.points,
      awayGoals: row.awayGoals,
      fairPlay: row.fairPlay,
      form: row.form,
    }),
  );
};
