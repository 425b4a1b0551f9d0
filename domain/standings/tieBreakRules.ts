/**
 * How teams level on one rule are told apart by the next (issue 9): an ordered list per tournament,
 * data rather than code. A head-to-head rule reads the mini-table of the matches among the teams still
 * level at that point, recomputed for whichever teams remain level (so a three-way tie that one team
 * leaves is settled between the other two alone).
 */
export type TieBreakRule =
  | "points"
  | "goalDifference"
  | "goalsFor"
  | "awayGoals"
  | "headToHeadPoints"
  | "headToHeadGoalDifference"
  | "headToHeadGoals"
  | "wins"
  | "fairPlay"
  | "name";

export type TieBreakRules = ReadonlyArray<TieBreakRule>;

/** England and France: points, difference, goals scored, then head-to-head. */
export const ENGLISH_RULES: TieBreakRules = [
  "points",
  "goalDifference",
  "goalsFor",
  "headToHeadPoints",
  "headToHeadGoalDifference",
  "headToHeadGoals",
  "wins",
  "fairPlay",
  "name",
];
export const FRENCH_RULES: TieBreakRules = ENGLISH_RULES;

/** Germany: points, difference, goals scored, head-to-head (with away goals between them). */
export const GERMAN_RULES: TieBreakRules = [
  "points",
  "goalDifference",
  "goalsFor",
  "headToHeadPoints",
  "headToHeadGoalDifference",
  "headToHeadGoals",
  "awayGoals",
  "wins",
  "name",
];

/**
 * Spain and Italy: points, then head-to-head among the teams level on points (points, then difference),
 * then overall difference and goals scored.
 */
export const SPANISH_RULES: TieBreakRules = [
  "points",
  "headToHeadPoints",
  "headToHeadGoalDifference",
  "goalDifference",
  "goalsFor",
  "wins",
  "fairPlay",
  "name",
];
export const ITALIAN_RULES: TieBreakRules = SPANISH_RULES;
