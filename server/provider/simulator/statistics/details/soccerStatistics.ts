import { scopeKey } from "../../../../../domain/feed/ids";
import type { MatchStatPeriod } from "../../../StatisticsProvider";
import type { MatchIncident, Side } from "../../match/types";
import { inPeriod, type PlayedPeriod, playedShare } from "./playedPeriods";
import type { SoccerFacts } from "./soccerFacts";
import { type GroupSpec, type PeriodTally, statPeriods, type Tally } from "./statTable";

export const SOCCER_GROUPS: ReadonlyArray<GroupSpec> = [
  {
    name: "Match overview",
    items: [
      { name: "Ball possession", share: "possession" },
      { name: "Total shots", count: "shots" },
      { name: "Shots on target", count: "shotsOnTarget" },
      { name: "Shots off target", count: "shotsOffTarget" },
      { name: "Corner kicks", count: "corners" },
      { name: "Fouls", count: "fouls" },
      { name: "Yellow cards", count: "yellowCards" },
      { name: "Red cards", count: "redCards" },
      { name: "Offsides", count: "offsides" },
    ],
  },
  {
    name: "Passes",
    items: [
      { name: "Passes", count: "passes" },
      { name: "Accurate passes", count: "accuratePasses" },
      { name: "Pass accuracy", ratio: ["accuratePasses", "passes"] },
    ],
  },
  { name: "Goalkeeping", items: [{ name: "Goalkeeper saves", count: "saves" }] },
];

const sideTally = (
  side: Side,
  period: PlayedPeriod,
  facts: SoccerFacts,
  incidents: ReadonlyArray<MatchIncident>,
): Tally => {
  const key = scopeKey(period.span.scope.type, period.span.scope.number);
  const other: Side = side === "p1" ? "p2" : "p1";
  const flow = facts.flows.get(key);
  const count = (type: MatchIncident["type"], who: Side) =>
    incidents.filter((i) => i.type === type && i.participant === who && inPeriod(i, period)).length;
  const shotsOf = (who: Side) =>
    facts.shots.filter((s) => s.side === who && s.period === key && s.time <= period.end);
  const own = shotsOf(side);
  const against = shotsOf(other);
  const yellowCards = count("yellow_card", side);
  const redCards = count("red_card", side);
  const shotsOnTarget = own.filter((s) => s.onTarget).length;
  const passes = flow ? Math.round(flow.passes[side] * playedShare(period)) : 0;
  return {
    possession:
      (period.end - period.start) * (flow ? (side === "p1" ? flow.possession : 1 - flow.possession) : 0.5),
    shots: own.length,
    shotsOnTarget,
    shotsOffTarget: own.length - shotsOnTarget,
    goals: own.filter((s) => s.goal).length,
    corners: count("corner", side),
    // Every card follows a foul.
    fouls:
      facts.fouls.filter((f) => f.side === side && f.period === period.span && f.time <= period.end).length +
      yellowCards +
      redCards,
    yellowCards,
    redCards,
    offsides: facts.offsides.filter(
      (o) => o.side === side && o.period === period.span && o.time <= period.end,
    ).length,
    passes,
    accuratePasses: flow ? Math.round(passes * flow.accuracy[side]) : 0,
    // What the other side put on target and did not score, the keeper kept out.
    saves: against.filter((s) => s.onTarget && !s.goal).length,
  };
};

/** Team statistics by period so far; `incidents` are those up to now. */
export const soccerTallies = (
  periods: ReadonlyArray<PlayedPeriod>,
  facts: SoccerFacts,
  incidents: ReadonlyArray<MatchIncident>,
): ReadonlyArray<PeriodTally> =>
  periods.map((period) => ({
    scope: period.span.scope,
    home: sideTally("p1", period, facts, incidents),
    away: sideTally("p2", period, facts, incidents),
  }));

export const soccerStatistics = (tallies: ReadonlyArray<PeriodTally>): ReadonlyArray<MatchStatPeriod> =>
  statPeriods(SOCCER_GROUPS, tallies);
