import { isLive, isUpcoming } from "../event/lifecycle";
import { localDate } from "../feed/views";
import { TOP_EVENTS_LIMIT } from "./homeLimits";
import type { LineEntry } from "./lineEntries";

export interface TopEventsOptions {
  /** Epoch ms: the instant whose local day counts as today. */
  readonly now: number;
  /** The viewer's offset from UTC in seconds (UTC+2 → 7200). */
  readonly timeZoneOffset: number;
  readonly limit?: number;
}

/**
 * The order within each group: the bigger tournament first (its priority, then its category's), then the
 * earlier start, then the id, so that equal rankings never reshuffle between requests.
 */
export const compareByTournamentPriority = (a: LineEntry, b: LineEntry): number =>
  b.tournament.priority - a.tournament.priority ||
  b.category.priority - a.category.priority ||
  a.event.startTime - b.event.startTime ||
  (a.event.id < b.event.id ? -1 : a.event.id > b.event.id ? 1 : 0);

export const isLiveEntry = (entry: LineEntry): boolean => isLive(entry.event.status);

/** Not started and starting on the viewer's local `today` (`2026-11-23`), even if its kick-off is late. */
export const isUpcomingOn = (entry: LineEntry, today: string, timeZoneOffset: number): boolean =>
  isUpcoming(entry.event.status) && localDate(entry.event.startTime, timeZoneOffset) === today;

/**
 * The home page's top events (sports-data section 2): every live event first, then the events still to
 * start on the viewer's local day, each group ranked by tournament priority, up to `limit`.
 */
export const selectTopEvents = (
  entries: ReadonlyArray<LineEntry>,
  { now, timeZoneOffset, limit = TOP_EVENTS_LIMIT }: TopEventsOptions,
): LineEntry[] => {
  const today = localDate(now, timeZoneOffset);
  const live = entries.filter(isLiveEntry).sort(compareByTournamentPriority);
  const upcoming = entries
    .filter((entry) => isUpcomingOn(entry, today, timeZoneOffset))
    .sort(compareByTournamentPriority);
  return [...live, ...upcoming].slice(0, Math.max(0, limit));
};
