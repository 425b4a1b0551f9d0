import type { KnockoutAnswer } from "../statistics/statisticsAnswers";
import type { KnockoutLayout, KnockoutRound } from "./knockoutLayout";

/**
 * The knockout screen's layout (what knockoutMachine navigates) from the Statistics service's knockout
 * answer: its top tabs with their round ids in order, each round's pairs top to bottom, the round being
 * played now. A top tab naming a round the answer lacks keeps only the rounds it has, and a tab left
 * with none is dropped, so the machine never lands on a round it cannot show.
 */
export const knockoutLayoutOf = (answer: KnockoutAnswer): KnockoutLayout => {
  const rounds: Record<string, KnockoutRound> = {};
  for (const round of answer.rounds) {
    rounds[round.id] = { id: round.id, type: round.type, pairIds: round.pairs.map((pair) => pair.id) };
  }
  const topTabs = answer.topTabs
    .map((tab) => ({ id: tab.id, roundIds: tab.roundIds.filter((id) => id in rounds) }))
    .filter((tab) => tab.roundIds.length > 0);
  const currentRoundId =
    answer.currentRoundId in rounds
      ? answer.currentRoundId
      : (answer.rounds.at(-1)?.id ?? answer.currentRoundId);
  return { topTabs, rounds, currentRoundId };
};
