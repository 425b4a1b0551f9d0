import type { MatchStatItem, MatchStatPeriod } from "../../../StatisticsProvider";
import type { ScopeRef } from "../../match/types";

/** Raw counters of one side in one period; shares and percentages are read from them at the end. */
export type Tally = Record<string, number>;

export interface PeriodTally {
  readonly scope: ScopeRef;
  readonly home: Tally;
  readonly away: Tally;
}

/** How an item reads from the tallies: a count, a side's share of a counter, or a ratio of two counters. */
export type ItemSpec =
  | { readonly name: string; readonly count: string }
  | { readonly name: string; readonly share: string }
  | { readonly name: string; readonly ratio: readonly [part: string, whole: string] };

export interface GroupSpec {
  readonly name: string;
  readonly items: ReadonlyArray<ItemSpec>;
}

const ORDINALS = ["1ST", "2ND", "3RD", "4TH", "5TH"];

/**
 * The statistics period of a scope: halves, hockey periods and sets by ordinal ("1ST"), quarters "1Q",
 * extra time "ET1", overtime "OT" (numbered when a basketball game needs several).
 */
export const periodLabel = (scope: ScopeRef, several = false): string => {
  switch (scope.type) {
    case "quarter":
      return `${scope.number}Q`;
    case "extra_time":
      return `ET${scope.number}`;
    case "overtime":
      return several ? `OT${scope.number}` : "OT";
    default:
      return ORDINALS[scope.number - 1] ?? `${scope.number}TH`;
  }
};

const percent = (part: number, whole: number): number => (whole > 0 ? Math.round((100 * part) / whole) : 0);

const itemOf = (spec: ItemSpec, home: Tally, away: Tally): MatchStatItem => {
  if ("count" in spec) return { name: spec.name, home: home[spec.count] ?? 0, away: away[spec.count] ?? 0 };
  if ("share" in spec) {
    const h = home[spec.share] ?? 0;
    const a = away[spec.share] ?? 0;
    // Shares add up to 100 exactly: the away side takes what the rounded home share leaves.
    const homeShare = h + a > 0 ? Math.round((100 * h) / (h + a)) : 50;
    return { name: spec.name, home: homeShare, away: 100 - homeShare, unit: "%" };
  }
  const [part, whole] = spec.ratio;
  return {
    name: spec.name,
    home: percent(home[part] ?? 0, home[whole] ?? 0),
    away: percent(away[part] ?? 0, away[whole] ?? 0),
    unit: "%",
  };
};

const groupsOf = (specs: ReadonlyArray<GroupSpec>, home: Tally, away: Tally): MatchStatPeriod["groups"] =>
  specs.map((group) => ({ name: group.name, items: group.items.map((spec) => itemOf(spec, home, away)) }));

const sum = (tallies: ReadonlyArray<Tally>): Tally => {
  const out: Tally = {};
  for (const tally of tallies) for (const key in tally) out[key] = (out[key] ?? 0) + tally[key]!;
  return out;
};

/** "ALL" (every counter summed over the periods, shares and ratios read from the sums), then each period. */
export const statPeriods = (
  specs: ReadonlyArray<GroupSpec>,
  periods: ReadonlyArray<PeriodTally>,
): ReadonlyArray<MatchStatPeriod> => {
  if (periods.length === 0) return [];
  const several = periods.filter((p) => p.scope.type === "overtime").length > 1;
  return [
    {
      period: "ALL",
      groups: groupsOf(specs, sum(periods.map((p) => p.home)), sum(periods.map((p) => p.away))),
    },
    ...periods.map((p) => ({
      period: periodLabel(p.scope, several),
      groups: groupsOf(specs, p.home, p.away),
    })),
  ];
};
