import { Schema } from "effect";
import { FEED_LEVELS } from "./tree";

/**
 * One change to the tree. `path` names the item (ids joined with `->`); `data` holds the item's own
 * fields without its children: all of them on CREATE, the changed ones on UPDATE, none on REMOVE.
 */
export const FeedAction = Schema.Literals(["CREATE", "UPDATE", "REMOVE"]);
export type FeedAction = typeof FeedAction.Type;

export const FeedLevelSchema = Schema.Literals(FEED_LEVELS);

export const FeedDiff = Schema.Struct({
  level: FeedLevelSchema,
  action: FeedAction,
  path: Schema.String,
  data: Schema.optional(Schema.Record(Schema.String, Schema.Unknown)),
});
export type FeedDiff = typeof FeedDiff.Type;

/** A versioned batch: every change of one sport committed together. Versions of a sport are contiguous. */
export const FeedBatch = Schema.Struct({
  sportId: Schema.String,
  version: Schema.Int,
  /** Server time of the commit, epoch ms: lets clients measure delivery delay. */
  time: Schema.Number,
  diffs: Schema.Array(FeedDiff),
});
export type FeedBatch = typeof FeedBatch.Type;
