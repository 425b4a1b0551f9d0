import { describe, expect, it } from "vitest";
import { searchNumber, searchText, seasonSearch } from "../../../ui/tournament/tournamentSearch.ts";
import {
  isTournamentTab,
  seasonTabOf,
  TOURNAMENT_TABS,
  tabsOf,
} from "../../../ui/tournament/tournamentTabs.ts";

describe("tabsOf", () => {
  it("hides the knockout of a league", () => {
    const tabs = tabsOf({ hasStandings: true, hasKnockout: false });
    expect(tabs).toContain("standings");
    expect(tabs).not.toContain("knockout");
  });

  it("hides the standings of a pure cup", () => {
    const tabs = tabsOf({ hasStandings: false, hasKnockout: true });
    expect(tabs).toContain("knockout");
    expect(tabs).not.toContain("standings");
  });

  it("keeps every tab, in the spec's order, for groups then a knockout", () => {
    expect(tabsOf({ hasStandings: true, hasKnockout: true })).toEqual(TOURNAMENT_TABS);
  });

  it("knows the path segments and nothing else", () => {
    expect(isTournamentTab("top-scorers")).toBe(true);
    expect(isTournamentTab("scorers")).toBe(false);
  });

  it("leads an archived season to its table, or its draw for a cup", () => {
    expect(seasonTabOf({ hasStandings: true })).toBe("standings");
    expect(seasonTabOf({ hasStandings: false })).toBe("knockout");
  });
});

describe("tournament search", () => {
  it("reads a season id the router parsed as a number as text", () => {
    expect(searchText(2013)).toBe("2013");
    expect(searchText("s1")).toBe("s1");
    expect(searchText("")).toBeUndefined();
    expect(searchText(undefined)).toBeUndefined();
  });

  it("reads a round as a whole number from one", () => {
    expect(searchNumber(4)).toBe(4);
    expect(searchNumber("12")).toBe(12);
    expect(searchNumber(0)).toBeUndefined();
    expect(searchNumber("1.5")).toBeUndefined();
    expect(searchNumber("x")).toBeUndefined();
  });

  it("keeps no season in the address for the current one", () => {
    expect(seasonSearch("s26", "s26")).toEqual({});
    expect(seasonSearch(undefined, "s26")).toEqual({});
    expect(seasonSearch("s25", "s26")).toEqual({ season: "s25" });
  });
});
