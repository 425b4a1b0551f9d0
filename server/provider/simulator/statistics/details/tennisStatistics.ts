import { scopeKey } from "../../../../../domain/feed/ids";
import type { MatchStatPeriod } from "../../../StatisticsProvider";
import type { Side } from "../../match/types";
import type { PlayedPeriod } from "./playedPeriods";
import type { ServedPoint } from "./servedPoints";
import { pointsBySet } from "./servedPoints";
import { type GroupSpec, statPeriods, type Tally } from "./statTable";

const TENNIS_GROUPS: ReadonlyArray<GroupSpec> = [
  {
    name: "Service",
    items: [
      { name: "Aces", count: "aces" },
      { name: "Double faults", count: "doubleFaults" },
      { name: "Service points won", count: "servicePointsWon" },
      { name: "Service points", count: "servicePoints" },
    ],
  },
  {
    name: "Points",
    items: [
      { name: "Points won", count: "pointsWon" },
      { name: "Break points won", count: "breakPointsWon" },
      { name: "Break points", count: "breakPoints" },
    ],
  },
];

// Shares of the points a server wins that are aces, and of those they lose that are double faults.
const ACE_SHARE = 0.13;
const DOUBLE_FAULT_SHARE = 0.09;

/**
 * A break point is a point on the other's serve that would win the game: the receiver has three points
 * or more and leads (snapshot detail: points p1 and p2 of the game at 4 and 5; no break points in a
 * tie-break, where both serve).
 */
const isBreakPoint = (point: ServedPoint): boolean => {
  const [, , gamesP1 = 0, gamesP2 = 0, pointsP1 = 0, pointsP2 = 0] = point.before;
  if (gamesP1 === 6 && gamesP2 === 6) return false;
  const receiver = point.server === "p1" ? pointsP2 : pointsP1;
  const server = point.server === "p1" ? pointsP1 : pointsP2;
  return receiver >= 3 && receiver > server;
};

const tally = (points: ReadonlyArray<ServedPoint>, side: Side): Tally => {
  const out = {
    pointsWon: 0,
    servicePoints: 0,
    servicePointsWon: 0,
    aces: 0,
    doubleFaults: 0,
    breakPoints: 0,
    breakPointsWon: 0,
  };
  for (const point of points) {
    if (point.winner === side) out.pointsWon++;
    if (point.server === side) {
      out.servicePoints++;
      if (point.winner === side) {
        out.servicePointsWon++;
        if (point.luck < ACE_SHARE) out.aces++;
      } else if (point.luck < DOUBLE_FAULT_SHARE) out.doubleFaults++;
    } else if (isBreakPoint(point)) {
      out.breakPoints++;
      if (point.winner === side) out.breakPointsWon++;
    }
  }
  return out;
};

export const tennisStatistics = (
  periods: ReadonlyArray<PlayedPeriod>,
  points: ReadonlyArray<ServedPoint>,
): ReadonlyArray<MatchStatPeriod> => {
  const bySet = pointsBySet(points);
  return statPeriods(
    TENNIS_GROUPS,
    periods.map((period) => {
      const list = bySet.get(scopeKey(period.span.scope.type, period.span.scope.number)) ?? [];
      return { scope: period.span.scope, home: tally(list, "p1"), away: tally(list, "p2") };
    }),
  );
};
