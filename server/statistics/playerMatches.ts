import type { MatchDetails, StatisticsProvider, StatMatch } from "../provider/StatisticsProvider";
import { teamMatches } from "./teamMatches";

export interface IncidentCounts {
  readonly goal: number;
  readonly ownGoal: number;
  readonly penaltyGoal: number;
  readonly assist: number;
  readonly yellowCard: number;
  readonly redCard: number;
}

export interface PlayerMatchView {
  readonly event: StatMatch;
  readonly tournamentName: string;
  readonly categoryName: string;
  /** Null when the player has nothing to count in the match (sports-data 3: such events are dropped). */
  readonly summary: IncidentCounts | null;
  readonly minutesPlayed: number;
}

/** What a player did in a match that the per-event summary counts (sports-data 3, Player matches). */
export const incidentCounts = (details: MatchDetails, playerId: string): IncidentCounts | null => {
  const counts = { goal: 0, ownGoal: 0, penaltyGoal: 0, assist: 0, yellowCard: 0, redCard: 0 };
  for (const incident of details.incidents) {
    if (incident.type === "goal") {
      if (incident.playerId === playerId) {
        if (incident.subType === "own_goal") counts.ownGoal++;
        else if (incident.subType === "penalty") counts.penaltyGoal++;
        else counts.goal++;
      }
      if (incident.secondaryPlayerId === playerId) counts.assist++;
    } else if (incident.playerId === playerId) {
      if (incident.type === "yellow_card") counts.yellowCard++;
      else if (incident.type === "red_card") counts.redCard++;
    }
  }
  return Object.values(counts).some((n) => n > 0) ? counts : null;
};

const minutesOf = (details: MatchDetails, playerId: string): number | undefined => {
  const stats = details.playerStats.find((s) => s.playerId === playerId);
  if (stats) return stats.minutesPlayed;
  for (const lineup of details.lineups) {
    const entry = lineup.players.find((p) => p.playerId === playerId);
    if (entry && (!entry.substitute || entry.cameOn !== undefined)) return 0;
  }
  return undefined;
};

/**
 * The matches a player took part in (started or came on), newest first: their team's matches that have
 * begun, with the player's incident summary. Kept per player until another of the team's matches
 * changes state.
 */
export const makePlayerMatches = (provider: StatisticsProvider, keep = 256) => {
  const cache = new Map<string, { stamp: string; list: PlayerMatchView[] }>();
  return (playerId: string): PlayerMatchView[] => {
    const player = provider.player(playerId);
    if (!player) return [];
    const played = teamMatches(provider, player.team.id).filter(
      (match) => match.status === "finished" || match.status === "in_progress",
    );
    const stamp = played.map((m) => `${m.id}:${m.status}:${m.score?.home}-${m.score?.away}`).join(",");
    const cached = cache.get(playerId);
    if (cached && cached.stamp === stamp) return cached.list;
    const list: PlayerMatchView[] = [];
    for (const match of [...played].reverse()) {
      const details = provider.matchDetails(match.id);
      if (!details) continue;
      const minutes = minutesOf(details, playerId);
      if (minutes === undefined) continue;
      const tournament = provider.tournament(match.tournamentId);
      list.push({
        event: match,
        tournamentName: tournament?.name ?? "",
        categoryName: tournament?.category.name ?? "",
        summary: incidentCounts(details, playerId),
        minutesPlayed: minutes,
      });
    }
    cache.set(playerId, { stamp, list });
    if (cache.size > keep) cache.delete(cache.keys().next().value!);
    return list;
  };
};
