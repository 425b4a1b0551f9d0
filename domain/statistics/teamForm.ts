import type { StatScore, TeamProfile } from "./statisticsAnswers";

/**
 * A team's form (issue 9, the header's last five and the "team form" sheet). The service gives each
 * result with the opponent and the match's score as home–away, not which side the team was; the result
 * says it: a win is the larger figure for the team, a loss the smaller (a draw is the same either way).
 * A shoot-out decides a level match: its figures follow the same rule.
 */
export type TeamFormEntry = TeamProfile["form"][number];

export const FORM_LETTER = { WIN: "W", DRAW: "D", LOSE: "L" } as const satisfies Record<
  TeamFormEntry["result"],
  string
>;

export interface TeamSideScore {
  readonly scored: number;
  readonly conceded: number;
  readonly penaltiesScored: number | null;
  readonly penaltiesConceded: number | null;
}

const split = (a: number, b: number, won: boolean): [number, number] =>
  won ? [Math.max(a, b), Math.min(a, b)] : [Math.min(a, b), Math.max(a, b)];

export const teamSideScore = (
  result: TeamFormEntry["result"],
  score: StatScore | null,
): TeamSideScore | null => {
  if (score === null) return null;
  const won = result !== "LOSE";
  const hasShootOut = score.penaltiesHome !== null && score.penaltiesAway !== null;
  // Level in play and decided on penalties: the goals are level, the shoot-out goes by the result.
  const [scored, conceded] = split(score.home, score.away, won);
  const [penaltiesScored, penaltiesConceded] = hasShootOut
    ? split(score.penaltiesHome!, score.penaltiesAway!, won)
    : [null, null];
  return { scored, conceded, penaltiesScored, penaltiesConceded };
};
