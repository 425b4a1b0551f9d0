import { scopeKey } from "../../../../../domain/feed/ids";
import type { MatchStatPeriod, PlayerMatchStats } from "../../../StatisticsProvider";
import type { MatchIncident, MatchTimeline, Side } from "../../match/types";
import type { Fixture, SimPlayer } from "../../types";
import { makeRng } from "../../world/rng";
import { apportion, instants, pickBy, poisson } from "./draws";
import { inPeriod, type PlayedPeriod } from "./playedPeriods";
import { type GroupSpec, type PeriodTally, statPeriods } from "./statTable";

const ICE_HOCKEY_GROUPS: ReadonlyArray<GroupSpec> = [
  {
    name: "Shots",
    items: [
      { name: "Goals", count: "goals" },
      { name: "Shots on goal", count: "shotsOnGoal" },
      { name: "Saves", count: "saves" },
    ],
  },
  {
    name: "Penalties",
    items: [
      { name: "Penalty minutes", count: "penaltyMinutes" },
      { name: "Power plays", count: "powerPlays" },
      { name: "Power-play goals", count: "powerPlayGoals" },
    ],
  },
  { name: "Faceoffs", items: [{ name: "Faceoffs won", count: "faceoffsWon" }] },
];

/** A saved shot: who shot, when, in which period (scope key). */
interface SavedShot {
  readonly time: number;
  readonly period: string;
  readonly side: Side;
  readonly player: SimPlayer;
}

/** What the hockey engine does not play out: saved shots and faceoffs, from streams apart. */
export interface HockeyFacts {
  readonly saved: ReadonlyArray<SavedShot>;
  readonly faceoffs: ReadonlyArray<{ readonly time: number; readonly period: string; readonly winner: Side }>;
}

// Per team and 60 minutes at even strength: about 27 saved shots and 60 faceoffs a game.
const SAVED_PER_60 = 27;
const FACEOFFS_PER_60 = 58;

/** The engine's skaters (iceHockey.ts): everyone but the goalies. */
export const skatersOf = (players: ReadonlyArray<SimPlayer>): SimPlayer[] => {
  const skaters = players.filter((p) => p.position !== "G");
  return skaters.length > 0 ? skaters : [...players];
};

export const hockeyFacts = (seed: string, fixture: Fixture, timeline: MatchTimeline): HockeyFacts => {
  const model = timeline.model.sport === "ice_hockey" ? timeline.model : { homeGoals: 2.8, awayGoals: 2.8 };
  const mean = (model.homeGoals + model.awayGoals) / 2;
  const strength: Record<Side, number> = {
    p1: Math.sqrt(model.homeGoals / mean),
    p2: Math.sqrt(model.awayGoals / mean),
  };
  const skaters: Record<Side, SimPlayer[]> = {
    p1: skatersOf(fixture.home.players),
    p2: skatersOf(fixture.away.players),
  };
  const homeEdge = 0.5 + 0.06 * Math.tanh((fixture.home.rating - fixture.away.rating) / 400);
  const saved: SavedShot[] = [];
  const faceoffs: Array<HockeyFacts["faceoffs"][number]> = [];
  for (const period of timeline.periods) {
    if (period.scope.type === "penalties") continue;
    const key = scopeKey(period.scope.type, period.scope.number);
    const rng = makeRng(`${seed}/stats/${fixture.id}/${key}`);
    const minutes = (period.end - period.start) / 60_000;
    for (const side of ["p1", "p2"] as const) {
      for (const time of instants(
        rng,
        period.start,
        period.end,
        poisson(rng, (SAVED_PER_60 * strength[side] * minutes) / 60),
      )) {
        const player = pickBy(rng, skaters[side], (p) => 0.05 + p.attack);
        if (player) saved.push({ time, period: key, side, player });
      }
    }
    for (const time of instants(
      rng,
      period.start,
      period.end,
      poisson(rng, (FACEOFFS_PER_60 * minutes) / 60),
    ))
      faceoffs.push({ time, period: key, winner: rng.chance(homeEdge) ? "p1" : "p2" });
  }
  return { saved, faceoffs };
};

const other = (side: Side): Side => (side === "p1" ? "p2" : "p1");

