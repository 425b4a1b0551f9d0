import type { Outcome } from "../feed/tree";

/** Outcomes in the order a bettor reads them: home, draw, away; over before under; yes before no. */
const OUTCOME_RANK: Readonly<Record<string, number>> = {
  P1: 0,
  X: 1,
  P2: 2,
  over: 0,
  under: 1,
  yes: 0,
  no: 1,
};

const CORRECT_SCORE = /^(\d+):(\d+)$/;

/**
 * The reading order of one market's outcomes: the ranked codes above, then correct scores by home then
 * away goals, then anything else ("other") by code.
 */
export const compareOutcomes = (a: Pick<Outcome, "code">, b: Pick<Outcome, "code">): number => {
  const rankA = OUTCOME_RANK[a.code];
  const rankB = OUTCOME_RANK[b.code];
  if (rankA !== undefined && rankB !== undefined) return rankA - rankB || a.code.localeCompare(b.code);
  // Ranked codes before any other, so the order stays total when a market mixes both.
  if (rankA !== undefined || rankB !== undefined) return rankA !== undefined ? -1 : 1;
  const scoreA = CORRECT_SCORE.exec(a.code);
  const scoreB = CORRECT_SCORE.exec(b.code);
  if (scoreA && scoreB) return Number(scoreA[1]) - Number(scoreB[1]) || Number(scoreA[2]) - Number(scoreB[2]);
  if (scoreA || scoreB) return scoreA ? -1 : 1;
  return a.code.localeCompare(b.code);
};
