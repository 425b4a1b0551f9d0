import type { Category, Sport, Tournament } from "../../../../domain/feed/tree";
import { compareByPriority } from "../../../../domain/sportsbook/lineOrder";
import type { World, WorldCategory, WorldTournament } from "./model";

/**
 * The line skeleton in the feed tree's shapes (domain/feed/tree.ts): sport → categories → tournaments,
 * every `events` record empty. The feed fills events in from the fixtures.
 */

/** The line's order (domain/sportsbook/lineOrder); the provider's names are English. */
const byPriority = compareByPriority("en");

export const tournamentNode = (t: WorldTournament): Tournament => ({
  id: t.id,
  sportId: t.sportId,
  categoryId: t.categoryId,
  name: t.name,
  slug: t.slug,
  priority: t.priority,
  cashOutAvailable: t.cashOutAvailable,
  events: {},
});

/** A category node holding the given tournaments. */
export const categoryShell = (
  category: WorldCategory,
  tournaments: Readonly<Record<string, Tournament>>,
): Category => ({
  id: category.id,
  sportId: category.sportId,
  name: category.name,
  icon: category.icon,
  slug: category.slug,
  priority: category.priority,
  tournaments,
});

export const categoryNode = (world: World, category: WorldCategory): Category =>
  categoryShell(
    category,
    Object.fromEntries(
      world.tournaments.filter((t) => t.categoryId === category.id).map((t) => [t.id, tournamentNode(t)]),
    ),
  );

/** A sport's categories, highest priority first, each with its tournaments. */
export const categoriesOf = (world: World, sportId: string): ReadonlyArray<Category> =>
  world.categories
    .filter((c) => c.sportId === sportId)
    .sort(byPriority)
    .map((c) => categoryNode(world, c));

/** A sport's tournaments (or one category's), highest priority first. */
export const tournamentsOf = (
  world: World,
  sportId: string,
  categoryId?: string,
): ReadonlyArray<Tournament> =>
  world.tournaments
    .filter((t) => t.sportId === sportId && (categoryId === undefined || t.categoryId === categoryId))
    .sort(byPriority)
    .map(tournamentNode);

/** A catalogue sport with its line skeleton; sports without a simulated world have no categories. */
export const sportLine = (world: World, sport: Omit<Sport, "categories">): Sport => ({
  id: sport.id,
  code: sport.code,
  name: sport.name,
  priority: sport.priority,
  kind: sport.kind,
  categories: Object.fromEntries(categoriesOf(world, sport.id).map((c) => [c.id, c])),
});
