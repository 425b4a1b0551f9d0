import { scopeKey } from "../../../../../domain/feed/ids";
import type { MatchTimeline, PeriodSpan, Side } from "../../match/types";
import type { Fixture, SimPlayer } from "../../types";
import { makeRng, type Rng } from "../../world/rng";
import { clamp, instants, pickBy, poisson } from "./draws";
import { type Presence, soccerPresence } from "./presence";

/** A shot at goal; goals are shots too, so that shots on target can never be fewer than goals. */
export interface Shot {
  readonly time: number;
  /** Scope key of the period (`half--1`). */
  readonly period: string;
  readonly side: Side;
  readonly player: SimPlayer;
  readonly onTarget: boolean;
  readonly goal: boolean;
}

/** A foul or an offside: who, when. */
export interface Touch {
  readonly time: number;
  readonly period: PeriodSpan;
  readonly side: Side;
  readonly player: SimPlayer;
}

/** How a period flowed, known whole at its end and read pro rata while it runs. */
export interface Flow {
  /** The home side's share of the ball. */
  readonly possession: number;
  readonly passes: Readonly<Record<Side, number>>;
  /** Share of passes that find a team-mate. */
  readonly accuracy: Readonly<Record<Side, number>>;
}

/**
 * What the soccer engine does not play out but a statistics page shows: shots that did not go in,
 * fouls, offsides, the ball's share and the passes. Drawn for the whole match from streams of their own
 * (seed, fixture, period: the engine's stream is untouched, so no result moves), consistent with the
 * engine's incidents: every goal is a shot on target of its scorer, the shooter is on the pitch.
 */
export interface SoccerFacts {
  readonly presence: Presence;
  readonly shots: ReadonlyArray<Shot>;
  readonly fouls: ReadonlyArray<Touch>;
  readonly offsides: ReadonlyArray<Touch>;
  /** By scope key (`half--1`). */
  readonly flows: ReadonlyMap<string, Flow>;
}

// Per team and 90 minutes at even strength (a top side has more, a weak one fewer): with about 1.3
// goals, some 12 shots of which 4.5 on target, 11 fouls, 2 offsides and 450 passes.
const SAVED_PER_90 = 3.1;
const OFF_TARGET_PER_90 = 7.4;
const FOULS_PER_90 = 10;
const OFFSIDES_PER_90 = 2;
const PASSES_PER_90 = 450;
const MISSED_PENALTY_ON_TARGET = 0.7;

const SIDES: ReadonlyArray<Side> = ["p1", "p2"];

const shooterWeight = (p: SimPlayer): number => (p.position === "G" ? 0.004 : 0.05 + p.attack);
const offsideWeight = (p: SimPlayer): number =>
  (p.position === "F" ? 3 : p.position === "M" ? 1 : p.position === "D" ? 0.15 : 0) * (0.3 + p.attack);
const foulWeight = (p: SimPlayer): number =>
  p.position === "D" ? 1.3 : p.position === "M" ? 1.2 : p.position === "F" ? 1 : 0.1;
/** 0 for a side rated 1000, 1 for 2000. */
const quality = (rating: number): number => clamp((rating - 1000) / 1000, 0, 1);

export const soccerFacts = (seed: string, fixture: Fixture, timeline: MatchTimeline): SoccerFacts => {
  const presence = soccerPresence(fixture, timeline);
  const model = timeline.model.sport === "soccer" ? timeline.model : { homeGoals: 1.3, awayGoals: 1.3 };
  const mean = (model.homeGoals + model.awayGoals) / 2;
  const strength: Record<Side, number> = {
    p1: Math.sqrt(model.homeGoals / mean),
    p2: Math.sqrt(model.awayGoals / mean),
  };
  const team: Record<Side, Fixture["home"]> = { p1: fixture.home, p2: fixture.away };
  const gap = Math.tanh((1.5 * (fixture.home.rating - fixture.away.rating)) / 400);
  const shots: Shot[] = [];
  const fouls: Touch[] = [];
  const offsides: Touch[] = [];
  const flows = new Map<string, Flow>();

  const topAttacker = (side: Side, time: number): SimPlayer | undefined =>
    [...presence.onPitchAt(side, time)].sort((a, b) => b.attack - a.attack)[0];

  for (const period of timeline.periods) {
    if (period.scope.type === "penalties") continue;
    const key = scopeKey(period.scope.type, period.scope.number);
    const rng: Rng = makeRng(`${seed}/stats/${fixture.id}/${key}`);
    const minutes = (period.end - period.start) / 60_000;
    const draw = (side: Side, perNinety: number, weight: (p: SimPlayer) => number) =>
      instants(rng, period.start, period.end, poisson(rng, (perNinety * minutes) / 90)).flatMap((time) => {
        const player = pickBy(rng, presence.onPitchAt(side, time), weight);
        return player ? [{ time, side, player, period }] : [];
      });
    for (const side of SIDES) {
      for (const shot of draw(side, SAVED_PER_90 * strength[side], shooterWeight))
        shots.push({ ...shot, period: key, onTarget: true, goal: false });
      for (const shot of draw(side, OFF_TARGET_PER_90 * strength[side], shooterWeight))
        shots.push({ ...shot, period: key, onTarget: false, goal: false });
      fouls.push(...draw(side, FOULS_PER_90, foulWeight));
      offsides.push(...draw(side, OFFSIDES_PER_90 * strength[side], offsideWeight));
    }
    const possession = clamp(0.51 + 0.09 * gap + rng.normal(0, 0.04), 0.28, 0.72);
    const share: Record<Side, number> = { p1: possession, p2: 1 - possession };
    const passes = { p1: 0, p2: 0 };
    const accuracy = { p1: 0, p2: 0 };
    for (const side of SIDES) {
      const q = quality(team[side].rating);
      passes[side] = Math.max(
        0,
        Math.round(
          ((PASSES_PER_90 * minutes) / 90) * 2 * share[side] * (0.8 + 0.4 * q) * (1 + rng.normal(0, 0.06)),
        ),
      );
      accuracy[side] = clamp(0.7 + 0.17 * q + rng.normal(0, 0.02), 0.6, 0.93);
    }
    flows.set(key, { possession, passes, accuracy });
    // The engine's own chances: its goals, and its penalties that missed.
    for (const incident of timeline.incidents) {
      if (incident.scope.type !== period.scope.type || incident.scope.number !== period.scope.number)
        continue;
      const side = incident.participant;
      if (!side) continue;
      if (incident.type === "goal") {
        const scorer =
          incident.subType === "own_goal"
            ? // An own goal came from somebody's shot: the likeliest shooter of the side it counts for.
              topAttacker(side, incident.time)
            : (team[side].players.find((p) => p.id === incident.playerId) ??
              topAttacker(side, incident.time));
        if (scorer)
          shots.push({ time: incident.time, period: key, side, player: scorer, onTarget: true, goal: true });
      } else if (incident.type === "in_game_penalty" && incident.subType === "missed") {
        const taker = team[side].players.find((p) => p.id === incident.playerId);
        const onTarget = rng.chance(MISSED_PENALTY_ON_TARGET);
        if (taker)
          shots.push({ time: incident.time, period: key, side, player: taker, onTarget, goal: false });
      }
    }
  }
  const byTime = <A extends { readonly time: number }>(list: A[]): A[] =>
    list.sort((a, b) => a.time - b.time);
  return { presence, shots: byTime(shots), fouls: byTime(fouls), offsides: byTime(offsides), flows };
};
