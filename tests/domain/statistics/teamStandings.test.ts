import { describe, expect, it } from "vitest";
import type { StandingsAnswer, StandingsTable } from "../../../domain/statistics/statisticsAnswers.ts";
import { teamTables } from "../../../domain/statistics/teamStandings.ts";

const table = (group: string | null, scope: StandingsTable["scope"]): StandingsTable => ({
  group,
  scope,
  rows: [],
});

const answer = (
  tables: ReadonlyArray<StandingsTable>,
  groupOf: StandingsAnswer["groupOf"],
): StandingsAnswer => ({
  seasonId: "s",
  tieBreakingRules: [],
  pointsForWin: 3,
  pointsForDraw: 1,
  zones: [],
  tables,
  groupOf,
  matches: [],
  teams: [],
});

const shape = (tables: ReadonlyArray<StandingsTable>) => tables.map((t) => `${t.group ?? "-"}/${t.scope}`);

describe("teamTables", () => {
  it("gives a league's single table in every scope", () => {
    const league = answer(
      [table(null, "overall"), table(null, "home"), table(null, "away")],
      [{ teamId: "t", group: "" }],
    );
    expect(shape(teamTables(league, "t"))).toEqual(["-/overall", "-/home", "-/away"]);
  });

  it("gives the team's own group in a group stage", () => {
    const groups = answer(
      [table("A", "overall"), table("A", "home"), table("B", "overall"), table("B", "home")],
      [
        { teamId: "a1", group: "A" },
        { teamId: "b1", group: "B" },
      ],
    );
    expect(shape(teamTables(groups, "b1"))).toEqual(["B/overall", "B/home"]);
  });

  it("falls back to the first group for a team the answer does not place", () => {
    const groups = answer([table("A", "overall"), table("B", "overall")], [{ teamId: "a1", group: "A" }]);
    expect(shape(teamTables(groups, "stranger"))).toEqual(["A/overall"]);
  });
});
