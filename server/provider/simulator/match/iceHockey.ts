import { FULL_EVENT_SCOPE, scopeKey } from "../../../../domain/feed/ids";
import type { Fixture } from "../types";
import { makeTimelineBuilder } from "./builder";
import { iceHockeyModel } from "./models";
import { chance, mulberry32, pickWeighted, type Rng } from "./random";
import { bumpScore, other, SIDES, scoreOf } from "./sheet";
import { playShootout } from "./shootout";
import type { MatchTimeline, ScopeRef, Side } from "./types";

const PERIOD_BREAK = 18 * 60_000;
const BREAK_BEFORE_OVERTIME = 2 * 60_000;
const BREAK_BEFORE_SHOOTOUT = 60_000;
const PENALTIES_PER_TEAM = 3.2;
const MINOR_MS = 120_000;
const POWER_PLAY = 2.6;
const SHORT_HANDED = 0.35;
/** Even-strength share of the model's goals: power plays and empty nets bring the rest. */
const EVEN_STRENGTH = 0.9;
/** 3-on-3 overtime: about six in ten end before the shootout. */
export const OVERTIME_GOALS_PER_MINUTE = 0.18;
export const HOCKEY_GOAL_LOCK_MS = 45_000;
export const HOCKEY_SHOOTOUT_CONVERSION = 0.33;

/**
 * Three 20-minute periods on a running clock, minor penalties and power plays, an empty net late on;
 * a tie after 60 minutes goes to a 5-minute sudden-death overtime and then to a shootout, as in the
 * NHL regular season (and here in knockout ties too).
 */
export const simulateIceHockey = (fixture: Fixture): MatchTimeline => {
  const rng: Rng = mulberry32(fixture.seed);
  const model = iceHockeyModel(fixture);
  const builder = makeTimelineBuilder(fixture);
  const skatersOf = (side: Side) => {
    const team = side === "p1" ? fixture.home : fixture.away;
    const skaters = team.players.filter((p) => p.position !== "G");
    return skaters.length > 0 ? skaters : [...team.players];
  };
  const skaters = { p1: skatersOf("p1"), p2: skatersOf("p2") };
  const goalsOf = (side: Side) => (side === "p1" ? model.homeGoals : model.awayGoals);
  const shortUntil = { p1: 0, p2: 0 };
  const lead = (side: Side) => {
    const sheet = builder.snapshot().scores;
    return scoreOf(sheet, FULL_EVENT_SCOPE, side) - scoreOf(sheet, FULL_EVENT_SCOPE, other(side));
  };

  const goal = (time: number, side: Side, scopes: ReadonlyArray<string>) => {
    const scorer = pickWeighted(rng, skaters[side], (p) => 0.05 + p.attack);
    const assist = chance(rng, 0.85)
      ? pickWeighted(
          rng,
          skaters[side].filter((p) => p !== scorer),
          (p) => 0.2 + p.attack,
        )
      : undefined;
    // A power-play goal frees the short-handed side.
    if (shortUntil[other(side)] > time) shortUntil[other(side)] = time;
    builder.add(
      {
        type: "goal",
        subType: "regular",
        time,
        participant: side,
        ...(scorer ? { playerId: scorer.id } : {}),
        ...(assist ? { secondaryPlayerId: assist.id } : {}),
      },
      { scores: (sheet) => bumpScore(sheet, scopes, "score", side), lockUntil: time + HOCKEY_GOAL_LOCK_MS },
    );
  };

  const period = (number: number, start: number): number => {
    const scope: ScopeRef = { type: "period", number };
    const scopes = [FULL_EVENT_SCOPE, scopeKey("period", number)];
    builder.open({ scope, start, clockFrom: (number - 1) * 1200, clockTo: number * 1200 }, ["score"]);
    for (let minute = 0; minute < 20; minute++) {
      const minuteStart = start + minute * 60_000;
      const events: Array<{ time: number; run: () => void }> = [];
      for (const side of SIDES) {
        let rate = (goalsOf(side) * EVEN_STRENGTH) / 60;
        if (shortUntil[other(side)] > minuteStart) rate *= POWER_PLAY;
        if (shortUntil[side] > minuteStart) rate *= SHORT_HANDED;
        // The trailing side pulls its goalie in the last two minutes: both nets get busier.
        const behind = -lead(side);
        if (number === 3 && minute >= 18 && behind !== 0 && Math.abs(behind) <= 2)
          rate *= behind > 0 ? 1.6 : 5;
        const time = () => minuteStart + Math.floor(rng.next() * 60_000);
        if (chance(rng, rate)) {
          const at = time();
          events.push({ time: at, run: () => goal(at, side, scopes) });
        }
        if (chance(rng, PENALTIES_PER_TEAM / 60)) {
          const at = time();
          events.push({
            time: at,
            run: () => {
              const player = pickWeighted(rng, skaters[side], () => 1);
              const until = Math.max(at, shortUntil[side]) + MINOR_MS;
              shortUntil[side] = until;
              builder.add({
                type: "in_game_penalty",
                subType: "minor",
                time: at,
                participant: side,
                value: 2,
                until,
                ...(player ? { playerId: player.id } : {}),
              });
            },
          });
        }
      }
      for (const event of events.sort((a, b) => a.time - b.time)) event.run();
    }
    const end = start + 20 * 60_000;
    builder.close(end);
    return end;
  };

  let end = fixture.startTime;
  for (let number = 1; number <= 3; number++) end = period(number, number === 1 ? end : end + PERIOD_BREAK);
  if (lead("p1") !== 0) return builder.build(model, lead("p1") > 0 ? "p1" : "p2");

  shortUntil.p1 = 0;
  shortUntil.p2 = 0;
  const start = end + BREAK_BEFORE_OVERTIME;
  builder.open({ scope: { type: "overtime", number: 1 }, start, clockFrom: 3600, clockTo: 3900 }, ["score"]);
  const total = model.homeGoals + model.awayGoals;
  for (let second = 0; second < 300; second++) {
    if (!chance(rng, OVERTIME_GOALS_PER_MINUTE / 60)) continue;
    const time = start + second * 1000;
    const side: Side = chance(rng, model.homeGoals / total) ? "p1" : "p2";
    goal(time, side, [FULL_EVENT_SCOPE, scopeKey("overtime", 1)]);
    builder.close(time + 10_000);
    return builder.build(model, side);
  }
  end = start + 300_000;
  builder.close(end);
  const shooters = (side: Side) => [...skaters[side]].sort((a, b) => b.attack - a.attack);
  const shootout = playShootout(rng, builder, {
    start: end + BREAK_BEFORE_SHOOTOUT,
    rounds: 3,
    conversion: { p1: HOCKEY_SHOOTOUT_CONVERSION, p2: HOCKEY_SHOOTOUT_CONVERSION },
    shooters: { p1: shooters("p1"), p2: shooters("p2") },
    gapSeconds: [45, 70],
  });
  return builder.build(model, shootout.winner);
};
