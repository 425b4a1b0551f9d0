import type { PlayerMatchStatsView } from "./statisticsAnswers";

/**
 * The player-stats tab's table (issue 9): one row per player of the match, the fixed columns (minutes,
 * rating) and one column per statistic of the chosen group, sortable by any of them. The groups and the
 * statistics in them are the answer's (`values`: group, name, value), in the order it first gives them.
 */
export const PLAYER_STAT_GROUPS = [
  "general",
  "attacking",
  "passing",
  "defending",
  "duels",
  "physical",
  "goalkeeping",
] as const;
export type PlayerStatGroup = (typeof PLAYER_STAT_GROUPS)[number];

/** The groups the answer has values for, in the spec's order. */
export const groupsWithValues = (
  players: ReadonlyArray<PlayerMatchStatsView>,
): ReadonlyArray<PlayerStatGroup> =>
  PLAYER_STAT_GROUPS.filter((group) => players.some((p) => p.values.some((v) => v.group === group)));

/** The statistics of a group, in the order the answer first gives them. */
export const groupColumns = (
  players: ReadonlyArray<PlayerMatchStatsView>,
  group: string,
): ReadonlyArray<string> => {
  const names: string[] = [];
  for (const player of players)
    for (const value of player.values)
      if (value.group === group && !names.includes(value.name)) names.push(value.name);
  return names;
};

/** A player's value of a statistic in a group; null when the answer has none for them. */
export const statValue = (player: PlayerMatchStatsView, group: string, name: string): number | null =>
  player.values.find((v) => v.group === group && v.name === name)?.value ?? null;

/** What a table can be sorted by: a fixed column, or a statistic of the current group. */
export type PlayerSortKey =
  | { readonly column: "name" | "minutes" | "rating" }
  | { readonly column: "stat"; readonly group: string; readonly name: string };

export type SortDirection = "ascending" | "descending";

const keyOf = (player: PlayerMatchStatsView, sort: PlayerSortKey): number | string | null => {
  switch (sort.column) {
    case "name":
      return player.name;
    case "minutes":
      return player.minutesPlayed;
    case "rating":
      return player.rating;
    default:
      return statValue(player, sort.group, sort.name);
  }
};

/**
 * The players sorted by a column. Players without a value (not rated, no such statistic) go last either
 * way; ties keep the home side first, then the name, so the order is the same on server and browser.
 */
export const sortPlayerStats = (
  players: ReadonlyArray<PlayerMatchStatsView>,
  sort: PlayerSortKey,
  direction: SortDirection,
): ReadonlyArray<PlayerMatchStatsView> => {
  const sign = direction === "ascending" ? 1 : -1;
  return [...players].sort((a, b) => {
    const ka = keyOf(a, sort);
    const kb = keyOf(b, sort);
    if (ka === null && kb !== null) return 1;
    if (kb === null && ka !== null) return -1;
    if (ka !== null && kb !== null && ka !== kb) {
      const order =
        typeof ka === "string" || typeof kb === "string" ? (String(ka) < String(kb) ? -1 : 1) : ka - kb;
      return sign * order;
    }
    if (a.teamType !== b.teamType) return a.teamType === "home" ? -1 : 1;
    return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  });
};
