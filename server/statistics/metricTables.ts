import type { StatMatch, StatTeamRef } from "../provider/StatisticsProvider";

export interface MetricRowView {
  readonly position: number;
  readonly team: StatTeamRef;
  readonly player: { readonly id: string; readonly name: string; readonly position: string } | null;
  readonly value: number;
  readonly played: number;
}

export interface MetricTableView {
  readonly metric: string;
  readonly group: string;
  readonly rows: ReadonlyArray<MetricRowView>;
}

/** One metric of a table: where its value is read from a player's (or a team's) season totals. */
export interface MetricSpec {
  readonly metric: string;
  readonly group: string;
  /** Averages (a rating) are divided by matches played; totals are not. */
  readonly average?: boolean;
  /** Fewer is better (goals conceded, cards). */
  readonly ascending?: boolean;
}

/** Season totals of one player or team: metric name → sum, and the matches it took part in. */
export interface Totals {
  readonly key: string;
  readonly team: StatTeamRef;
  readonly player: MetricRowView["player"];
  readonly values: Map<string, number>;
  played: number;
}

export const addTo = (totals: Totals, metric: string, value: number): void => {
  totals.values.set(metric, (totals.values.get(metric) ?? 0) + value);
};

/**
 * The best `limit` of each metric, ties broken by fewer matches played then name: a table per metric,
 * in the order the metrics are declared (the page's tabs, the first one shown by default). An entry with
 * nothing in a metric is left out of that table.
 */
export const metricTables = (
  entries: Iterable<Totals>,
  metrics: ReadonlyArray<MetricSpec>,
  limit: number,
): MetricTableView[] => {
  const all = [...entries];
  return metrics.map((spec) => {
    const scored = all
      .filter((entry) => entry.played > 0 && (entry.values.get(spec.metric) ?? 0) !== 0)
      .map((entry) => {
        const total = entry.values.get(spec.metric) ?? 0;
        const value = spec.average ? Math.round((total / entry.played) * 100) / 100 : total;
        return { entry, value };
      })
      .sort(
        (a, b) =>
          (spec.ascending ? a.value - b.value : b.value - a.value) ||
          a.entry.played - b.entry.played ||
          (a.entry.player?.name ?? a.entry.team.name).localeCompare(
            b.entry.player?.name ?? b.entry.team.name,
          ),
      )
      .slice(0, limit);
    return {
      metric: spec.metric,
      group: spec.group,
      rows: scored.map(({ entry, value }, index) => ({
        position: index + 1,
        team: entry.team,
        player: entry.player,
        value,
        played: entry.played,
      })),
    };
  });
};

/** Team metrics a season's results alone give (imported seasons have nothing else). */
export const TEAM_RESULT_METRICS: ReadonlyArray<MetricSpec> = [
  { metric: "goalsScored", group: "attacking" },
  { metric: "goalsConceded", group: "defending", ascending: true },
  { metric: "cleanSheets", group: "defending" },
  { metric: "wins", group: "general" },
  { metric: "biggestWinMargin", group: "general" },
];

export const teamResultTotals = (matches: ReadonlyArray<StatMatch>): Map<string, Totals> => {
  const out = new Map<string, Totals>();
  const of = (team: StatTeamRef): Totals => {
    let entry = out.get(team.id);
    if (!entry) {
      entry = { key: team.id, team, player: null, values: new Map(), played: 0 };
      out.set(team.id, entry);
    }
    return entry;
  };
  for (const match of matches) {
    if (match.status !== "finished" || !match.score) continue;
    const sides = [
      [of(match.home), match.score.home, match.score.away],
      [of(match.away), match.score.away, match.score.home],
    ] as const;
    for (const [entry, scored, conceded] of sides) {
      entry.played++;
      addTo(entry, "goalsScored", scored);
      addTo(entry, "goalsConceded", conceded);
      if (conceded === 0) addTo(entry, "cleanSheets", 1);
      if (scored > conceded) addTo(entry, "wins", 1);
      const margin = scored - conceded;
      if (margin > (entry.values.get("biggestWinMargin") ?? 0)) entry.values.set("biggestWinMargin", margin);
    }
  }
  return out;
};
