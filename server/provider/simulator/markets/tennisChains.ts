import { setOver, tiebreakServer } from "../match/tennis";
import type { TennisModel } from "../match/types";
import { p1WinShare, raceEnds, type Server } from "./race";
import type { SetEnd } from "./setsOutlook";

export const otherServer = (server: Server): Server => (server === 0 ? 1 : 0);
const asSide = (server: Server) => (server === 0 ? "p1" : "p2");
const asServer = (side: "p1" | "p2"): Server => (side === "p1" ? 0 : 1);

export interface TennisChains {
  /** Ways a set can end from games (gA, gB), `opener` serving the game in play at points (a, b). */
  readonly setEnds: (gA: number, gB: number, opener: Server, a: number, b: number) => SetEnd[];
  readonly freshSets: readonly [SetEnd[], SetEnd[]];
  /** A first set whose opener is not known yet (pre-match): either player, evenly. */
  readonly mixed: SetEnd[];
}

/**
 * Tennis as nested Markov chains from the point up: each player's chance to win a point on serve
 * gives games and tie-breaks, then sets. `tilt` is the pre-match drift.
 */
export const tennisChains = (model: TennisModel, tilt: number): TennisChains => {
  const serveP1 = model.serveP1 + 0.004 * tilt;
  const serveP2 = model.serveP2 - 0.004 * tilt;
  const pointWin = (server: Server) => (server === 0 ? serveP1 : 1 - serveP2);
  const game = (server: Server, a: number, b: number) =>
    p1WinShare(
      raceEnds({ target: 4, pointWin: () => pointWin(server), nextServer: () => server }, a, b, server),
    );
  const tiebreak = (opener: Server, a: number, b: number) =>
    p1WinShare(
      raceEnds(
        { target: 7, pointWin, nextServer: (na, nb) => asServer(tiebreakServer(asSide(opener), na + nb)) },
        a,
        b,
        asServer(tiebreakServer(asSide(opener), a + b)),
      ),
    );
  const freshGame = [game(0, 0, 0), game(1, 0, 0)] as const;
  const freshTiebreak = [tiebreak(0, 0, 0), tiebreak(1, 0, 0)] as const;

  const setEnds = (gA: number, gB: number, opener: Server, a: number, b: number): SetEnd[] => {
    const ends: SetEnd[] = [];
    let layer = new Map<number, number>([[gA * 8 + gB, 1]]);
    while (layer.size > 0) {
      const next = new Map<number, number>();
      for (const [key, q] of layer) {
        const x = key >> 3;
        const y = key & 7;
        const server: Server = (x + y - gA - gB) % 2 === 0 ? opener : otherServer(opener);
        const first = x === gA && y === gB;
        const tb = x === 6 && y === 6;
        const win = tb
          ? first
            ? tiebreak(server, a, b)
            : freshTiebreak[server]
          : first
            ? game(server, a, b)
            : freshGame[server];
        for (const [nx, ny, p] of [
          [x + 1, y, q * win],
          [x, y + 1, q * (1 - win)],
        ] as const) {
          if (p === 0) continue;
          if (setOver(nx, ny) || setOver(ny, nx))
            ends.push({ a: nx, b: ny, p, nextOpener: otherServer(server) });
          else next.set(nx * 8 + ny, (next.get(nx * 8 + ny) ?? 0) + p);
        }
      }
      layer = next;
    }
    return ends;
  };
  const freshSets = [setEnds(0, 0, 0, 0, 0), setEnds(0, 0, 1, 0, 0)] as const;
  const mixed = [...freshSets[0], ...freshSets[1]].map((end) => ({ ...end, p: end.p / 2 }));
  return { setEnds, freshSets, mixed };
};

const liveByModel = new WeakMap<TennisModel, TennisChains>();

/** In play there is no drift and the model is fixed: its chains are worked out once per match. */
export const liveTennisChains = (model: TennisModel): TennisChains => {
  let chains = liveByModel.get(model);
  if (!chains) {
    chains = tennisChains(model, 0);
    liveByModel.set(model, chains);
  }
  return chains;
};
