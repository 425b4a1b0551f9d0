import { FULL_EVENT_SCOPE } from "../../../../domain/feed/ids";
import type { Fixture } from "../types";
import { makeTimelineBuilder } from "./builder";
import { soccerModel } from "./models";
import { chance, intBetween, mulberry32, pickIndex, type Rng } from "./random";
import { SIDES, scoreOf } from "./sheet";
import { playShootout } from "./shootout";
import { playSoccerPeriod, type SoccerContext } from "./soccerPeriod";
import { ADDED_TIME_WEIGHTS, SHOOTOUT_CONVERSION } from "./soccerRates";
import { startingSquad } from "./squad";
import type { MatchTimeline, Side } from "./types";

const MINUTE = 60_000;
const HALF_TIME_BREAK = 15 * MINUTE;
const BREAK_BEFORE_EXTRA_TIME = 5 * MINUTE;
const EXTRA_TIME_INTERVAL = MINUTE;
const BREAK_BEFORE_SHOOTOUT = 3 * MINUTE;

interface Planned {
  readonly afterMs: number;
  readonly side: Side;
}

/**
 * Up to five changes per side: the odd injury before the break, some at half-time, the rest in two or
 * three windows between 55' and 88' (a window brings its changes on together).
 */
const planSubstitutions = (rng: Rng): { first: Planned[]; second: Planned[] } => {
  const first: Planned[] = [];
  const second: Planned[] = [];
  for (const side of SIDES) {
    let left = 3 + pickIndex(rng, [0.15, 0.3, 0.55]);
    if (chance(rng, 0.06)) {
      first.push({ afterMs: intBetween(rng, 10 * 60, 44 * 60) * 1000, side });
      left -= 1;
    }
    const atBreak = Math.min(left, pickIndex(rng, [0.55, 0.3, 0.15]));
    for (let i = 0; i < atBreak; i++) second.push({ afterMs: 0, side });
    left -= atBreak;
    const windows = Array.from({ length: Math.min(left, intBetween(rng, 2, 3)) }, () =>
      intBetween(rng, 10 * 60, 43 * 60),
    ).sort((a, b) => a - b);
    for (let i = 0; i < left; i++) second.push({ afterMs: windows[i % windows.length]! * 1000, side });
  }
  return { first, second };
};

const leader = (ctx: SoccerContext): Side | null => {
  const sheet = ctx.builder.snapshot().scores;
  const home = scoreOf(sheet, FULL_EVENT_SCOPE, "p1");
  const away = scoreOf(sheet, FULL_EVENT_SCOPE, "p2");
  return home === away ? null : home > away ? "p1" : "p2";
};

/** Two halves; in a knockout tie a draw goes to extra time and then to a shootout. */
export const simulateSoccer = (fixture: Fixture): MatchTimeline => {
  const rng = mulberry32(fixture.seed);
  const model = soccerModel(fixture);
  const builder = makeTimelineBuilder(fixture, { detail: [0] });
  const ctx: SoccerContext = {
    rng,
    builder,
    model,
    squads: { p1: startingSquad(fixture.home), p2: startingSquad(fixture.away) },
    reds: { p1: 0, p2: 0 },
  };
  const subs = planSubstitutions(rng);
  const half = (number: number, start: number, substitutions: ReadonlyArray<Planned>) =>
    playSoccerPeriod(ctx, {
      scope: { type: "half", number },
      start,
      clockFrom: (number - 1) * 2700,
      minutes: 45,
      addedWeights: ADDED_TIME_WEIGHTS[`half-${number}`]!,
      substitutions,
    });
  const firstEnd = half(1, fixture.startTime, subs.first);
  let end = half(2, firstEnd + HALF_TIME_BREAK, subs.second);
  let winner = leader(ctx);
  if (winner || !fixture.knockout) return builder.build(model, winner);

  for (const number of [1, 2]) {
    end = playSoccerPeriod(ctx, {
      scope: { type: "extra_time", number },
      start: end + (number === 1 ? BREAK_BEFORE_EXTRA_TIME : EXTRA_TIME_INTERVAL),
      clockFrom: 5400 + (number - 1) * 900,
      minutes: 15,
      addedWeights: ADDED_TIME_WEIGHTS.extra_time!,
      substitutions:
        number === 1 ? SIDES.filter(() => chance(rng, 0.5)).map((side) => ({ afterMs: 0, side })) : [],
    });
  }
  winner = leader(ctx);
  if (winner) return builder.build(model, winner);

  const takers = (side: Side) =>
    [...ctx.squads[side].onPitch].sort(
      (a, b) => Number(a.position === "G") - Number(b.position === "G") || b.attack - a.attack,
    );
  const shootout = playShootout(rng, builder, {
    start: end + BREAK_BEFORE_SHOOTOUT,
    rounds: 5,
    conversion: { p1: SHOOTOUT_CONVERSION, p2: SHOOTOUT_CONVERSION },
    shooters: { p1: takers("p1"), p2: takers("p2") },
    gapSeconds: [40, 75],
  });
  return builder.build(model, shootout.winner);
};
