import type { FeedTree } from "../../../domain/feed/tree";
import { type LineEntry, lineEntries } from "../../../domain/sportsbook/lineEntries";
import type { FeedEngine } from "../../feed/FeedEngine";

/** One sport's whole current line as entries, at the sport's version. */
export interface SportLine {
  readonly version: number;
  /** The sport's code in the line (`soccer`), empty while the sport has no line yet. */
  readonly sportCode: string;
  readonly entries: ReadonlyArray<LineEntry>;
}

const sportCodeOf = (trees: ReadonlyArray<FeedTree>, sportId: string): string => {
  for (const tree of trees) {
    const sport = tree.sports[sportId];
    if (sport) return sport.code;
  }
  return "";
};

/**
 * Reads a sport's whole line through the engine's public views and keeps it per version, so the home
 * queries of many visitors cost one walk of the line per change, not one per request.
 *
 * NOTE: the engine exposes views, not its trees: every event starts on exactly one UTC day, so the day
 * views at offset 0 over the days the counters list are the whole line, each event once. A direct
 * `line(sportId)` on the engine would make this a lookup.
 */
export const makeCurrentLine = () => {
  const cache = new Map<string, SportLine>();
  return (feed: FeedEngine, sportId: string): SportLine => {
    const version = feed.version(sportId);
    const cached = cache.get(sportId);
    if (cached && cached.version === version) return cached;
    const trees = feed
      .dayCounters(sportId, 0)
      .map(({ date }) => feed.snapshot({ kind: "day", sportId, date, timeZoneOffset: 0 }).tree);
    const line: SportLine = { version, sportCode: sportCodeOf(trees, sportId), entries: lineEntries(trees) };
    cache.set(sportId, line);
    return line;
  };
};
