import type { FeedBatch } from "../../domain/feed/diff";
import { filterFeedTree, findEvent } from "../../domain/feed/filterFeedTree";
import type { FeedEvent, FeedTree } from "../../domain/feed/tree";
import { viewKeeps } from "../../domain/feed/viewKeeps";
import type { LineView } from "../../domain/feed/views";

export { viewKeeps };

/** The sport a view belongs to; for an event view, the sport whose line holds the event (if any). */
export const viewSport = (view: LineView, trees: ReadonlyMap<string, FeedTree>): string | undefined => {
  if (view.kind !== "event") return view.sportId;
  for (const [sportId, tree] of trees) if (findEvent(tree, view.eventId)) return sportId;
  return undefined;
};

/** A watched view: its filtered tree at the sport's current version and its recent projected batches. */
export interface ActiveView {
  readonly view: LineView;
  readonly topic: string;
  readonly sportId: string | undefined;
  readonly keep: (event: FeedEvent) => boolean;
  filtered: FeedTree;
  readonly ring: FeedBatch[];
  watched: boolean;
  lingerTimer: ReturnType<typeof setTimeout> | undefined;
}

export const activateView = (
  view: LineView,
  topic: string,
  trees: ReadonlyMap<string, FeedTree>,
): ActiveView => {
  const sportId = viewSport(view, trees);
  const keep = viewKeeps(view);
  const tree = sportId ? trees.get(sportId) : undefined;
  return {
    view,
    topic,
    sportId,
    keep,
    filtered: tree ? filterFeedTree(tree, keep) : { sports: {} },
    ring: [],
    watched: true,
    lingerTimer: undefined,
  };
};

/** Appends to a bounded ring, dropping the oldest. */
export const pushRing = (ring: FeedBatch[], batch: FeedBatch, size: number): void => {
  ring.push(batch);
  if (ring.length > size) ring.splice(0, ring.length - size);
};

/** The batches after `fromVersion` from a ring, or null when the ring no longer reaches back that far. */
export const gapFromRing = (
  ring: ReadonlyArray<FeedBatch>,
  fromVersion: number,
  current: number,
): FeedBatch[] | null => {
  if (fromVersion >= current) return fromVersion === current ? [] : null;
  const first = ring[0];
  if (!first || first.version > fromVersion + 1) return null;
  return ring.filter((batch) => batch.version > fromVersion);
};
