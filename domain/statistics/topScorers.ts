import type { MetricTable, StatPlayerRef, StatTeamRef } from "./statisticsAnswers";

/** One line of the top scorers: goals, with the player's assists beside them. */
export interface TopScorer {
  readonly position: number;
  readonly player: StatPlayerRef;
  readonly team: StatTeamRef;
  readonly goals: number;
  /** Null when the assists table was cut at its limit before reaching this player: not known. */
  readonly assists: number | null;
  readonly played: number;
}

/**
 * The top scorers from a season's player metric tables (the `goals` table, each row with the player's
 * `assists` from theirs). A metric table leaves out players with none of it, so a scorer missing from an
 * assists table shorter than `limit` has none; from a full one, whether they have any is not known.
 */
export const topScorersOf = (tables: ReadonlyArray<MetricTable>, limit: number): ReadonlyArray<TopScorer> => {
  const goals = tables.find((table) => table.metric === "goals");
  if (!goals) return [];
  const assistsTable = tables.find((table) => table.metric === "assists");
  const assists = new Map<string, number>();
  for (const row of assistsTable?.rows ?? []) if (row.player) assists.set(row.player.id, row.value);
  const complete = assistsTable !== undefined && assistsTable.rows.length < limit;
  return goals.rows.flatMap((row) =>
    row.player
      ? [
          {
            position: row.position,
            player: row.player,
            team: row.team,
            goals: row.value,
            assists: assists.get(row.player.id) ?? (complete ? 0 : null),
            played: row.played,
          },
        ]
      : [],
  );
};
