import { scopeKey } from "../../../../../domain/feed/ids";
import type { MatchStatPeriod, PlayerMatchStats } from "../../../StatisticsProvider";
import type { MatchIncident, MatchTimeline, Side } from "../../match/types";
import type { Fixture, SimPlayer } from "../../types";
import { makeRng } from "../../world/rng";
import { apportion, clamp, instants, poisson } from "./draws";
import { basketballLineup, basketballRotation } from "./otherLineups";
import { inPeriod, type PlayedPeriod } from "./playedPeriods";
import { type GroupSpec, type PeriodTally, statPeriods, type Tally } from "./statTable";

const BASKETBALL_GROUPS: ReadonlyArray<GroupSpec> = [
  {
    name: "Scoring",
    items: [
      { name: "Points", count: "points" },
      { name: "Field goals made", count: "fieldGoalsMade" },
      { name: "Field goals attempted", count: "fieldGoalsAttempted" },
      { name: "Field goal percentage", ratio: ["fieldGoalsMade", "fieldGoalsAttempted"] },
      { name: "3-pointers made", count: "threesMade" },
      { name: "3-pointers attempted", count: "threesAttempted" },
      { name: "Free throws made", count: "freeThrowsMade" },
      { name: "Free throws attempted", count: "freeThrowsAttempted" },
    ],
  },
  {
    name: "Other",
    items: [
      { name: "Rebounds", count: "rebounds" },
      { name: "Assists", count: "assists" },
      { name: "Turnovers", count: "turnovers" },
    ],
  },
];

/** A period's shooting habits, drawn for the whole period from a stream apart. */
interface Habits {
  readonly twos: number;
  readonly threes: number;
  readonly freeThrows: number;
  readonly assisted: number;
  readonly turnovers: ReadonlyArray<number>;
}

const habitsOf = (
  seed: string,
  fixtureId: string,
  key: string,
  side: Side,
  minutes: number,
  start: number,
  end: number,
): Habits => {
  const rng = makeRng(`${seed}/stats/${fixtureId}/${key}/${side}`);
  return {
    twos: clamp(rng.normal(0.52, 0.035), 0.4, 0.65),
    threes: clamp(rng.normal(0.355, 0.03), 0.25, 0.45),
    freeThrows: clamp(rng.normal(0.77, 0.04), 0.6, 0.92),
    assisted: clamp(rng.normal(0.6, 0.06), 0.4, 0.8),
    turnovers: instants(rng, start, end, poisson(rng, (3.4 * minutes) / 12)),
  };
};

/** Attempts from makes: the misses a shooting rate implies, rounded (so they only grow as makes do). */
const attempts = (made: number, rate: number): number => made + Math.round((made * (1 - rate)) / rate);

/**
 * Points and makes are the engine's baskets (value 1, 2 or 3); attempts, rebounds (about 73 % of the
 * other side's misses, 27 % of one's own), assists and turnovers follow from them and the habits.
 */
