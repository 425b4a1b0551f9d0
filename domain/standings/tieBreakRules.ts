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
  | "headToHeadAwayGoals"
  | "wins"
  | "awayWins"
  | "fairPlay"
  | "name";

export type TieBreakRules = ReadonlyArray<TieBreakRule>;

/** England (and France until 2016-17): points, difference, goals scored, then head-to-head. */
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

/**
 * France from 2017-18 to 2024-25 (LFP, after Le Havre and Metz were parted on goals scored in 2015-16's
 * Ligue 2): difference, then head-to-head (points, difference, goals, away goals), then goals scored and
 * away goals. 2023-24: Metz 16th ahead of Lorient on head-to-head away goals, both 29 and -23.
 */
export const FRENCH_RULES_2017: TieBreakRules = [
  "points",
  "goalDifference",
  "headToHeadPoints",
  "headToHeadGoalDifference",
  "headToHeadGoals",
  "headToHeadAwayGoals",
  "goalsFor",
  "awayGoals",
  "fairPlay",
  "name",
];

/** France from 2025-26: the away-goals rules gone, wins and away wins before fair play. */
export const FRENCH_RULES_2025: TieBreakRules = [
  "points",
  "goalDifference",
  "headToHeadPoints",
  "headToHeadGoalDifference",
  "goalsFor",
  "wins",
  "awayWins",
  "fairPlay",
  "name",
];

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

/** The five top flights real seasons are imported for, by openfootball's league code. */
export type TopFlight = "en" | "de" | "es" | "it" | "fr";

/** The rules a top flight's season starting in `startYear` was ordered by. */
export const topFlightRules = (league: TopFlight, startYear: number): TieBreakRules => {
  switch (league) {
    case "en":
      return ENGLISH_RULES;
    case "de":
      return GERMAN_RULES;
    case "es":
      return SPANISH_RULES;
    case "it":
      return ITALIAN_RULES;
    case "fr":
      return startYear >= 2025 ? FRENCH_RULES_2025 : startYear >= 2017 ? FRENCH_RULES_2017 : FRENCH_RULES;
  }
};
