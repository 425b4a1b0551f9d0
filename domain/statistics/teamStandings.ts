import type { StandingsAnswer, StandingsTable } from "./statisticsAnswers";

/**
 * The tables a team page shows of a season's standings (issue 9): those of the team's group in a group
 * stage, the single table (group null) in a league, every scope of it. A team the answer does not place
 * gets the first group's tables rather than nothing.
 */
export const teamTables = (answer: StandingsAnswer, teamId: string): ReadonlyArray<StandingsTable> => {
  const group = answer.groupOf.find((member) => member.teamId === teamId)?.group ?? "";
  const ofGroup = answer.tables.filter((table) => (table.group ?? "") === group);
  if (ofGroup.length > 0) return ofGroup;
  const first = answer.tables[0]?.group ?? null;
  return answer.tables.filter((table) => table.group === first);
};
