import { describe, expect, it } from "vitest";
import type { StatSeason } from "../../../domain/statistics/statisticsAnswers.ts";
import { chosenSeason } from "../../../domain/statistics/tournamentSeason.ts";

const season = (id: string, startYear: number, source = "simulator"): StatSeason => ({
  id,
  year: `${startYear}/${startYear + 1}`,
  startYear,
  source,
});

const seasons = [season("s26", 2026), season("s25", 2025), season("real13", 2013, "football.json")];

describe("chosenSeason", () => {
  it("shows the season asked for when the tournament has it, an imported one too", () => {
    expect(chosenSeason(seasons, "s26", "real13")?.id).toBe("real13");
  });

  it("shows the current season when none is asked for, or one the tournament lacks", () => {
    expect(chosenSeason(seasons, "s26", undefined)?.id).toBe("s26");
    expect(chosenSeason(seasons, "s26", "elsewhere")?.id).toBe("s26");
  });

  it("falls back to the newest season without a current one", () => {
    expect(chosenSeason(seasons, null, undefined)?.id).toBe("s26");
    expect(chosenSeason([], null, "s26")).toBeUndefined();
  });
});
