import type { World, WorldTournament } from "../world/model";

/** The leagues page's order: category priority, then tournament priority (both highest first), name, id. */
export const compareTournaments =
  (world: World) =>
  (a: WorldTournament, b: WorldTournament): number =>
    (world.categoryById.get(b.categoryId)?.priority ?? 0) -
      (world.categoryById.get(a.categoryId)?.priority ?? 0) ||
    b.priority - a.priority ||
    (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
