import { type LineEntry, lineEntries } from "../../../domain/sportsbook/lineEntries";
import type { FeedEngine } from "../../feed/FeedEngine";

/** One sport's whole current line as entries, at the sport's version. */
export interface SportLine {
  readonly version: number;
  /** The sport's code in the line (`soccer`), empty while the sport has no line yet. */
  readonly sportCode: string;
  readonly entries: ReadonlyArray<LineEntry>;
  /** The home queries' answers from this version, by query and arguments (see `answerFrom`). */
  readonly answers: Map<string, unknown>;
}

/**
 * Reads a sport's whole line from the engine and keeps it per version, so the home queries of many
 * visitors cost one walk of the line per change, not one per request.
 */
export const makeCurrentLine = () => {
  const cache = new Map<string, SportLine>();
  return (feed: FeedEngine, sportId: string): SportLine => {
    const version = feed.version(sportId);
    const cached = cache.get(sportId);
    if (cached && cached.version === version) return cached;
    const tree = feed.line(sportId);
    const line: SportLine = {
      version,
      sportCode: tree?.sports[sportId]?.code ?? "",
      entries: tree ? lineEntries([tree]) : [],
      answers: new Map(),
    };
    cache.set(sportId, line);
    return line;
  };
};

/**
 * An answer computed once per version of the line and `key` (the query and every input it reads): the
 * line changes several times a second in play, visitors ask far more often (issue 10: topEvents p99 under
 * 20 ms at 20 clients, each request a walk of thousands of events before).
 */
export const answerFrom = <T>(line: SportLine, key: string, compute: () => T): T => {
  if (line.answers.has(key)) return line.answers.get(key) as T;
  const answer = compute();
  line.answers.set(key, answer);
  return answer;
};
