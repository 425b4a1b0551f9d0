import type { Category, FeedEvent, FeedTree, Sport, Tournament } from "./tree";

/**
 * The part of a tree a view shows: every sport, and below it only the categories and tournaments that
 * hold at least one kept event. Kept events are shared by reference with the input, and so is every
 * category or tournament whose content is unchanged by the filter, so that diffing two filtered trees
 * costs what changed, not the size of the line.
 */
export const filterFeedTree = (tree: FeedTree, keep: (event: FeedEvent) => boolean): FeedTree => {
  const sports: Record<string, Sport> = {};
  for (const sportId in tree.sports) {
    const sport = tree.sports[sportId]!;
    const categories: Record<string, Category> = {};
    let categoriesSame = true;
    for (const categoryId in sport.categories) {
      const category = sport.categories[categoryId]!;
      const tournaments: Record<string, Tournament> = {};
      let tournamentsSame = true;
      for (const tournamentId in category.tournaments) {
        const tournament = category.tournaments[tournamentId]!;
        const events: Record<string, FeedEvent> = {};
        let kept = 0;
        let total = 0;
        for (const eventId in tournament.events) {
          total++;
          const event = tournament.events[eventId]!;
          if (keep(event)) {
            events[eventId] = event;
            kept++;
          }
        }
        if (kept === 0) {
          tournamentsSame = false;
          continue;
        }
        tournaments[tournamentId] = kept === total ? tournament : { ...tournament, events };
        if (kept !== total) tournamentsSame = false;
      }
      if (Object.keys(tournaments).length === 0) {
        categoriesSame = false;
        continue;
      }
      categories[categoryId] = tournamentsSame ? category : { ...category, tournaments };
      if (!tournamentsSame) categoriesSame = false;
    }
    sports[sportId] = categoriesSame ? sport : { ...sport, categories };
  }
  return { sports };
};

/** Finds an event and its parents' ids. */
export const findEvent = (
  tree: FeedTree,
  eventId: string,
):
  | {
      readonly sport: Sport;
      readonly category: Category;
      readonly tournament: Tournament;
      readonly event: FeedEvent;
    }
  | undefined => {
  for (const sportId in tree.sports) {
    const sport = tree.sports[sportId]!;
    for (const categoryId in sport.categories) {
      const category = sport.categories[categoryId]!;
      for (const tournamentId in category.tournaments) {
        const tournament = category.tournaments[tournamentId]!;
        const event = tournament.events[eventId];
        if (event) return { sport, category, tournament, event };
      }
    }
  }
  return undefined;
};

/** Calls `visit` for every event of the tree. */
export const forEachEvent = (tree: FeedTree, visit: (event: FeedEvent) => void): void => {
  for (const sportId in tree.sports) {
    const sport = tree.sports[sportId]!;
    for (const categoryId in sport.categories) {
      const tournaments = sport.categories[categoryId]!.tournaments;
      for (const tournamentId in tournaments) {
        const events = tournaments[tournamentId]!.events;
        for (const eventId in events) visit(events[eventId]!);
      }
    }
  }
};