/** Power-play goals: the first goal of a side while the other serves a minor (which the goal ends). */
const powerPlayGoals = (
  goals: ReadonlyArray<MatchIncident>,
  penalties: ReadonlyArray<MatchIncident>,
): Set<MatchIncident> => {
  const out = new Set<MatchIncident>();
  for (const penalty of penalties) {
    const side = penalty.participant;
    if (!side || penalty.until === undefined) continue;
    const goal = goals.find(
      (g) =>
        g.participant === other(side) && g.time >= penalty.time && g.time < penalty.until! && !out.has(g),
    );
    if (goal) out.add(goal);
  }
  return out;
};

export const hockeyTallies = (
  periods: ReadonlyArray<PlayedPeriod>,
  facts: HockeyFacts,
  incidents: ReadonlyArray<MatchIncident>,
): ReadonlyArray<PeriodTally> => {
  const goals = incidents.filter((i) => i.type === "goal");
  const penalties = incidents.filter((i) => i.type === "in_game_penalty");
  const powerPlay = powerPlayGoals(goals, penalties);
  return periods.map((period) => {
    const key = scopeKey(period.span.scope.type, period.span.scope.number);
    const tally = (side: Side) => {
      const scored = goals.filter((g) => g.participant === side && inPeriod(g, period));
      const savedOf = (who: Side) =>
        facts.saved.filter((s) => s.side === who && s.period === key && s.time <= period.end).length;
      const minors = (who: Side) => penalties.filter((p) => p.participant === who && inPeriod(p, period));
      return {
        goals: scored.length,
        shotsOnGoal: scored.length + savedOf(side),
        saves: savedOf(other(side)),
        penaltyMinutes: minors(side).reduce((n, p) => n + (p.value ?? 2), 0),
        powerPlays: minors(other(side)).length,
        powerPlayGoals: scored.filter((g) => powerPlay.has(g)).length,
        faceoffsWon: facts.faceoffs.filter(
          (f) => f.period === key && f.time <= period.end && f.winner === side,
        ).length,
      };
    };
    return { scope: period.span.scope, home: tally("p1"), away: tally("p2") };
  });
};

export const hockeyStatistics = (tallies: ReadonlyArray<PeriodTally>): ReadonlyArray<MatchStatPeriod> =>
  statPeriods(ICE_HOCKEY_GROUPS, tallies);

/**
 * Skaters' goals, assists and penalty minutes from the engine, shots from its goals and the saved
 * shots; ice time the team's five skaters shared out (defencemen about half as much again as forwards);
 * the starting goalie plays throughout.
 */
export const hockeyPlayerStats = (
  fixture: Fixture,
  periods: ReadonlyArray<PlayedPeriod>,
  facts: HockeyFacts,
  incidents: ReadonlyArray<MatchIncident>,
): ReadonlyArray<PlayerMatchStats> => {
  if (periods.length === 0) return [];
  const now = periods.at(-1)!.end;
  const elapsed = periods.reduce((ms, p) => ms + (p.end - p.start), 0) / 60_000;
  const goals = incidents.filter((i) => i.type === "goal" && i.scope.type !== "penalties");
  return (["p1", "p2"] as const).flatMap((side) => {
    const team = side === "p1" ? fixture.home : fixture.away;
    const skaters = skatersOf(team.players);
    const goalie = team.players.find((p) => p.position === "G");
    const ice = apportion(
      Math.round(5 * elapsed),
      skaters.map((p) => (p.position === "D" ? 1.45 : 1)),
    );
    const teamType = side === "p1" ? "home" : "away";
    const rows = skaters.map((player, i): PlayerMatchStats => {
      const scored = goals.filter((g) => g.playerId === player.id && g.participant === side).length;
      const saved = facts.saved.filter(
        (s) => s.player.id === player.id && s.side === side && s.time <= now,
      ).length;
      return {
        playerId: player.id,
        teamType,
        minutesPlayed: ice[i]!,
        groups: {
          attacking: {
            goals: scored,
            assists: goals.filter((g) => g.secondaryPlayerId === player.id && g.participant === side).length,
            shots: scored + saved,
          },
          general: {
            penaltyMinutes: incidents
              .filter((x) => x.type === "in_game_penalty" && x.playerId === player.id)
              .reduce((n, x) => n + (x.value ?? 2), 0),
          },
        },
      };
    });
    if (!goalie) return rows;
    return [
      {
        playerId: goalie.id,
        teamType,
        minutesPlayed: Math.round(elapsed),
        groups: {
          goalkeeping: {
            saves: facts.saved.filter((s) => s.side === other(side) && s.time <= now).length,
            goalsConceded: goals.filter((g) => g.participant === other(side)).length,
          },
        },
      },
      ...rows,
    ];
  });
};
