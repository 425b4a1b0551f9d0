import type { PlayerMatchStats } from "../../../StatisticsProvider";
import type { Side } from "../../match/types";
import type { Fixture } from "../../types";
import { apportion } from "./draws";
import { volleyballLineup } from "./otherLineups";
import type { PlayedPeriod } from "./playedPeriods";
import type { ServedPoint } from "./servedPoints";
import { volleyballTally } from "./volleyballStatistics";

const ATTACKING: Readonly<Record<string, number>> = { OP: 1.3, OH: 1.1, MB: 0.8, S: 0.25, L: 0 };

/**
 * The volleyball engine plays rallies, not players: the starting seven play throughout, and the side's
 * points other than the other side's service errors are shared out by position (the libero scores
 * none), its aces among the six who serve.
 */
export const volleyballPlayerStats = (
  seed: string,
  fixture: Fixture,
  periods: ReadonlyArray<PlayedPeriod>,
  points: ReadonlyArray<ServedPoint>,
): ReadonlyArray<PlayerMatchStats> => {
  if (periods.length === 0) return [];
  const minutes = Math.round(periods.reduce((ms, p) => ms + (p.end - p.start), 0) / 60_000);
  return (["p1", "p2"] as const).flatMap((side: Side) => {
    const other: Side = side === "p1" ? "p2" : "p1";
    const own = volleyballTally(points, side);
    const theirs = volleyballTally(points, other);
    const team = side === "p1" ? fixture.home : fixture.away;
    const starters = volleyballLineup(seed, fixture, side)
      .players.filter((p) => !p.substitute)
      .map((entry) => team.players.find((p) => p.id === entry.playerId)!);
    const aces = apportion(
      own.aces ?? 0,
      starters.map((p) => (p.position === "L" ? 0 : 1)),
    );
    const attack = apportion(
      Math.max(0, (own.pointsWon ?? 0) - (theirs.serviceErrors ?? 0) - (own.aces ?? 0)),
      starters.map((p) => ATTACKING[p.position] ?? 1),
    );
    return starters.map(
      (player, i): PlayerMatchStats => ({
        playerId: player.id,
        teamType: side === "p1" ? "home" : "away",
        minutesPlayed: minutes,
        groups: { attacking: { points: attack[i]! + aces[i]!, attackPoints: attack[i]!, aces: aces[i]! } },
      }),
    );
  });
};
