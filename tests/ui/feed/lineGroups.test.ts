import { describe, expect, it } from "vitest";
import { countEvents, keepUnchangedGroups, lineGroups } from "../../../ui/feed/lineGroups.ts";
import { anEvent } from "../../domain/event/eventFixtures.ts";
import { aCategory, aTournament, aTree } from "../feedFixtures.ts";

const at = (id: string, startTime: number, status: "in_progress" | "not_started" = "in_progress") =>
  anEvent({ id, startTime, status });

describe("lineGroups", () => {
  const tree = aTree([
    aCategory("es", "Spain", 50, [
      aTournament("liga2", "Segunda", 10, [at("e-seg", 5)]),
      aTournament("liga", "LaLiga", 90, [at("e-late", 300), at("e-early", 100)]),
    ]),
    aCategory("gb", "England", 100, [aTournament("pl", "Premier League", 100, [at("e-pl", 200)])]),
    aCategory("de", "Germany", 50, [aTournament("bl", "Bundesliga", 80, [at("e-up", 50, "not_started")])]),
  ]);

  it("puts the categories and tournaments of higher priority first, then orders by name", () => {
    expect(lineGroups(tree, "sport-1", "en").map((group) => group.tournamentName)).toEqual([
      "Premier League",
      "Bundesliga",
      "LaLiga",
      "Segunda",
    ]);
  });

  it("orders a tournament's events by kick-off", () => {
    const liga = lineGroups(tree, "sport-1", "en").find((group) => group.tournamentName === "LaLiga")!;
    expect(liga.events.map((event) => event.id)).toEqual(["e-early", "e-late"]);
  });

  it("drops the events the page does not list and the groups left empty", () => {
    const live = lineGroups(tree, "sport-1", "en", (event) => event.status === "in_progress");
    expect(live.map((group) => group.tournamentName)).not.toContain("Bundesliga");
    expect(countEvents(live)).toBe(4);
  });

  it("is empty for a sport the tree does not hold", () => {
    expect(lineGroups(tree, "sport-2", "en")).toEqual([]);
  });
});

describe("keepUnchangedGroups", () => {
  const events = { a: at("e-a", 1), b: at("e-b", 2), c: at("e-c", 3) };
  const treeOf = (a = events.a, b = events.b, c = events.c) =>
    aTree([
      aCategory("es", "Spain", 50, [aTournament("liga", "LaLiga", 90, [a, b])]),
      aCategory("gb", "England", 100, [aTournament("pl", "Premier League", 100, [c])]),
    ]);
  const before = lineGroups(treeOf(), "sport-1", "en");

  it("keeps the previous list itself when no group changed", () => {
    expect(keepUnchangedGroups(before, lineGroups(treeOf(), "sport-1", "en"))).toBe(before);
  });

  it("takes the new group where an event changed and keeps the others' previous objects", () => {
    const moved = { ...events.b, startTime: 2 };
    const after = keepUnchangedGroups(before, lineGroups(treeOf(events.a, moved), "sport-1", "en"));
    const liga = after.find((group) => group.key.endsWith("liga"))!;
    const pl = after.find((group) => group.key.endsWith("pl"))!;
    expect(liga).not.toBe(before.find((group) => group.key.endsWith("liga")));
    expect(liga.events).toContain(moved);
    expect(pl).toBe(before.find((group) => group.key.endsWith("pl")));
  });

  it("answers a new list when the groups themselves change", () => {
    const next = lineGroups(
      aTree([aCategory("gb", "England", 100, [aTournament("pl", "Premier League", 100, [events.c])])]),
      "sport-1",
      "en",
    );
    const after = keepUnchangedGroups(before, next);
    expect(after).not.toBe(before);
    expect(after).toEqual([before.find((group) => group.key.endsWith("pl"))]);
  });
});
