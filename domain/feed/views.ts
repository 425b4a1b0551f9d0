import { Schema } from "effect";
import { FeedBatch } from "./diff";
import { isRealTimeZoneOffset, TimeZoneOffset } from "./timeZoneOffset";
import { FeedTree } from "./tree";

export { TimeZoneOffset };

/**
 * A view is the part of one sport's line a page shows: the live line, one day of the full line (in the
 * viewer's time zone), or one event. The server projects each sport's versioned log onto a view: the
 * view's batches carry the sport's version numbers (contiguous, possibly with no diffs), its snapshot is
 * the sport's tree filtered to the view, and an event entering the view arrives as CREATEs of its whole
 * subtree, one leaving it as a REMOVE.
 */
export const IsoDate = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/));

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

/** The view a topic names, or undefined when it names none. */
export const parseViewTopic = (topic: string): LineView | undefined => {
  const parts = topic.split(".");
  if (parts[0] !== "line") return undefined;
  if (parts[1] === "live" && parts.length === 3 && parts[2]) return { kind: "live", sportId: parts[2] };
  if (parts[1] === "event" && parts.length === 3 && parts[2]) return { kind: "event", eventId: parts[2] };
  if (parts[1] === "day" && parts.length === 5 && parts[2]) {
    const [date, offset] = [parts[3]!, Number(parts[4])];
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !isRealTimeZoneOffset(offset)) return undefined;
    return { kind: "day", sportId: parts[2], date, timeZoneOffset: offset };
  }
  return undefined;
};

/** The viewer's calendar date of an instant: `2026-11-23` for UTC+0 at 23:30 UTC, `2026-11-24` at UTC+2. */
export const localDate = (epochMs: number, timeZoneOffset: number): string =>
  new Date(epochMs + timeZoneOffset * 1000).toISOString().slice(0, 10);
