import type { FeedDiff } from "./diff";
import { joinPath, splitPath } from "./ids";
import type { FeedEvent, FeedTree } from "./tree";
import { type LineView, localDate } from "./views";

/** An event a batch touched (a diff at event level or below), at one place in the tree. */
export interface TouchedEvent {
  /** sport, category, tournament, event. */
  readonly parts: readonly [string, string, string, string];
  /** The batch's diffs at this event or below, in batch order. */
  readonly diffs: FeedDiff[];
  readonly before: FeedEvent | undefined;
  readonly after: FeedEvent | undefined;
}

/** A sport, category or tournament whose own fields or existence a batch changed. */
export interface TouchedNode {
  readonly level: "sport" | "category" | "tournament";
  readonly parts: ReadonlyArray<string>;
}

/**
 * What one batch of a sport changed, read once and shared by every view of the sport: the events it
 * touched (with their state before and after) and the nodes above events it touched. A view's projection
 * then costs what the batch touched, not the size of the line.
 */
export interface TouchedBatch {
  readonly before: FeedTree;
  readonly after: FeedTree;
  readonly events: ReadonlyArray<TouchedEvent>;
  readonly nodes: ReadonlyArray<TouchedNode>;
  /** The touched events by tournament (`sport->category->tournament`). */
  readonly byTournament: ReadonlyMap<string, ReadonlyArray<TouchedEvent>>;
}

const MS_PER_DAY = 86_400_000;

export const eventAt = (
  tree: FeedTree,
  [sportId, categoryId, tournamentId, eventId]: TouchedEvent["parts"],
): FeedEvent | undefined =>
  tree.sports[sportId]?.categories[categoryId]?.tournaments[tournamentId]?.events[eventId];

/** Reads a batch of diffs that turned `before` into `after`. */
export const touchBatch = (
  before: FeedTree,
  after: FeedTree,
  diffs: ReadonlyArray<FeedDiff>,
): TouchedBatch => {
  const events = new Map<string, TouchedEvent>();
  const nodes = new Map<string, TouchedNode>();
  for (const diff of diffs) {
    const parts = splitPath(diff.path);
    if (parts.length >= 4) {
      const key = joinPath(parts[0]!, parts[1]!, parts[2]!, parts[3]!);
      const known = events.get(key);
      if (known) known.diffs.push(diff);
      else {
        const at = [parts[0]!, parts[1]!, parts[2]!, parts[3]!] as const;
        events.set(key, { parts: at, diffs: [diff], before: eventAt(before, at), after: eventAt(after, at) });
      }
    } else if (diff.level === "sport" || diff.level === "category" || diff.level === "tournament") {
      if (!nodes.has(diff.path)) nodes.set(diff.path, { level: diff.level, parts });
    }
  }
  const byTournament = new Map<string, TouchedEvent[]>();
  for (const event of events.values()) {
    const key = joinPath(event.parts[0], event.parts[1], event.parts[2]);
    const list = byTournament.get(key);
    if (list) list.push(event);
    else byTournament.set(key, [event]);
  }
  return { before, after, events: [...events.values()], nodes: [...nodes.values()], byTournament };
};

/**
 * For each view, the touched events that may enter, leave or change in it: those it may have held
 * before or may hold after. Day views of one offset share one reading of the events' local dates, so a
 * day view the batch does not touch costs a map lookup, whatever the number of (date, offset) views.
 */
export const makeViewRelevance = (
  touched: TouchedBatch,
): ((view: LineView) => ReadonlyArray<TouchedEvent>) => {
  const byOffset = new Map<number, Map<string, TouchedEvent[]>>();
  let byEventId: Map<string, TouchedEvent[]> | undefined;
  const none: ReadonlyArray<TouchedEvent> = [];

  // NOTE: `localDate` per event and offset would build a Date and a string each time (a batch of 50
  // events under 105 offsets is 10,000 of them); events fall on few days, named once each here.
  const dayNames = new Map<number, string>();
  const dateOf = (startTime: number, offset: number): string => {
    const day = Math.floor((startTime + offset * 1000) / MS_PER_DAY);
    let name = dayNames.get(day);
    if (name === undefined) {
      name = localDate(day * MS_PER_DAY, 0);
      dayNames.set(day, name);
    }
    return name;
  };

  const datesAt = (offset: number): Map<string, TouchedEvent[]> => {
    const known = byOffset.get(offset);
    if (known) return known;
    const dates = new Map<string, TouchedEvent[]>();
    const add = (date: string, event: TouchedEvent) => {
      const list = dates.get(date);
      if (list) list.push(event);
      else dates.set(date, [event]);
    };
    for (const event of touched.events) {
      const before = event.before && dateOf(event.before.startTime, offset);
      const after = event.after && dateOf(event.after.startTime, offset);
      if (before) add(before, event);
      if (after && after !== before) add(after, event);
    }
    byOffset.set(offset, dates);
    return dates;
  };

  return (view) => {
    switch (view.kind) {
      case "live":
        return touched.events;
      case "day":
        return datesAt(view.timeZoneOffset).get(view.date) ?? none;
      case "event": {
        if (!byEventId) {
          byEventId = new Map();
          for (const event of touched.events) {
            // The view keeps by the event's own id, which is also its key in the tree.
            for (const id of new Set([event.before?.id, event.after?.id])) {
              if (id === undefined) continue;
              const list = byEventId.get(id);
              if (list) list.push(event);
              else byEventId.set(id, [event]);
            }
          }
        }
        return byEventId.get(view.eventId) ?? none;
      }
    }
  };
};
