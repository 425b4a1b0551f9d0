import { ADVANTAGE_POINTS } from "../../../../domain/event/setScore";
import { FULL_EVENT_SCOPE, scopeKey, scoreKey } from "../../../../domain/feed/ids";
import type { Fixture } from "../types";
import { makeTimelineBuilder } from "./builder";
import { tennisModel } from "./models";
import { chance, intBetween, mulberry32 } from "./random";
import { bumpScore, other, setScores } from "./sheet";
import type { MatchTimeline, ScoreSheet, Side } from "./types";

const DISPLAY = [0, 15, 30, 40];

/**
 * The game score as shown: 0/15/30/40, 40–40 at deuce and 50 for advantage (the feed's convention); raw points in a tie-break
 * (the set then stands at 6–6).
 */
export const tennisPointDisplay = (own: number, rival: number, tiebreak: boolean): number => {
  if (tiebreak) return own;
  if (own >= 3 && rival >= 3) return own > rival ? ADVANTAGE_POINTS : 40;
  return DISPLAY[Math.min(own, 3)]!;
};

/** In a tie-break the opener serves one point, then each serves two. */
export const tiebreakServer = (opener: Side, pointsPlayed: number): Side =>
  pointsPlayed === 0 || Math.floor((pointsPlayed - 1) / 2) % 2 === 1 ? opener : other(opener);

const gameOver = (won: number, lost: number, tiebreak: boolean): boolean =>
  won >= (tiebreak ? 7 : 4) && won - lost >= 2;

export const setOver = (won: number, lost: number): boolean => (won >= 6 && won - lost >= 2) || won === 7;

/**
 * Point by point. The server alternates by game (a tie-break counts as a game), so the player who
 * opened a tie-break receives first in the next set. Snapshot detail, for the pricing: sets p1, sets
 * p2, games p1, games p2, points p1, points p2 of the game in play, opener of that game (0 = p1).
 */
export const simulateTennis = (fixture: Fixture): MatchTimeline => {
  const rng = mulberry32(fixture.seed);
  const model = tennisModel(fixture);
  const builder = makeTimelineBuilder(fixture);
  const setsToWin = Math.ceil(model.bestOfSets / 2);
  const sets = { p1: 0, p2: 0 };
  let opener: Side = chance(rng, 0.5) ? "p1" : "p2";
  let time = fixture.startTime;
  for (let number = 1; ; number++) {
    const scope = scopeKey("set", number);
    const games = { p1: 0, p2: 0 };
    const detail = (points: Readonly<Record<Side, number>>) => [
      sets.p1,
      sets.p2,
      games.p1,
      games.p2,
      points.p1,
      points.p2,
      opener === "p1" ? 0 : 1,
    ];
    builder.open(
      { scope: { type: "set", number }, start: time },
      ["score", "point"],
      { server: opener, detail: detail({ p1: 0, p2: 0 }) },
      ["score"],
    );
    let setWinner: Side | undefined;
    while (!setWinner) {
      const tiebreak = games.p1 === 6 && games.p2 === 6;
      const points = { p1: 0, p2: 0 };
      let gameWinner: Side | undefined;
      while (!gameWinner) {
        const server = tiebreak ? tiebreakServer(opener, points.p1 + points.p2) : opener;
        time += intBetween(rng, 22, 48) * 1000;
        const serverWins = chance(rng, server === "p1" ? model.serveP1 : model.serveP2);
        const winner = serverWins ? server : other(server);
        points[winner] += 1;
        if (gameOver(points[winner], points[other(winner)], tiebreak)) gameWinner = winner;
        let lockUntil = 0;
        let update: (sheet: ScoreSheet) => ScoreSheet;
        if (gameWinner) {
          games[gameWinner] += 1;
          if (setOver(games[gameWinner], games[other(gameWinner)])) setWinner = gameWinner;
          opener = other(opener);
          points.p1 = 0;
          points.p2 = 0;
          lockUntil = time + (setWinner ? 20_000 : 8_000);
          const won = gameWinner;
          update = (sheet) => {
            const next = setScores(bumpScore(sheet, [scope], "score", won), scope, {
              [scoreKey("point", "p1")]: 0,
              [scoreKey("point", "p2")]: 0,
            });
            return setWinner ? bumpScore(next, [FULL_EVENT_SCOPE], "score", won) : next;
          };
        } else {
          const shown = {
            [scoreKey("point", "p1")]: tennisPointDisplay(points.p1, points.p2, tiebreak),
            [scoreKey("point", "p2")]: tennisPointDisplay(points.p2, points.p1, tiebreak),
          };
          update = (sheet) => setScores(sheet, scope, shown);
        }
        if (setWinner) sets[setWinner] += 1;
        const nextTiebreak = games.p1 === 6 && games.p2 === 6;
        const nextServer =
          nextTiebreak || (tiebreak && !gameWinner) ? tiebreakServer(opener, points.p1 + points.p2) : opener;
        builder.add(
          { type: "point", time, participant: winner },
          { scores: update, server: nextServer, lockUntil, detail: detail(points) },
        );
      }
      // Players sit down at every odd game of a set.
      if ((games.p1 + games.p2) % 2 === 1 && !setWinner) time += intBetween(rng, 60, 90) * 1000;
    }
    builder.close(time);
    if (sets[setWinner] === setsToWin) return builder.build(model, setWinner);
    time += intBetween(rng, 100, 140) * 1000;
  }
};
