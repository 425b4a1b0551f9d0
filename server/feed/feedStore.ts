import type { FeedBatch } from "../../domain/feed/diff";
import { splitPath } from "../../domain/feed/ids";
import type { FeedEvent, FeedTree, Sport } from "../../domain/feed/tree";
import type { SqlDriver } from "../db/SqlDriver";

export interface StoredSport {
  readonly version: number;
  readonly time: number;
  readonly line: Sport;
}

/** The sport without its events: what `feed_sports.skeleton` holds. */
const skeletonOf = (sport: Sport): Sport => ({
  ...sport,
  categories: Object.fromEntries(
    Object.entries(sport.categories).map(([id, category]) => [
      id,
      {
        ...category,
        tournaments: Object.fromEntries(
          Object.entries(category.tournaments).map(([tid, tournament]) => [
            tid,
            { ...tournament, events: {} },
          ]),
        ),
      },
    ]),
  ),
});

/** Event ids a batch touched: the fourth part of any path at event level or below. */
const touchedEvents = (batch: FeedBatch): Set<string> => {
  const ids = new Set<string>();
  for (const diff of batch.diffs) {
    const parts = splitPath(diff.path);
    if (parts.length >= 4) ids.add(parts[3]!);
  }
  return ids;
};

const touchesSkeleton = (batch: FeedBatch): boolean =>
  batch.diffs.some((d) => d.level === "sport" || d.level === "category" || d.level === "tournament");

/**
 * Persists the feed: appends each batch to the log and keeps the state tables equal to the fold, in one
 * transaction, so what is stored is always a consistent version.
 */
export const makeFeedStore = (driver: SqlDriver, options: { readonly keepBatches?: number } = {}) => {
  const keepBatches = options.keepBatches ?? 2000;

  const commit = async (batch: FeedBatch, after: FeedTree): Promise<void> => {
    const sport = after.sports[batch.sportId];
    await driver.transaction(async (tx) => {
      await tx.query(
        "INSERT INTO feed_batches (sport_id, version, committed_at, diffs) VALUES ($1, $2, $3, $4)",
        [batch.sportId, batch.version, batch.time, JSON.stringify(batch.diffs)],
      );
      if (!sport) {
        await tx.query("DELETE FROM feed_sports WHERE sport_id = $1", [batch.sportId]);
        await tx.query("DELETE FROM feed_events WHERE sport_id = $1", [batch.sportId]);
        return;
      }
      const skeleton = touchesSkeleton(batch) ? JSON.stringify(skeletonOf(sport)) : null;
      await tx.query(
        `INSERT INTO feed_sports (sport_id, version, committed_at, skeleton) VALUES ($1, $2, $3, $4)
         ON CONFLICT (sport_id) DO UPDATE SET version = $2, committed_at = $3,
           skeleton = COALESCE($5, feed_sports.skeleton)`,
        [batch.sportId, batch.version, batch.time, skeleton ?? JSON.stringify(skeletonOf(sport)), skeleton],
      );
      const located = new Map<string, { categoryId: string; tournamentId: string; event: FeedEvent }>();
      for (const categoryId in sport.categories) {
        const tournaments = sport.categories[categoryId]!.tournaments;
        for (const tournamentId in tournaments) {
          const events = tournaments[tournamentId]!.events;
          for (const eventId in events)
            located.set(eventId, { categoryId, tournamentId, event: events[eventId]! });
        }
      }
      for (const eventId of touchedEvents(batch)) {
        const found = located.get(eventId);
        if (!found) {
          await tx.query("DELETE FROM feed_events WHERE sport_id = $1 AND event_id = $2", [
            batch.sportId,
            eventId,
          ]);
          continue;
        }
        await tx.query(
          `INSERT INTO feed_events (sport_id, event_id, category_id, tournament_id, node) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (sport_id, event_id) DO UPDATE SET category_id = $3, tournament_id = $4, node = $5`,
          [batch.sportId, eventId, found.categoryId, found.tournamentId, JSON.stringify(found.event)],
        );
      }
      if (batch.version % 500 === 0) {
        await tx.query("DELETE FROM feed_batches WHERE sport_id = $1 AND version <= $2", [
          batch.sportId,
          batch.version - keepBatches,
        ]);
      }
    });
  };

  /** Every stored sport, rebuilt from the state tables. */
  const load = async (): Promise<Map<string, StoredSport>> => {
    const sports = await driver.query<{
      sport_id: string;
      version: number;
      committed_at: string;
      skeleton: string;
    }>("SELECT sport_id, version, committed_at, skeleton FROM feed_sports");
    const result = new Map<string, StoredSport>();
    for (const row of sports) {
      const line = JSON.parse(row.skeleton) as Sport;
      const events = await driver.query<{
        category_id: string;
        tournament_id: string;
        event_id: string;
        node: string;
      }>("SELECT category_id, tournament_id, event_id, node FROM feed_events WHERE sport_id = $1", [
        row.sport_id,
      ]);
      for (const event of events) {
        const tournament = line.categories[event.category_id]?.tournaments[event.tournament_id];
        if (tournament)
          (tournament.events as Record<string, FeedEvent>)[event.event_id] = JSON.parse(event.node);
      }
      result.set(row.sport_id, { version: row.version, time: Number(row.committed_at), line });
    }
    return result;
  };

  /** Batches of a sport after `fromVersion`, oldest first (for gaps older than the memory ring). */
  const batchesAfter = async (sportId: string, fromVersion: number, limit: number): Promise<FeedBatch[]> => {
    const rows = await driver.query<{ version: number; committed_at: string; diffs: string }>(
      "SELECT version, committed_at, diffs FROM feed_batches WHERE sport_id = $1 AND version > $2 ORDER BY version LIMIT $3",
      [sportId, fromVersion, limit],
    );
    return rows.map((r) => ({
      sportId,
      version: r.version,
      time: Number(r.committed_at),
      diffs: JSON.parse(r.diffs),
    }));
  };

  return { commit, load, batchesAfter };
};

export type FeedStore = ReturnType<typeof makeFeedStore>;
