import type { FeedEvent, FeedTree } from "../../domain/feed/tree.ts";
import { compareByKickOff, compareByPriority } from "../../domain/sportsbook/lineOrder.ts";

/** One block of a line page: a tournament with its category, and the events it lists. */
export interface LineGroup {
  readonly key: string;
  readonly categoryName: string;
  readonly categoryIcon: string;
  readonly tournamentName: string;
  readonly events: ReadonlyArray<FeedEvent>;
}

/**
 * A sport's events grouped by category and tournament in the line's order (domain/sportsbook/lineOrder:
 * higher priority, then by name in the reader's `locale`), events by kick-off. `keep` drops events the
 * page must not list; groups left empty disappear.
 */
export const lineGroups = (
  tree: FeedTree,
  sportId: string,
  locale: string,
  keep: (event: FeedEvent) => boolean = () => true,
): LineGroup[] => {
  const sport = tree.sports[sportId];
  if (!sport) return [];
  const byPriority = compareByPriority(locale);
  const groups: LineGroup[] = [];
  for (const category of Object.values(sport.categories).sort(byPriority)) {
    for (const tournament of Object.values(category.tournaments).sort(byPriority)) {
      const events = Object.values(tournament.events).filter(keep).sort(compareByKickOff);
      if (events.length === 0) continue;
      groups.push({
        key: `${category.id}/${tournament.id}`,
        categoryName: category.name,
        categoryIcon: category.icon,
        tournamentName: tournament.name,
        events,
      });
    }
  }
  return groups;
};

const sameGroup = (a: LineGroup, b: LineGroup): boolean =>
  a.key === b.key &&
  a.categoryName === b.categoryName &&
  a.categoryIcon === b.categoryIcon &&
  a.tournamentName === b.tournamentName &&
  a.events.length === b.events.length &&
  a.events.every((event, at) => event === b.events[at]);

/**
 * `next` with every group whose content did not change replaced by its `previous` object, and `previous`
 * itself when nothing changed: a batch moving a few prices then re-renders only the cards holding them
 * (events are compared by reference; the feed fold shares the unchanged ones).
 */
export const keepUnchangedGroups = (
  previous: ReadonlyArray<LineGroup>,
  next: ReadonlyArray<LineGroup>,
): ReadonlyArray<LineGroup> => {
  const before = new Map(previous.map((group) => [group.key, group]));
  let same = previous.length === next.length;
  const kept = next.map((group, at) => {
    const old = before.get(group.key);
    const chosen = old && sameGroup(old, group) ? old : group;
    if (chosen !== previous[at]) same = false;
    return chosen;
  });
  return same ? previous : kept;
};

/** How many events the groups list. */
export const countEvents = (groups: ReadonlyArray<LineGroup>): number =>
  groups.reduce((sum, group) => sum + group.events.length, 0);
