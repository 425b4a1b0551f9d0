import { describe, expect, it } from "vitest";
import { squadGroups } from "../../../domain/statistics/squadGroups.ts";

const player = (name: string, position: string, shirtNumber: number) => ({ name, position, shirtNumber });

const squad = [
  player("Forward Nine", "F", 9),
  player("Keeper One", "G", 1),
  player("Back Four", "D", 4),
  player("Mid Eight", "M", 8),
  player("Back Two", "D", 2),
  player("Keeper Twelve", "G", 12),
  player("Coach", "C", 0),
  player("Unnumbered Back", "D", 0),
];

const names = (groups: ReturnType<typeof squadGroups<(typeof squad)[number]>>) =>
  groups.map((group) => [group.position, group.players.map((p) => p.name)]);

describe("squadGroups", () => {
  it("lists every player on All, by position then shirt number, the unnumbered last", () => {
    expect(names(squadGroups(squad, "all"))).toEqual([
      ["G", ["Keeper One", "Keeper Twelve"]],
      ["D", ["Back Two", "Back Four", "Unnumbered Back"]],
      ["M", ["Mid Eight"]],
      ["F", ["Forward Nine"]],
      ["other", ["Coach"]],
    ]);
  });

  it("shows one position on its tab, and no other group", () => {
    expect(names(squadGroups(squad, "D"))).toEqual([["D", ["Back Two", "Back Four", "Unnumbered Back"]]]);
  });

  it("gives no group for a position nobody plays", () => {
    expect(squadGroups([player("Keeper", "G", 1)], "F")).toEqual([]);
    expect(names(squadGroups([player("Keeper", "G", 1)], "all"))).toEqual([["G", ["Keeper"]]]);
  });

  it("keeps every player exactly once on All", () => {
    const listed = squadGroups(squad, "all").flatMap((group) => group.players);
    expect(listed).toHaveLength(squad.length);
    expect(new Set(listed)).toEqual(new Set(squad));
  });
});