export const basketballTallies = (
  seed: string,
  timeline: MatchTimeline,
  periods: ReadonlyArray<PlayedPeriod>,
  incidents: ReadonlyArray<MatchIncident>,
): ReadonlyArray<PeriodTally> =>
  periods.map((period) => {
    const key = scopeKey(period.span.scope.type, period.span.scope.number);
    const minutes = (period.span.end - period.span.start) / 60_000;
    const shooting = (side: Side) => {
      const habits = habitsOf(
        seed,
        timeline.fixtureId,
        key,
        side,
        minutes,
        period.span.start,
        period.span.end,
      );
      const made = (value: number) =>
        incidents.filter(
          (i) => i.type === "point" && i.participant === side && i.value === value && inPeriod(i, period),
        ).length;
      const twos = made(2);
      const threes = made(3);
      const freeThrows = made(1);
      const twosAttempted = attempts(twos, habits.twos);
      const threesAttempted = attempts(threes, habits.threes);
      return {
        points: 2 * twos + 3 * threes + freeThrows,
        fieldGoalsMade: twos + threes,
        fieldGoalsAttempted: twosAttempted + threesAttempted,
        threesMade: threes,
        threesAttempted,
        freeThrowsMade: freeThrows,
        freeThrowsAttempted: attempts(freeThrows, habits.freeThrows),
        assists: Math.round(habits.assisted * (twos + threes)),
        turnovers: habits.turnovers.filter((t) => t <= period.end).length,
      };
    };
    const home = shooting("p1");
    const away = shooting("p2");
    const missed = (t: typeof home) => t.fieldGoalsAttempted - t.fieldGoalsMade;
    const rebounds = (own: typeof home, other: typeof home) =>
      Math.round(0.73 * missed(other) + 0.27 * missed(own));
    return {
      scope: period.span.scope,
      home: { ...home, rebounds: rebounds(home, away) } satisfies Tally,
      away: { ...away, rebounds: rebounds(away, home) } satisfies Tally,
    };
  });

export const basketballStatistics = (tallies: ReadonlyArray<PeriodTally>): ReadonlyArray<MatchStatPeriod> =>
  statPeriods(BASKETBALL_GROUPS, tallies);

const REBOUNDING: Readonly<Record<string, number>> = { C: 2, F: 1.3, G: 0.7 };
const PLAYMAKING: Readonly<Record<string, number>> = { C: 0.6, F: 0.9, G: 2.2 };

/**
 * The rotation's box score: points and makes from the engine's baskets, minutes shared out (starters
 * about twice the bench's), rebounds, assists and turnovers the team's shared by position and minutes.
 */
export const basketballPlayerStats = (
  seed: string,
  fixture: Fixture,
  periods: ReadonlyArray<PlayedPeriod>,
  incidents: ReadonlyArray<MatchIncident>,
  tallies: ReadonlyArray<PeriodTally>,
): ReadonlyArray<PlayerMatchStats> => {
  if (periods.length === 0) return [];
  const elapsed = periods.reduce((ms, p) => ms + (p.end - p.start), 0) / 60_000;
  return (["p1", "p2"] as const).flatMap((side) => {
    const team = side === "p1" ? fixture.home : fixture.away;
    const starters = new Set(
      basketballLineup(seed, fixture, side)
        .players.filter((p) => !p.substitute)
        .map((p) => p.playerId),
    );
    const rotation: SimPlayer[] = basketballRotation(team);
    const minutes = apportion(
      Math.round(5 * elapsed),
      rotation.map((p) => (starters.has(p.id) ? 1.6 : 0.75)),
    );
    const total = (key: string) =>
      tallies.reduce((n, t) => n + ((side === "p1" ? t.home : t.away)[key] ?? 0), 0);
    const share = (key: string, weights: Readonly<Record<string, number>>) =>
      apportion(
        total(key),
        rotation.map((p, i) => (weights[p.position] ?? 1) * minutes[i]!),
      );
    const rebounds = share("rebounds", REBOUNDING);
    const assists = share("assists", PLAYMAKING);
    const turnovers = share("turnovers", PLAYMAKING);
    return rotation.map((player, i): PlayerMatchStats => {
      const made = (value: number) =>
        incidents.filter((x) => x.type === "point" && x.playerId === player.id && x.value === value).length;
      const twos = made(2);
      const threes = made(3);
      const freeThrows = made(1);
      return {
        playerId: player.id,
        teamType: side === "p1" ? "home" : "away",
        minutesPlayed: minutes[i]!,
        groups: {
          attacking: {
            points: 2 * twos + 3 * threes + freeThrows,
            fieldGoalsMade: twos + threes,
            threePointersMade: threes,
            freeThrowsMade: freeThrows,
          },
          passing: { assists: assists[i]!, turnovers: turnovers[i]! },
          defending: { rebounds: rebounds[i]! },
        },
      };
    });
  });
};
