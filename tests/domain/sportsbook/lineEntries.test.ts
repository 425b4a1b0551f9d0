import { describe, expect, it } from "vitest";
import { lineEntries } from "../../../domain/sportsbook/lineEntries";
import { scenarioCategories, sportLine } from "./sportsbookLine";

const SPORT = { id: "soccer-id", code: "soccer", name: "Soccer", priority: 10000, kind: "base" as const };
const EVENT_COUNT = scenarioCategories()
  .flatMap((category) => category.tournaments)
  .reduce((sum, tournament) => sum + tournament.events.length, 0);

describe("lineEntries", () => {
  it("lists every event with its own tournament and category", () => {
    const entries = lineEntries([{ sports: { [SPORT.id]: sportLine(SPORT, scenarioCategories()) } }]);
    expect(entries).toHaveLength(EVENT_COUNT);
    for (const { event, tournament, category } of entries) {
      expect(tournament.id).toBe(event.tournamentId);
      expect(category.id).toBe(event.categoryId);
    }
  });

  it("lists an event held by two overlapping trees once", () => {
    const tree = { sports: { [SPORT.id]: sportLine(SPORT, scenarioCategories()) } };
    expect(lineEntries([tree, tree, { sports: {} }])).toHaveLength(EVENT_COUNT);
  });
});
