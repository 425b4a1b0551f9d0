import { describe, expect, it } from "vitest";
import { groupLeaguesByCategory } from "../../../domain/statistics/leagueGroups.ts";
import type { LeagueEntry } from "../../../domain/statistics/statisticsAnswers.ts";

const league = (id: string, category: string): LeagueEntry => ({
  id,
  name: id,
  slug: id,
  category: { id: category, name: category, icon: category, slug: category },
  kind: "league",
  currentSeasonId: null,
});

describe("groupLeaguesByCategory", () => {
  it("keeps the service's order of categories and of their leagues", () => {
    const groups = groupLeaguesByCategory([league("a", "en"), league("b", "en"), league("c", "es")]);
    expect(groups.map((g) => [g.category.id, g.leagues.map((l) => l.id)])).toEqual([
      ["en", ["a", "b"]],
      ["es", ["c"]],
    ]);
  });

  it("joins a category split over two pages into one group", () => {
    const groups = groupLeaguesByCategory([league("a", "en"), league("c", "es"), league("b", "en")]);
    expect(groups.map((g) => g.leagues.map((l) => l.id))).toEqual([["a", "b"], ["c"]]);
  });
});
