import type { LeagueEntry, StatCategory } from "./statisticsAnswers";

export interface LeagueGroup {
  readonly category: StatCategory;
  readonly leagues: ReadonlyArray<LeagueEntry>;
}

/**
 * A sport's leagues by category (the leagues page), in the order the service lists them (categories by
 * priority, then their tournaments). A category split over two pages stays one group once both are loaded.
 */
export const groupLeaguesByCategory = (leagues: ReadonlyArray<LeagueEntry>): ReadonlyArray<LeagueGroup> => {
  const groups = new Map<string, { category: StatCategory; leagues: LeagueEntry[] }>();
  for (const league of leagues) {
    const group = groups.get(league.category.id);
    if (group) group.leagues.push(league);
    else groups.set(league.category.id, { category: league.category, leagues: [league] });
  }
  return [...groups.values()];
};
