import type { Category, FeedEvent, FeedTree, Tournament } from "../feed/tree";

/** One event of a line with the tournament and category it sits in: what ranking and display need. */
export interface LineEntry {
  readonly category: Category;
  readonly tournament: Tournament;
  readonly event: FeedEvent;
}

/**
 * Every event of the given trees, once each (the first tree holding an event wins), with its parents.
 * Trees may overlap, e.g. the live view and today's view both hold a match in play.
 */
export const lineEntries = (trees: Iterable<FeedTree>): LineEntry[] => {
  const seen = new Set<string>();
  const entries: LineEntry[] = [];
  for (const tree of trees) {
    for (const sportId in tree.sports) {
      const { categories } = tree.sports[sportId]!;
      for (const categoryId in categories) {
        const category = categories[categoryId]!;
        for (const tournamentId in category.tournaments) {
          const tournament = category.tournaments[tournamentId]!;
          for (const eventId in tournament.events) {
            if (seen.has(eventId)) continue;
            seen.add(eventId);
            entries.push({ category, tournament, event: tournament.events[eventId]! });
          }
        }
      }
    }
  }
  return entries;
};
