import { describe, expect, it } from "vitest";
import { teamHasPage } from "../../../domain/statistics/teamPage";
import { archiveTeamId } from "../../../server/statistics/archive/footballJsonSeason";

describe("teamHasPage", () => {
  it("is false for an imported season's club, whatever its name", () => {
    for (const name of ["Arsenal FC", "Atlético Madrid", "FC Bayern München", "Inter", "Paris Saint-Germain"])
      expect(teamHasPage(archiveTeamId(name))).toBe(false);
  });

  it("is true for a team of the world", () => {
    expect(teamHasPage("tm0a1b2c3d")).toBe(true);
    expect(teamHasPage("tmftftftft")).toBe(true);
  });

  it("is false for no id at all", () => {
    expect(teamHasPage("")).toBe(false);
  });
});
