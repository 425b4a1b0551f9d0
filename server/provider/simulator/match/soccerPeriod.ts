import { FULL_EVENT_SCOPE, scopeKey } from "../../../../domain/feed/ids";
import { makeAgenda } from "./agenda";
import type { TimelineBuilder } from "./builder";
import { chance, intBetween, pickIndex, type Rng } from "./random";
import { bumpScore, other, SIDES, scoreOf } from "./sheet";
import {
  GOAL_LOCK_MS,
  goalProfile,
  PENALTY_AWARD_RATE,
  PENALTY_CONVERSION,
  redCardFactor,
  VAR_CHECK_SHARE,
  VAR_DISALLOW_SHARE,
} from "./soccerRates";
import {
  pickAssist,
  pickBooked,
  pickOwnGoalScorer,
  pickScorer,
  type Squad,
  sendOff,
  substitute,
} from "./squad";
import type { ScopeRef, Side, SoccerModel } from "./types";

export const SOCCER_SCORE_TYPES = ["score", "yellow_card", "red_card", "corner"] as const;

export interface SoccerContext {
  readonly rng: Rng;
  readonly builder: TimelineBuilder;
  readonly model: SoccerModel;
  readonly squads: Readonly<Record<Side, Squad>>;
  readonly reds: Record<Side, number>;
}

export interface SoccerPeriodSpec {
  readonly scope: ScopeRef;
  readonly start: number;
  /** Clock seconds at kick-off of the period (0, 2700, 5400, 6300). */
  readonly clockFrom: number;
  readonly minutes: number;
  readonly addedWeights: ReadonlyArray<number>;
  /** Substitutions planned in this period, ms after its start. */
  readonly substitutions: ReadonlyArray<{ readonly afterMs: number; readonly side: Side }>;
}

const YELLOWS_PER_TEAM = 1.9;
const STRAIGHT_REDS_PER_TEAM = 0.05;
const CORNERS_PER_TEAM = 5;

