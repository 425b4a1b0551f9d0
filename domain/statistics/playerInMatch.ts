import type { PlayerMatchStatsView, StatEvent, StatTeamRef } from "./statisticsAnswers";

/** One player's statistics in a match, with the side they played for. */
export interface PlayerInMatch {
  readonly player: PlayerMatchStatsView;
  readonly team: StatTeamRef;
}

/**
 * The player's row of a match's player statistics and their team (the "player stats" sheet opened from
 * the player's page); null when the match counted nothing for them (not rated, not in the squad, or a
 * match with no player statistics at all).
 */
export const playerInMatch = (
  answer: {
    readonly event: Pick<StatEvent, "home" | "away">;
    readonly playerStats: ReadonlyArray<PlayerMatchStatsView>;
  },
  playerId: string,
): PlayerInMatch | null => {
  const player = answer.playerStats.find((row) => row.playerId === playerId);
  return player ? { player, team: answer.event[player.teamType] } : null;
};
