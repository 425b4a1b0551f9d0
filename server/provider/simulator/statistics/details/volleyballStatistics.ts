import { scopeKey } from "../../../../../domain/feed/ids";
import type { MatchStatPeriod } from "../../../StatisticsProvider";
import type { Side } from "../../match/types";
import type { PlayedPeriod } from "./playedPeriods";
import { pointsBySet, type ServedPoint } from "./servedPoints";
import { type GroupSpec, statPeriods, type Tally } from "./statTable";

/**
 * Volleyball's counterparts of tennis's serve statistics: a rally won on one's own serve is a break
 * point in volleyball's sense, one won on the other's a side-out; a lost serve may be a service error.
 */
const VOLLEYBALL_GROUPS: ReadonlyArray<GroupSpec> = [
  {
    name: "Points",
    items: [
      { name: "Points won", count: "pointsWon" },
      { name: "Break points won", count: "servicePointsWon" },
      { name: "Side-out points won", count: "receivingPointsWon" },
    ],
  },
  {
    name: "Service",
    items: [
      { name: "Service points", count: "servicePoints" },
      { name: "Aces", count: "aces" },
      { name: "Service errors", count: "serviceErrors" },
    ],
  },
];

// About one point in eight won on serve is an ace; about a quarter of serves lost are errors.
const ACE_SHARE = 0.12;
const ERROR_SHARE = 0.27;

export const volleyballTally = (points: ReadonlyArray<ServedPoint>, side: Side): Tally => {
  const out = {
    pointsWon: 0,
    servicePoints: 0,
    servicePointsWon: 0,
    receivingPointsWon: 0,
    aces: 0,
    serviceErrors: 0,
  };
  for (const point of points) {
    const serving = point.server === side;
    if (serving) out.servicePoints++;
    if (point.winner === side) {
      out.pointsWon++;
      if (serving) {
        out.servicePointsWon++;
        if (point.luck < ACE_SHARE) out.aces++;
      } else out.receivingPointsWon++;
    } else if (serving && point.luck < ERROR_SHARE) out.serviceErrors++;
  }
  return out;
};

export const volleyballStatistics = (
  periods: ReadonlyArray<PlayedPeriod>,
  points: ReadonlyArray<ServedPoint>,
): ReadonlyArray<MatchStatPeriod> => {
  const bySet = pointsBySet(points);
  return statPeriods(
    VOLLEYBALL_GROUPS,
    periods.map((period) => {
      const list = bySet.get(scopeKey(period.span.scope.type, period.span.scope.number)) ?? [];
      return {
        scope: period.span.scope,
        home: volleyballTally(list, "p1"),
        away: volleyballTally(list, "p2"),
      };
    }),
  );
};