/** Plays one half (or extra-time half) minute by minute; returns the time of its final whistle. */
export const playSoccerPeriod = (ctx: SoccerContext, spec: SoccerPeriodSpec): number => {
  const { rng, builder, model, squads, reds } = ctx;
  const period = scopeKey(spec.scope.type, spec.scope.number);
  const scopes = [FULL_EVENT_SCOPE, period];
  const agenda = makeAgenda();
  // Play stops for a VAR check or a penalty kick: nothing else happens meanwhile.
  let stoppedUntil = 0;
  const added = pickIndex(rng, spec.addedWeights);
  builder.open(
    {
      scope: spec.scope,
      start: spec.start,
      clockFrom: spec.clockFrom,
      regulation: spec.clockFrom + spec.minutes * 60,
    },
    SOCCER_SCORE_TYPES,
    { detail: [0] },
  );

  const mean = (model.homeGoals + model.awayGoals) / 2;
  const goalsOf = (side: Side) => (side === "p1" ? model.homeGoals : model.awayGoals);
  // Penalty goals and goals that VAR rules out are drawn apart, so the total stays the model's.
  const openPlay = (side: Side) =>
    Math.max(0.05, goalsOf(side) - (PENALTY_AWARD_RATE * PENALTY_CONVERSION * goalsOf(side)) / mean) /
    (1 - VAR_CHECK_SHARE * VAR_DISALLOW_SHARE);

  const scoreGoal = (time: number, side: Side, subType: string, scorer?: string, assist?: string) =>
    builder.add(
      {
        type: "goal",
        subType,
        time,
        participant: side,
        ...(scorer ? { playerId: scorer } : {}),
        ...(assist ? { secondaryPlayerId: assist } : {}),
      },
      { scores: (sheet) => bumpScore(sheet, scopes, "score", side), lockUntil: time + GOAL_LOCK_MS },
    );

  const goal = (time: number, side: Side) => {
    if (time < stoppedUntil) return;
    const own = chance(rng, 0.03);
    const scorer = own ? pickOwnGoalScorer(rng, squads[other(side)]) : pickScorer(rng, squads[side]);
    const assist = !own && chance(rng, 0.7) ? pickAssist(rng, squads[side], scorer) : undefined;
    const subType = own ? "own_goal" : "regular";
    if (!chance(rng, VAR_CHECK_SHARE)) {
      scoreGoal(time, side, subType, scorer?.id, assist?.id);
      return;
    }
    const until = time + intBetween(rng, 60, 150) * 1000;
    stoppedUntil = until;
    builder.add(
      { type: "var_decision", subType: "check", time, participant: side, until },
      { lockUntil: until },
    );
    const disallowed = chance(rng, VAR_DISALLOW_SHARE);
    agenda.at(until, () => {
      if (disallowed) {
        builder.add({ type: "var_decision", subType: "goal_disallowed", time: until, participant: side });
        return;
      }
      builder.add({ type: "var_decision", subType: "goal_confirmed", time: until, participant: side });
      scoreGoal(until, side, subType, scorer?.id, assist?.id);
    });
  };

  const penalty = (time: number, side: Side) => {
    if (time < stoppedUntil) return;
    const kick = time + intBetween(rng, 60, 110) * 1000;
    stoppedUntil = kick;
    builder.add(
      { type: "in_game_penalty", subType: "awarded", time, participant: side },
      { lockUntil: kick },
    );
    const scored = chance(rng, PENALTY_CONVERSION);
    agenda.at(kick, () => {
      const taker = [...squads[side].onPitch].sort((a, b) => b.attack - a.attack)[0];
      if (scored) scoreGoal(kick, side, "penalty", taker?.id);
      else
        builder.add({
          type: "in_game_penalty",
          subType: "missed",
          time: kick,
          participant: side,
          ...(taker ? { playerId: taker.id } : {}),
        });
    });
  };

  const card = (time: number, side: Side, straightRed: boolean) => {
    if (time < stoppedUntil) return;
    const squad = squads[side];
    const player = pickBooked(rng, squad);
    if (!player) return;
    const secondYellow = !straightRed && squad.yellow.has(player.id);
    if (!straightRed && !secondYellow) {
      squad.yellow.add(player.id);
      builder.add(
        { type: "yellow_card", time, participant: side, playerId: player.id },
        { scores: (sheet) => bumpScore(sheet, scopes, "yellow_card", side) },
      );
      return;
    }
    sendOff(squad, player);
    reds[side] += 1;
    builder.add(
      {
        type: "red_card",
        subType: secondYellow ? "second_yellow" : "straight",
        time,
        participant: side,
        playerId: player.id,
      },
      { scores: (sheet) => bumpScore(sheet, scopes, "red_card", side), lockUntil: time + 20_000 },
    );
  };

  const corner = (time: number, side: Side) => {
    if (time < stoppedUntil) return;
    builder.add(
      { type: "corner", time, participant: side },
      { scores: (sheet) => bumpScore(sheet, scopes, "corner", side) },
    );
  };

  for (const { afterMs, side } of spec.substitutions) {
    agenda.at(spec.start + afterMs, () => {
      const change = substitute(rng, squads[side]);
      if (!change) return;
      const time = Math.max(spec.start + afterMs, stoppedUntil);
      builder.add({
        type: "substitution",
        time,
        participant: side,
        playerId: change.on.id,
        secondaryPlayerId: change.off.id,
      });
    });
  }

  const total = spec.minutes + added;
  for (let i = 0; i < total; i++) {
    const minuteStart = spec.start + i * 60_000;
    if (i === spec.minutes - 1) {
      const announce = minuteStart + 50_000;
      agenda.at(announce, () => {
        // NOTE: play may be stopped past the announcement (a VAR check, a penalty being taken), with
        // incidents already written at that later time: the board goes up once play resumes.
        const time = Math.max(announce, stoppedUntil);
        if (added > 0) builder.add({ type: "injury_time", time, value: added }, { detail: [added] });
      });
    }
    // Mid-minute, and added time weighs like the last minute of the period.
    const clockMinute = spec.clockFrom / 60 + Math.min(i + 0.5, spec.minutes - 0.01);
    const sheet = builder.snapshot().scores;
    for (const side of SIDES) {
      const diff = scoreOf(sheet, FULL_EVENT_SCOPE, side) - scoreOf(sheet, FULL_EVENT_SCOPE, other(side));
      const chasing = diff < 0 ? 1.1 : diff > 0 ? 0.93 : 1;
      const strength = Math.sqrt(goalsOf(side) / mean);
      const at = () => minuteStart + Math.floor(rng.next() * 60_000);
      const goalRate =
        (openPlay(side) / 90) * goalProfile(clockMinute) * redCardFactor(reds[side], reds[other(side)]);
      const cardLoad = 0.6 + (0.8 * Math.min(clockMinute, 90)) / 90;
      const draws = [
        { p: goalRate * chasing, run: goal },
        { p: (PENALTY_AWARD_RATE / 90) * strength, run: penalty },
        { p: (YELLOWS_PER_TEAM / 90) * cardLoad, run: (t: number, s: Side) => card(t, s, false) },
        { p: STRAIGHT_REDS_PER_TEAM / 90, run: (t: number, s: Side) => card(t, s, true) },
        { p: (CORNERS_PER_TEAM / 90) * strength, run: corner },
      ];
      for (const draw of draws) {
        if (!chance(rng, draw.p)) continue;
        const time = at();
        agenda.at(time, () => draw.run(time, side));
      }
    }
    agenda.runUntil(minuteStart + 60_000);
  }
  const whistle = spec.start + total * 60_000 + intBetween(rng, 0, 40) * 1000;
  const end = Math.max(whistle, (agenda.lastPending() ?? 0) + 5_000, stoppedUntil + 5_000);
  agenda.runUntil(end);
  builder.close(end);
  return end;
};
