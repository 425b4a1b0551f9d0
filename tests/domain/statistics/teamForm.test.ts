import { describe, expect, it } from "vitest";
import { FORM_LETTER, teamSideScore } from "../../../domain/statistics/teamForm.ts";

const score = (
  home: number,
  away: number,
  penaltiesHome: number | null = null,
  penaltiesAway: number | null = null,
) => ({
  home,
  away,
  penaltiesHome,
  penaltiesAway,
});

describe("teamSideScore", () => {
  it("puts the team's goals first whichever side it played", () => {
    expect(teamSideScore("WIN", score(0, 2))).toMatchObject({ scored: 2, conceded: 0 });
    expect(teamSideScore("WIN", score(3, 1))).toMatchObject({ scored: 3, conceded: 1 });
    expect(teamSideScore("LOSE", score(3, 1))).toMatchObject({ scored: 1, conceded: 3 });
    expect(teamSideScore("DRAW", score(1, 1))).toMatchObject({ scored: 1, conceded: 1 });
  });

  it("orders a shoot-out by the result, the goals in play level", () => {
    expect(teamSideScore("WIN", score(1, 1, 3, 4))).toEqual({
      scored: 1,
      conceded: 1,
      penaltiesScored: 4,
      penaltiesConceded: 3,
    });
    expect(teamSideScore("LOSE", score(1, 1, 3, 4))).toMatchObject({
      penaltiesScored: 3,
      penaltiesConceded: 4,
    });
    expect(teamSideScore("WIN", score(2, 0))).toMatchObject({
      penaltiesScored: null,
      penaltiesConceded: null,
    });
  });

  it("has no score for a match without one", () => {
    expect(teamSideScore("DRAW", null)).toBeNull();
  });

  it("writes a result as the form letter", () => {
    expect([FORM_LETTER.WIN, FORM_LETTER.DRAW, FORM_LETTER.LOSE]).toEqual(["W", "D", "L"]);
  });
});
