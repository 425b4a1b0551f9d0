import type { Category, FeedEvent, FeedTree, Market, Outcome, Tournament } from "../../domain/feed/tree.ts";

/** Small feed pieces for the UI helpers' tests. */

export const anOutcome = (code: string, coefficient: number, locked = false): Outcome => ({
  id: `o-${code}`,
  code,
  coefficient,
  locked,
  updatedAt: 1,
});

export const aMarket = (
  type: string,
  outcomes: ReadonlyArray<Outcome>,
  parameters: Record<string, string> = {},
  locked = false,
): Market => ({
  id: `m-${type}-${Object.values(parameters).join("-")}`,
  type,
  parameters,
  locked,
  outcomes: Object.fromEntries(outcomes.map((outcome) => [outcome.code, outcome])),
});

export const aTournament = (
  id: string,
  name: string,
  priority: number,
  events: ReadonlyArray<FeedEvent>,
): Tournament => ({
  id,
  sportId: "sport-1",
  categoryId: "cat",
  name,
  slug: id,
  priority,
  cashOutAvailable: false,
  events: Object.fromEntries(events.map((event) => [event.id, event])),
});

export const aCategory = (
  id: string,
  name: string,
  priority: number,
  tournaments: ReadonlyArray<Tournament>,
): Category => ({
  id,
  sportId: "sport-1",
  name,
  icon: id,
  slug: id,
  priority,
  tournaments: Object.fromEntries(tournaments.map((tournament) => [tournament.id, tournament])),
});

export const aTree = (categories: ReadonlyArray<Category>): FeedTree => ({
  sports: {
    "sport-1": {
      id: "sport-1",
      code: "soccer",
      name: "Soccer",
      priority: 10000,
      kind: "base",
      categories: Object.fromEntries(categories.map((category) => [category.id, category])),
    },
  },
});
