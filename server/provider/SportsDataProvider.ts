import type { FeedBatch } from "../../domain/feed/diff";
import type { Sport } from "../../domain/feed/tree";

/** One sport of the catalogue (sports-data section 1), without its line. */
export interface SportInfo {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly priority: number;
  readonly kind: Sport["kind"];
}

/**
 * A provider's word on one sport: its whole current line (categories, tournaments, events with scopes,
 * markets and scores). NOTE: events that did not change since the provider's previous update must be
 * the very same objects (reference-equal), so that the feed engine's diff costs what changed, not the
 * size of the line.
 */
export interface ProviderUpdate {
  readonly sportId: string;
  /** Provider time of the state, epoch ms. */
  readonly at: number;
  readonly line: Sport;
}

/**
 * What the feed engine needs from a sports-data source. The seeded simulator implements it; a real
 * provider adapter would implement the same: it pushes updates as they happen and heartbeats between
 * them, so that silence can be told apart from a quiet moment.
 */
export interface SportsDataProvider {
  readonly name: string;
  readonly sports: () => ReadonlyArray<SportInfo>;
  /** Starts pushing. Returns a function that stops it. */
  readonly start: (listener: {
    readonly update: (update: ProviderUpdate) => void;
    readonly heartbeat: (at: number) => void;
    /**
     * A batch another feed engine already committed to the log (the ingest worker's, server/ingest/): a
     * source that commits elsewhere hands over batches instead of lines, in version order per sport.
     */
    readonly committed?: (batch: FeedBatch) => void;
  }) => () => void;
  /** The provider's clock (the simulator's may run faster than real time). */
  readonly now: () => number;
}
