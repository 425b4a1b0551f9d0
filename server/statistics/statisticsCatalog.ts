import type {
  StatisticsProvider,
  StatMatch,
  StatSeason,
  StatTournament,
} from "../provider/StatisticsProvider";

/** Imported real seasons (server/statistics/archive/): read from the database, so asynchronously. */
export interface ArchiveReader {
  readonly seasons: (tournamentId: string) => Promise<ReadonlyArray<StatSeason>>;
  readonly season: (seasonId: string) => Promise<StatSeason | undefined>;
  readonly seasonMatches: (seasonId: string) => Promise<ReadonlyArray<StatMatch>>;
  readonly match: (matchId: string) => Promise<StatMatch | undefined>;
}

export const noArchive: ArchiveReader = {
  seasons: async () => [],
  season: async () => undefined,
  seasonMatches: async () => [],
  match: async () => undefined,
};

/**
 * The provider's world and the imported archive as one source of seasons: a tournament's seasons are
 * the provider's (newest first) followed by the imported ones not already covered by a provider season
 * of the same start year, newest first.
 */
export interface StatisticsCatalog {
  readonly provider: StatisticsProvider;
  readonly seasons: (tournament: StatTournament) => Promise<ReadonlyArray<StatSeason>>;
  readonly season: (seasonId: string) => Promise<StatSeason | undefined>;
  readonly seasonMatches: (season: StatSeason) => Promise<ReadonlyArray<StatMatch>>;
  /** A match of the world or of an imported season. */
  readonly match: (matchId: string) => Promise<StatMatch | undefined>;
}

/** Imported seasons' match lists kept in memory: they change only when a file is imported again. */
const ARCHIVE_KEEP_MS = 60_000;

export const makeStatisticsCatalog = (
  provider: StatisticsProvider,
  archive: ArchiveReader = noArchive,
  now: () => number = Date.now,
): StatisticsCatalog => {
  const kept = new Map<string, { at: number; matches: Promise<ReadonlyArray<StatMatch>> }>();
  const archiveMatches = (seasonId: string) => {
    const entry = kept.get(seasonId);
    if (entry && now() - entry.at < ARCHIVE_KEEP_MS) return entry.matches;
    const matches = archive.seasonMatches(seasonId);
    kept.set(seasonId, { at: now(), matches });
    // A failed read is not kept: the next ask tries again.
    matches.catch(() => kept.delete(seasonId));
    if (kept.size > 64) kept.delete(kept.keys().next().value!);
    return matches;
  };
  return {
    provider,
    seasons: async (tournament) => {
      const own = provider.seasons(tournament.id);
      const years = new Set(own.map((season) => season.startYear));
      const imported = (await archive.seasons(tournament.id)).filter(
        (season) => !years.has(season.startYear),
      );
      return [...own, ...[...imported].sort((a, b) => b.startYear - a.startYear)];
    },
    season: async (seasonId) => provider.season(seasonId) ?? (await archive.season(seasonId)),
    match: async (matchId) => provider.match(matchId) ?? (await archive.match(matchId)),
    seasonMatches: async (season) =>
      season.source === "simulator" ? provider.seasonMatches(season.id) : archiveMatches(season.id),
  };
};
