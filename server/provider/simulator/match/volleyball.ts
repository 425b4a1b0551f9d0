import { FULL_EVENT_SCOPE, scopeKey } from "../../../../domain/feed/ids";
import type { Fixture } from "../types";
import { makeTimelineBuilder } from "./builder";
import { volleyballModel } from "./models";
import { chance, intBetween, mulberry32 } from "./random";
import { bumpScore, other } from "./sheet";
import type { MatchTimeline, Side } from "./types";

const SET_BREAK_SECONDS = [150, 210] as const;
/** Seconds from one rally's end to the next's, serve and celebrations included. */
const RALLY_SECONDS = [18, 46] as const;

export const volleyballSetTarget = (number: number, bestOfSets: number): number =>
  number === bestOfSets ? 15 : 25;

export const volleyballSetOver = (won: number, lost: number, target: number): boolean =>
  won >= target && won - lost >= 2;

/**
 * Rally scoring: the rally's winner scores and serves next. Sets to 25 (15 in the fifth), won by two;
 * the first serve alternates by set, the fifth goes to a new toss. Snapshot detail: sets p1, sets p2,
 * points p1, points p2 of the set in play.
 */
export const simulateVolleyball = (fixture: Fixture): MatchTimeline => {
  const rng = mulberry32(fixture.seed);
  const model = volleyballModel(fixture);
  const builder = makeTimelineBuilder(fixture);
  const setsToWin = Math.ceil(model.bestOfSets / 2);
  const sets = { p1: 0, p2: 0 };
  const toss: Side = chance(rng, 0.5) ? "p1" : "p2";
  let time = fixture.startTime;
  for (let number = 1; ; number++) {
    const target = volleyballSetTarget(number, model.bestOfSets);
    const scopes = [FULL_EVENT_SCOPE, scopeKey("set", number)];
    let server: Side =
      number === model.bestOfSets ? (chance(rng, 0.5) ? "p1" : "p2") : number % 2 === 1 ? toss : other(toss);
    builder.open({ scope: { type: "set", number }, start: time }, ["score"], {
      server,
      detail: [sets.p1, sets.p2, 0, 0],
    });
    const points = { p1: 0, p2: 0 };
    let winner: Side | undefined;
    while (!winner) {
      time += intBetween(rng, RALLY_SECONDS[0], RALLY_SECONDS[1]) * 1000;
      const rally: Side = chance(rng, server === "p1" ? model.serveP1 : model.serveP2)
        ? server
        : other(server);
      points[rally] += 1;
      server = rally;
      if (volleyballSetOver(points[rally], points[other(rally)], target)) winner = rally;
      if (winner) sets[winner] += 1;
      builder.add(
        { type: "point", time, participant: rally },
        {
          scores: (sheet) => bumpScore(sheet, winner ? scopes : scopes.slice(1), "score", rally),
          server,
          lockUntil: winner ? time + 15_000 : 0,
          detail: [sets.p1, sets.p2, points.p1, points.p2],
        },
      );
    }
    builder.close(time);
    if (sets[winner] === setsToWin) return builder.build(model, winner);
    time += intBetween(rng, SET_BREAK_SECONDS[0], SET_BREAK_SECONDS[1]) * 1000;
  }
};
