import { PLAYER_STAT_GROUPS } from "./playerStatsTable";

/** One stat group of the parameter list sheet and the metrics of the tables in it. */
export interface MetricGroup {
  readonly group: string;
  readonly metrics: ReadonlyArray<string>;
}

/**
 * The parameter list (issue 9): a metric table answer's metrics by the stat group each table names,
 * the groups in the spec's order (general, attacking, passing, defending, duels, physical, goalkeeping)
 * and a group outside that list after them, so a metric the server adds is listed rather than lost.
 * Metrics keep the tables' order within a group (the tab order); each appears once, in its first
 * table's group.
 */
export const metricGroups = (
  tables: ReadonlyArray<{ readonly metric: string; readonly group: string }>,
): ReadonlyArray<MetricGroup> => {
  const byGroup = new Map<string, string[]>();
  const seen = new Set<string>();
  for (const { metric, group } of tables) {
    if (seen.has(metric)) continue;
    seen.add(metric);
    const metrics = byGroup.get(group) ?? [];
    metrics.push(metric);
    byGroup.set(group, metrics);
  }
  const known: ReadonlyArray<string> = PLAYER_STAT_GROUPS;
  const order = [...known, ...[...byGroup.keys()].filter((group) => !known.includes(group))];
  return order.flatMap((group) => {
    const metrics = byGroup.get(group);
    return metrics ? [{ group, metrics }] : [];
  });
};
