import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { metricGroups } from "../../../domain/statistics/metricGroups.ts";
import { PLAYER_STAT_GROUPS } from "../../../domain/statistics/playerStatsTable.ts";
import { TEAM_RESULT_METRICS } from "../../../server/statistics/metricTables.ts";
import { PLAYER_METRICS } from "../../../server/statistics/seasonMetrics.ts";

describe("the parameter list's metric groups", () => {
  it("groups the tables' metrics in the spec's group order, tab order within a group", () => {
    expect(
      metricGroups([
        { metric: "goals", group: "attacking" },
        { metric: "rating", group: "general" },
        { metric: "saves", group: "goalkeeping" },
        { metric: "assists", group: "attacking" },
      ]),
    ).toEqual([
      { group: "general", metrics: ["rating"] },
      { group: "attacking", metrics: ["goals", "assists"] },
      { group: "goalkeeping", metrics: ["saves"] },
    ]);
  });

  it("lists a group outside the spec's after the known ones rather than dropping its metrics", () => {
    expect(
      metricGroups([
        { metric: "aces", group: "serving" },
        { metric: "wins", group: "general" },
      ]),
    ).toEqual([
      { group: "general", metrics: ["wins"] },
      { group: "serving", metrics: ["aces"] },
    ]);
  });

  it("puts every metric in exactly one group", () => {
    const group = fc.constantFrom(...PLAYER_STAT_GROUPS, "other");
    const table = fc.record({ metric: fc.constantFrom("a", "b", "c", "d", "e", "f", "g"), group });
    fc.assert(
      fc.property(fc.array(table, { maxLength: 20 }), (tables) => {
        const groups = metricGroups(tables);
        const listed = groups.flatMap((entry) => entry.metrics);
        expect(new Set(listed).size).toBe(listed.length);
        expect(new Set(listed)).toEqual(new Set(tables.map((entry) => entry.metric)));
        expect(new Set(groups.map((entry) => entry.group)).size).toBe(groups.length);
        for (const entry of groups) expect(entry.metrics.length).toBeGreaterThan(0);
      }),
    );
  });

  it("finds every metric the server declares in one of the spec's groups", () => {
    for (const spec of [...PLAYER_METRICS, ...TEAM_RESULT_METRICS])
      expect(PLAYER_STAT_GROUPS as ReadonlyArray<string>, spec.metric).toContain(spec.group);
  });
});
