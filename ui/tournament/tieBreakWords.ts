import type { TieBreakRule } from "../../domain/standings/tieBreakRules.ts";

const RULES = [
  "points",
  "goalDifference",
  "goalsFor",
  "awayGoals",
  "headToHeadPoints",
  "headToHeadGoalDifference",
  "headToHeadGoals",
  "headToHeadAwayGoals",
  "wins",
  "awayWins",
  "fairPlay",
  "name",
] as const satisfies ReadonlyArray<TieBreakRule>;

/** A tie-break rule's key in the page's words (`rules.<key>`); a rule the page does not know is left out. */
export const tieBreakKey = (rule: string): (typeof RULES)[number] | undefined =>
  (RULES as ReadonlyArray<string>).includes(rule) ? (rule as (typeof RULES)[number]) : undefined;
