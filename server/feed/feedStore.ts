import { applyFeedDiffs } from "../../domain/feed/applyFeedDiffs";
import type { FeedBatch } from "../../domain/feed/diff";
import { splitPath } from "../../domain/feed/ids";
import type { FeedEvent, FeedTree, Sport } from "../../domain/feed/tree";
import type { SqlDriver } from "../db/SqlDriver";

export interface StoredSport {
  readonly version: number;
  readonly time: number;
  readonly line: Sport;
  /**
   * The line at the oldest version the database knows it exactly (the state tables' version, or where an
   * interrupted flush was heading; 0 and no line for a sport only the log holds) and the log's batches
   * after it, in order: what a gap from before a restart is answered from. Undefined when the log does not
   * reach that version.
   */
  readonly history?: LineHistory | undefined;
}

export interface LineHistory {
  readonly version: number;
  readonly line: Sport | undefined;
  readonly batches: ReadonlyArray<FeedBatch>;
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

const FLUSH_CHUNK = 20;

interface Pending {
  version: number;
  time: number;
  tree: FeedTree;
  readonly events: Set<string>;
  skeleton: boolean;
}

/**
 * Persists the feed. Each batch is one row appended to the log, on the hot path, before it is
 * published. The state tables (the fold of the log up to `feed_sports.version`) are brought up to date
 * in the background by `flush`, one transaction per sport, so that the cost of a batch is one insert
 * whatever the size of the events it touched. Loading reads the state tables and folds the log rows
 * written after them.
 */
export const makeFeedStore = (driver: SqlDriver, options: { readonly keepBatches?: number } = {}) => {
  const keepBatches = options.keepBatches ?? 2000;
  const pending = new Map<string, Pending>();

  const append = async (batch: FeedBatch, after: FeedTree): Promise<void> => {
    await driver.query(
      "INSERT INTO feed_batches (sport_id, version, committed_at, diffs) VALUES ($1, $2, $3, $4)",
      [batch.sportId, batch.version, batch.time, JSON.stringify(batch.diffs)],
    );
    const entry = pending.get(batch.sportId) ?? {
      version: batch.version,
      time: batch.time,
      tree: after,
      events: new Set<string>(),
      skeleton: false,
    };
    entry.version = batch.version;
    entry.time = batch.time;
    entry.tree = after;
    for (const id of touchedEvents(batch)) entry.events.add(id);
    entry.skeleton ||= touchesSkeleton(batch);
    pending.set(batch.sportId, entry);
  };

  const eventRows = (sport: Sport) => {
    const located = new Map<string, { categoryId: string; tournamentId: string; event: FeedEvent }>();
    for (const categoryId in sport.categories) {
      const tournaments = sport.categories[categoryId]!.tournaments;
      for (const tournamentId in tournaments) {
        const events = tournaments[tournamentId]!.events;
        for (const eventId in events)
          located.set(eventId, { categoryId, tournamentId, event: events[eventId]! });
      }
    }
    return located;
  };

  /**
   * NOTE: events are written in small chunks with a pause between them, so that a flush never holds the
   * event loop (PGlite runs on it) for long. A crash between chunks leaves some rows ahead of
   * `feed_sports.version`; replaying the log over them still gives the right tree, because every diff
   * carries absolute values: the last write of each field wins.
   */
  const flushSport = async (sportId: string, entry: Pending): Promise<void> => {
    const sport = entry.tree.sports[sportId];
    if (!sport) {
      await driver.transaction(async (tx) => {
        await tx.query("DELETE FROM feed_sports WHERE sport_id = $1", [sportId]);
        await tx.query("DELETE FROM feed_events WHERE sport_id = $1", [sportId]);
      });
      return;
    }
    const located = eventRows(sport);
    const ids = [...entry.events];
    for (let at = 0; at < ids.length; at += FLUSH_CHUNK) {
      await driver.transaction(async (tx) => {
        // NOTE: from here some event rows are ahead of `version`: the state tables are exactly the line
        // at no version until the last write below. Loading needs to know it for gaps (see `replay`).
        if (at === 0)
          await tx.query("UPDATE feed_sports SET flushing_to = $2 WHERE sport_id = $1", [
            sportId,
            entry.version,
          ]);
        for (const eventId of ids.slice(at, at + FLUSH_CHUNK)) {
          const found = located.get(eventId);
          if (!found) {
            await tx.query("DELETE FROM feed_events WHERE sport_id = $1 AND event_id = $2", [
              sportId,
              eventId,
            ]);
            continue;
          }
          await tx.query(
            `INSERT INTO feed_events (sport_id, event_id, category_id, tournament_id, node) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (sport_id, event_id) DO UPDATE SET category_id = $3, tournament_id = $4, node = $5`,
            [sportId, eventId, found.categoryId, found.tournamentId, JSON.stringify(found.event)],
          );
        }
      });
      await new Promise((resolve) => setImmediate(resolve));
    }
    const skeleton = entry.skeleton ? JSON.stringify(skeletonOf(sport)) : null;
    await driver.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO feed_sports (sport_id, version, committed_at, skeleton) VALUES ($1, $2, $3, $4)
         ON CONFLICT (sport_id) DO UPDATE SET version = $2, committed_at = $3,
           skeleton = COALESCE($5, feed_sports.skeleton), flushing_to = NULL`,
        [sportId, entry.version, entry.time, skeleton ?? JSON.stringify(skeletonOf(sport)), skeleton],
      );
      // The log before the state tables' version is no longer needed to rebuild; keep a tail for gaps.
      await tx.query("DELETE FROM feed_batches WHERE sport_id = $1 AND version <= $2", [
        sportId,
        entry.version - keepBatches,
      ]);
    });
  };

  /** Brings the state tables up to the last appended version of every sport. */
  const flush = async (): Promise<void> => {
    const work = [...pending];
    pending.clear();
    for (const [sportId, entry] of work) await flushSport(sportId, entry);
  };

  /** Every stored sport: the state tables, then the log rows written after them, folded. */
  const load = async (): Promise<Map<string, StoredSport>> => {
    const sports = await driver.query<{
      sport_id: string;
      version: number;
      committed_at: string;
      skeleton: string;
      flushing_to: number | null;
    }>("SELECT sport_id, version, committed_at, skeleton, flushing_to FROM feed_sports");
    const result = new Map<string, StoredSport>();
    const known = new Set<string>();
    for (const row of sports) {
      known.add(row.sport_id);
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
      result.set(
        row.sport_id,
        await replay(
          row.sport_id,
          row.version,
          Number(row.committed_at),
          line,
          row.flushing_to ?? row.version,
        ),
      );
    }
    const logged = await driver.query<{ sport_id: string }>("SELECT DISTINCT sport_id FROM feed_batches");
    for (const { sport_id } of logged) {
      if (known.has(sport_id)) continue;
      const replayed = await replay(sport_id, 0, 0, undefined, 0);
      if (replayed.line) result.set(sport_id, replayed);
    }
    return result;
  };

  /**
   * Folds the log after `version` onto the line read from the state tables.
   *
   * NOTE: the line read is exact at `version` only when the last flush finished; one interrupted between
   * its chunks left some events ahead, at up to `exactFrom`. Folding the log on still ends on the right
   * line (every diff carries absolute values), but the lines on the way, before `exactFrom`, may be wrong,
   * so the history for gaps starts at `exactFrom`.
   */
  const replay = async (
    sportId: string,
    version: number,
    time: number,
    line: Sport | undefined,
    exactFrom: number,
  ): Promise<StoredSport> => {
    let tree: FeedTree = line ? { sports: { [sportId]: line } } : { sports: {} };
    let current = { version, time };
    let exact: FeedTree | undefined = exactFrom === version ? tree : undefined;
    const after: FeedBatch[] = [];
    for (const batch of await batchesAfter(sportId, version, Number.MAX_SAFE_INTEGER)) {
      if (batch.version !== current.version + 1) break;
      tree = applyFeedDiffs(tree, batch.diffs).tree;
      current = { version: batch.version, time: batch.time };
      if (exact) after.push(batch);
      else if (current.version === exactFrom) exact = tree;
    }
    return {
      ...current,
      line: tree.sports[sportId]!,
      history: exact ? { version: exactFrom, line: exact.sports[sportId], batches: after } : undefined,
    };
  };

  /** Batches of a sport after `fromVersion`, oldest first. */
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

  return { append, flush, load, batchesAfter };
};

export type FeedStore = ReturnType<typeof makeFeedStore>;
