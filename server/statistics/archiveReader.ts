import type { SqlExecutor } from "../db/SqlDriver";
import { archiveMatch, archiveSeason, archiveSeasonMatches, archiveSeasons } from "./archive/archiveStore";
import type { ArchiveReader } from "./statisticsCatalog";

/**
 * The imported real seasons (server/statistics/archive/) as the catalogue reads them: straight from the
 * database on each ask, so a season imported while the server runs (on PostgreSQL) shows at once; the
 * gateway's short cache spares the database a crowd.
 */
export const makeArchiveReader = (db: SqlExecutor): ArchiveReader => ({
  seasons: (tournamentId) => archiveSeasons(db, tournamentId),
  season: (seasonId) => archiveSeason(db, seasonId),
  seasonMatches: (seasonId) => archiveSeasonMatches(db, seasonId),
  match: (matchId) => archiveMatch(db, matchId),
});
