import { describe, expect, it } from "vitest";
import type { MetricTable } from "../../../domain/statistics/statisticsAnswers.ts";
import { QUICK_METRICS, quickTables } from "../../../ui/statistics/MetricTables.tsx";

const table = (metric: string): MetricTable => ({ metric, group: "general", rows: [] });
const tables = ["goals", "assists", "rating", "shotsOnTarget", "keyPasses", "saves"].map(table);

describe("the metric tabs beside the parameter list", () => {
  it("shows the first metrics as tabs", () => {
    expect(quickTables(tables, tables[0]!).map((entry) => entry.metric)).toEqual(
      tables.slice(0, QUICK_METRICS).map((entry) => entry.metric),
    );
  });

  it("adds the metric chosen in the sheet after them when it is further down", () => {
    expect(quickTables(tables, tables[5]!).map((entry) => entry.metric)).toEqual([
      "goals",
      "assists",
      "rating",
      "shotsOnTarget",
      "saves",
    ]);
    expect(quickTables(tables, tables[1]!)).toHaveLength(QUICK_METRICS);
  });
});
