import type {
  MatchDetails,
  StatisticsProvider,
  StatMatch,
  StatTeamRef,
} from "../provider/StatisticsProvider";
import { addTo, type MetricSpec, type Totals } from "./metricTables";

/** The player metric tabs of the top-players pages, in tab order (the first is shown by default). */
export const PLAYER_METRICS: ReadonlyArray<MetricSpec> = [
  { metric: "goals", group: "attacking" },
  { metric: "assists", group: "attacking" },
  { metric: "rating", group: "general", average: true },
  { metric: "shotsOnTarget", group: "attacking" },
  { metric: "keyPasses", group: "passing" },
  { metric: "accuratePasses", group: "passing" },
  { metric: "tackles", group: "defending" },
  { metric: "interceptions", group: "defending" },
  { metric: "duelsWon", group: "duels" },
  { metric: "distanceKm", group: "physical" },
  { metric: "saves", group: "goalkeeping" },
  { metric: "minutesPlayed", group: "general" },
];

/** A player's rating in a match (domain/statistics/playerRatings.ts), when the match gives one. */
export type RatingsOf = (details: MatchDetails) => ReadonlyMap<string, number>;

const playerTotals = (
  out: Map<string, Totals>,
  details: MatchDetails,
  ratings: ReadonlyMap<string, number>,
): void => {
  const names = new Map<string, { name: string; position: string }>();
  for (const lineup of details.lineups)
    for (const p of lineup.players) names.set(p.playerId, { name: p.name, position: p.position });
  for (const stats of details.playerStats) {
    if (stats.minutesPlayed <= 0) continue;
    const team: StatTeamRef = stats.teamType === "home" ? details.match.home : details.match.away;
    let entry = out.get(stats.playerId);
    if (!entry) {
      const known = names.get(stats.playerId);
      entry = {
        key: stats.playerId,
        team,
        player: { id: stats.playerId, name: known?.name ?? stats.playerId, position: known?.position ?? "" },
        values: new Map(),
        played: 0,
      };
      out.set(stats.playerId, entry);
    }
    entry.played++;
    addTo(entry, "minutesPlayed", stats.minutesPlayed);
    for (const group of Object.values(stats.groups)) {
      if (!group) continue;
      for (const [name, value] of Object.entries(group)) addTo(entry, name, value);
    }
    const rating = ratings.get(stats.playerId);
    if (rating !== undefined) addTo(entry, "rating", rating);
  }
};

/**
 * Season totals per player over the finished matches the provider has details for. Kept per season
 * until another match of it finishes: a season's first call walks every match (a few hundred
 * milliseconds for a league), later ones are lookups.
 */
export const makeSeasonPlayerTotals = (provider: StatisticsProvider, ratingsOf: RatingsOf, keep = 24) => {
  const cache = new Map<string, { finished: number; totals: Map<string, Totals> }>();
  return (seasonId: string, matches: ReadonlyArray<StatMatch>): Map<string, Totals> => {
    const finished = matches.filter((match) => match.status === "finished");
    const cached = cache.get(seasonId);
    if (cached && cached.finished === finished.length) {
      cache.delete(seasonId);
      cache.set(seasonId, cached);
      return cached.totals;
    }
    const totals = new Map<string, Totals>();
    for (const match of finished) {
      const details = provider.matchDetails(match.id);
      if (details) playerTotals(totals, details, ratingsOf(details));
    }
    cache.set(seasonId, { finished: finished.length, totals });
    if (cache.size > keep) cache.delete(cache.keys().next().value!);
    return totals;
  };
};
