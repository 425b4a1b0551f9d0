import { isLive, isUpcoming } from "../event/lifecycle";
import type { Category, Tournament } from "../feed/tree";
import { TOP_TOURNAMENTS_DEFAULT_SIZE } from "./homeLimits";
import type { LineEntry } from "./lineEntries";

/** A tournament of the line with how many of its events are live, still to start, and listed at all. */
export interface TournamentSummary {
  readonly tournament: Tournament;
  readonly category: Category;
  readonly liveEventCount: number;
  readonly upcomingEventCount: number;
  /** Every listed event, finished ones (kept two days) included. */
  readonly eventCount: number;
}

const compareSummaries = (a: TournamentSummary, b: TournamentSummary): number =>
  b.tournament.priority - a.tournament.priority ||
  b.liveEventCount - a.liveEventCount ||
  b.upcomingEventCount - a.upcomingEventCount ||
  b.category.priority - a.category.priority ||
  a.tournament.name.localeCompare(b.tournament.name) ||
  (a.tournament.id < b.tournament.id ? -1 : a.tournament.id > b.tournament.id ? 1 : 0);

/** Per tournament of the entries, its event counts; in no particular order. */
export const summariseTournaments = (entries: ReadonlyArray<LineEntry>): TournamentSummary[] => {
  const byId = new Map<string, { -readonly [K in keyof TournamentSummary]: TournamentSummary[K] }>();
  for (const { tournament, category, event } of entries) {
    const summary = byId.get(tournament.id) ?? {
      tournament,
      category,
      liveEventCount: 0,
      upcomingEventCount: 0,
      eventCount: 0,
    };
    summary.eventCount++;
    if (isLive(event.status)) summary.liveEventCount++;
    if (isUpcoming(event.status)) summary.upcomingEventCount++;
    byId.set(tournament.id, summary);
  }
  return [...byId.values()];
};

/**
 * The home page's top tournaments (sports-data sections 2 and 7): the tournaments with something still to
 * watch (a live or upcoming event), by priority, then by how much they have on, up to `size`.
 */
export const rankTopTournaments = (
  entries: ReadonlyArray<LineEntry>,
  size: number = TOP_TOURNAMENTS_DEFAULT_SIZE,
): TournamentSummary[] =>
  summariseTournaments(entries)
    .filter((summary) => summary.liveEventCount + summary.upcomingEventCount > 0)
    .sort(compareSummaries)
    .slice(0, Math.max(0, size));
