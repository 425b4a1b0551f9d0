import type { MatchDetails, StatisticsProvider } from "../provider/StatisticsProvider";

export interface MomentumPoint {
  readonly minute: number;
  readonly value: number;
}

/** The pure formulas of issue 9 item 6, injected so that they stay in domain/ and tests can swap them. */
export interface MatchFormulas {
  readonly ratingsOf: (details: MatchDetails) => ReadonlyMap<string, number>;
  readonly momentumOf: (details: MatchDetails) => ReadonlyArray<MomentumPoint>;
}

export const noFormulas: MatchFormulas = { ratingsOf: () => new Map(), momentumOf: () => [] };

/**
 * An event's statistics page: the provider's details with player names on the incidents, each player's
 * rating on the lineups and statistics, the statistics flattened to (group, name, value) rows, and the
 * attack momentum, all as of the provider's now.
 */
export const eventStatistics = (provider: StatisticsProvider, formulas: MatchFormulas, eventId: string) => {
  const details = provider.matchDetails(eventId);
  if (!details) return null;
  const names = new Map<string, { name: string; position: string }>();
  for (const side of [details.match.home.id, details.match.away.id]) {
    for (const player of provider.team(side)?.players ?? [])
      names.set(player.id, { name: player.name, position: player.position });
  }
  for (const lineup of details.lineups)
    for (const p of lineup.players) names.set(p.playerId, { name: p.name, position: p.position });
  const ratings = formulas.ratingsOf(details);
  return {
    event: details.match,
    venue: details.venue,
    referee: details.referee,
    incidents: details.incidents.map((incident) => ({
      ...incident,
      periodType: incident.period.type,
      periodNumber: incident.period.number,
      playerName: incident.playerId ? (names.get(incident.playerId)?.name ?? null) : null,
      secondaryPlayerName: incident.secondaryPlayerId
        ? (names.get(incident.secondaryPlayerId)?.name ?? null)
        : null,
    })),
    statistics: details.statistics,
    lineups: details.lineups.map((lineup) => ({
      ...lineup,
      players: lineup.players.map((p) => ({ ...p, rating: ratings.get(p.playerId) ?? null })),
    })),
    playerStats: details.playerStats.map((stats) => ({
      playerId: stats.playerId,
      name: names.get(stats.playerId)?.name ?? stats.playerId,
      position: names.get(stats.playerId)?.position ?? "",
      teamType: stats.teamType,
      minutesPlayed: stats.minutesPlayed,
      rating: ratings.get(stats.playerId) ?? null,
      values: Object.entries(stats.groups).flatMap(([group, values]) =>
        Object.entries(values ?? {}).map(([name, value]) => ({ group, name, value })),
      ),
    })),
    momentum: formulas.momentumOf(details),
  };
};
