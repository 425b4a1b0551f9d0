/** 0 when p1 serves, 1 when p2 does. */
export type Server = 0 | 1;

export interface RaceRules {
  /** First to this many points, two clear. */
  readonly target: number;
  /** P(p1 wins the point) when `server` serves. */
  readonly pointWin: (server: Server) => number;
  /** Who serves after a point that left the score at (a, b). */
  readonly nextServer: (a: number, b: number, server: Server, p1Won: boolean) => Server;
}

export interface RaceEnd {
  readonly a: number;
  readonly b: number;
  readonly p: number;
}

/** Long deuces are cut here: what is left beyond is far below a price's rounding. */
const EXTRA_POINTS = 16;
/** Paths less likely than this are dropped. */
const NEGLIGIBLE = 1e-12;

/**
 * Every way a race to `target` (won by two) can end from (a, b), with its probability: a tennis game
 * or tie-break, a volleyball set. Walks the score layer by layer (points played), so each state is
 * visited once; a layer is indexed by p1's points and the server.
 */
export const raceEnds = (rules: RaceRules, a0: number, b0: number, server0: Server): RaceEnd[] => {
  // Keyed by final score: the same score is reached with either side serving the last point.
  const ends = new Map<number, number>();
  const over = (a: number, b: number) => (a >= rules.target || b >= rules.target) && Math.abs(a - b) >= 2;
  if (over(a0, b0)) return [{ a: a0, b: b0, p: 1 }];
  const last = a0 + b0 + 2 * rules.target + EXTRA_POINTS;
  const width = 2 * (last + 2);
  let layer = new Float64Array(width);
  let next = new Float64Array(width);
  layer[a0 * 2 + server0] = 1;
  const win = [rules.pointWin(0), rules.pointWin(1)] as const;
  let low = a0;
  let high = a0;
  for (let played = a0 + b0; played < last && low <= high; played++) {
    next.fill(0, low * 2, (high + 2) * 2);
    let nextLow = Number.POSITIVE_INFINITY;
    let nextHigh = -1;
    for (let a = low; a <= high; a++) {
      const b = played - a;
      for (let server = 0 as Server; server <= 1; server = (server + 1) as Server) {
        const p = layer[a * 2 + server]!;
        if (p < NEGLIGIBLE) continue;
        for (const p1Won of [true, false]) {
          const q = p * (p1Won ? win[server] : 1 - win[server]);
          if (q < NEGLIGIBLE) continue;
          const na = p1Won ? a + 1 : a;
          const nb = p1Won ? b : b + 1;
          if (over(na, nb)) {
            const key = na * 1024 + nb;
            ends.set(key, (ends.get(key) ?? 0) + q);
            continue;
          }
          const k = na * 2 + rules.nextServer(na, nb, server, p1Won);
          next[k] = next[k]! + q;
          if (na < nextLow) nextLow = na;
          if (na > nextHigh) nextHigh = na;
        }
      }
    }
    [layer, next] = [next, layer];
    low = nextLow;
    high = nextHigh;
  }
  return Array.from(ends, ([key, p]) => ({ a: Math.floor(key / 1024), b: key % 1024, p }));
};

export const p1WinShare = (ends: ReadonlyArray<RaceEnd>): number => {
  let win = 0;
  let total = 0;
  for (const end of ends) {
    total += end.p;
    if (end.a > end.b) win += end.p;
  }
  return total > 0 ? win / total : 0.5;
};
