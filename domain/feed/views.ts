import { Schema } from "effect";
import { FeedBatch } from "./diff";
import { FeedTree } from "./tree";

/**
 * A view is the part of one sport's line a page shows: the live line, one day of the full line (in the
 * viewer's time zone), or one event. The server projects each sport's versioned log onto a view: the
 * view's batches carry the sport's version numbers (contiguous, possibly with no diffs), its snapshot is
 * the sport's tree filtered to the view, and an event entering the view arrives as CREATEs of its whole
 * subtree, one leaving it as a REMOVE.
 */
export const IsoDate = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/));
/** Time-zone offset in seconds east of UTC (UTC+2 → 7200). */
export const TimeZoneOffset = Schema.Int.check(Schema.isBetween({ minimum: -50_400, maximum: 50_400 }));

export const LiveView = Schema.Struct({ kind: Schema.Literal("live"), sportId: Schema.String });
export const DayView = Schema.Struct({
  kind: Schema.Literal("day"),
  sportId: Schema.String,
  date: IsoDate,
  timeZoneOffset: TimeZoneOffset,
});
export const EventView = Schema.Struct({ kind: Schema.Literal("event"), eventId: Schema.String });
export const LineView = Schema.Union([LiveView, DayView, EventView]);
export type LineView = typeof LineView.Type;

/** The websocket topic that pushes a view's batches. */
export const viewTopic = (view: LineView): string => {
  switch (view.kind) {
    case "live":
      return `line.live.${view.sportId}`;
    case "day":
      return `line.day.${view.sportId}.${view.date}.${view.timeZoneOffset}`;
    case "event":
      return `line.event.${view.eventId}`;
  }
};

/** A view's state at one version of its sport. */
export const FeedSnapshot = Schema.Struct({
  version: Schema.Int,
  /** Server time of the version, epoch ms. */
  time: Schema.Number,
  tree: FeedTree,
});
export type FeedSnapshot = typeof FeedSnapshot.Type;

/**
 * The batches after `fromVersion` up to the current one, in order; `null` when the server no longer
 * holds them (the client then starts again from a snapshot).
 */
export const FeedGap = Schema.NullOr(Schema.Array(FeedBatch));
export type FeedGap = typeof FeedGap.Type;

/** What a view topic pushes: one batch of the view's projection. */
export const ViewBatch = FeedBatch;
