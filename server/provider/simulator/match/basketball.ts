import { FULL_EVENT_SCOPE, scopeKey } from "../../../../domain/feed/ids";
import type { Fixture, SimPlayer } from "../types";
import { makeTimelineBuilder } from "./builder";
import { basketballModel } from "./models";
import { chance, mulberry32, pickIndex, pickWeighted, uniform } from "./random";
import { bumpScore, other, scoreOf } from "./sheet";
import type { MatchTimeline, ScopeRef, Side } from "./types";

const SHORT_BREAK = 2 * 60_000;
const HALF_TIME = 15 * 60_000;
const OVERTIME_SECONDS = 300;

// Per possession: a three, a two, an and-one, a trip to the line (two shots), or nothing; these
// weights make about 1.12 points, scaled to each side's rate.
const THREE = 0.12;
const TWO = 0.3;
const AND_ONE = 0.02;
const TRIP = 0.07;
const FREE_THROW = 0.77;
const BASE_POINTS = 3 * THREE + 2 * TWO + AND_ONE * (2 + FREE_THROW) + TRIP * 2 * FREE_THROW;

/**
 * Possession by possession on a running clock (the game clock runs with the wall clock; only the
 * breaks stop it): 4 quarters, then 5-minute overtimes until someone leads.
 */
export const simulateBasketball = (fixture: Fixture): MatchTimeline => {
  const rng = mulberry32(fixture.seed);
  const model = basketballModel(fixture);
  const builder = makeTimelineBuilder(fixture);
  const rotation = (players: ReadonlyArray<SimPlayer>) =>
    [...players].sort((a, b) => b.attack - a.attack).slice(0, 9);
  const shooters = { p1: rotation(fixture.home.players), p2: rotation(fixture.away.players) };
  const scale = {
    p1: (model.homeRate * 2 * model.possessionSeconds) / 60 / BASE_POINTS,
    p2: (model.awayRate * 2 * model.possessionSeconds) / 60 / BASE_POINTS,
  };
  let attacking: Side = chance(rng, 0.5) ? "p1" : "p2";

  const period = (scope: ScopeRef, start: number, clockFrom: number, seconds: number): number => {
    const end = start + seconds * 1000;
    const scopes = [FULL_EVENT_SCOPE, scopeKey(scope.type, scope.number)];
    builder.open({ scope, start, clockFrom, clockTo: clockFrom + seconds }, ["score"]);
    let time = start;
    /** When the last basket or free throw went in: free throws can run past the next possession's start. */
    let last = start;
    for (;;) {
      const started = time;
      time += Math.round(uniform(rng, 4, 2 * model.possessionSeconds - 4) * 1000);
      if (time >= end) {
        // The buzzer: a possession cut short is still played in proportion to the time it had.
        if (started >= end - 1000 || !chance(rng, (end - started) / (time - started))) break;
        // NOTE: not before the previous possession's free throws, shot in the last second (about one
        // game in 2,500 had them and threw "incident before"); no draw changes, so no other game moves.
        time = Math.max(end - 1000, last);
      }
      const side = attacking;
      attacking = other(side);
      const k = scale[side];
      const outcome = pickIndex(rng, [
        THREE * k,
        TWO * k,
        AND_ONE * k,
        TRIP * k,
        Math.max(0, 1 - (THREE + TWO + AND_ONE + TRIP) * k),
      ]);
      if (outcome === 4) continue;
      const shooter = pickWeighted(rng, shooters[side], (p) => 0.1 + p.attack);
      const score = (at: number, value: number) => {
        last = at;
        builder.add(
          { type: "point", time: at, participant: side, value, ...(shooter ? { playerId: shooter.id } : {}) },
          { scores: (sheet) => bumpScore(sheet, scopes, "score", side, value) },
        );
      };
      if (outcome === 0) score(time, 3);
      if (outcome === 1 || outcome === 2) score(time, 2);
      const freeThrows = outcome === 2 ? 1 : outcome === 3 ? 2 : 0;
      // Free throws are shot on a stopped clock: they take no time from the next possession.
      for (let i = 1; i <= freeThrows; i++) {
        const at = Math.min(end - 1, time + i * 300);
        if (chance(rng, FREE_THROW)) score(at, 1);
      }
    }
    builder.close(end);
    return end;
  };

  const quarterSeconds = model.quarterMinutes * 60;
  let end = fixture.startTime;
  for (let number = 1; number <= 4; number++) {
    const start = number === 1 ? end : end + (number === 3 ? HALF_TIME : SHORT_BREAK);
    end = period({ type: "quarter", number }, start, (number - 1) * quarterSeconds, quarterSeconds);
  }
  const lead = () =>
    scoreOf(builder.snapshot().scores, FULL_EVENT_SCOPE, "p1") -
    scoreOf(builder.snapshot().scores, FULL_EVENT_SCOPE, "p2");
  for (let number = 1; lead() === 0; number++) {
    end = period(
      { type: "overtime", number },
      end + SHORT_BREAK,
      4 * quarterSeconds + (number - 1) * OVERTIME_SECONDS,
      OVERTIME_SECONDS,
    );
  }
  return builder.build(model, lead() > 0 ? "p1" : "p2");
};
