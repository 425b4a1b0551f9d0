import { scopeKey } from "../../../../domain/feed/ids";
import { scoreOf } from "../match/sheet";
import type { ScoreSheet } from "../match/types";
import { addShifted, type Dist, support } from "./dist";
import type { Server } from "./race";

export interface SetEnd {
  /** Games (tennis) or points (volleyball) of each side when the set ends. */
  readonly a: number;
  readonly b: number;
  readonly p: number;
  /** Who opens the next set. */
  readonly nextOpener: Server;
}

export interface SetsOutlook {
  readonly p1Wins: number;
  /** p1's final margin in games or points over the whole match. */
  readonly diff: Dist;
  readonly total: Dist;
}

export interface SetsInput {
  readonly setsP1: number;
  readonly setsP2: number;
  readonly setsToWin: number;
  /** Margin and total of the sets already played. */
  readonly doneDiff: number;
  readonly doneTotal: number;
  /** How the set in play can end. */
  readonly current: ReadonlyArray<SetEnd>;
  /** How a set not yet started can end. */
  readonly fresh: (setNumber: number, opener: Server) => ReadonlyArray<SetEnd>;
  readonly maxDiff: number;
  readonly maxTotal: number;
}

/** Margin (p1 − p2) and total of games or points over the sets finished before `setNumber`. */
export const finishedSets = (
  scores: ScoreSheet,
  setNumber: number,
): { readonly doneDiff: number; readonly doneTotal: number } => {
  let doneDiff = 0;
  let doneTotal = 0;
  for (let n = 1; n < setNumber; n++) {
    const a = scoreOf(scores, scopeKey("set", n), "p1");
    const b = scoreOf(scores, scopeKey("set", n), "p2");
    doneDiff += a - b;
    doneTotal += a + b;
  }
  return { doneDiff, doneTotal };
};

interface Branch {
  readonly setsP1: number;
  readonly setsP2: number;
  readonly opener: Server;
  readonly diff: Float64Array;
  readonly total: Float64Array;
}

/**
 * The rest of a match of sets, exactly: who wins, and the laws of the final margin and total (each
 * alone; the handicap and over/under markets need no more). Branches that reach the same sets score
 * and next opener are merged, so the work stays small even over five sets.
 */
export const setsOutlook = (input: SetsInput): SetsOutlook => {
  const diffSize = 2 * input.maxDiff + 1;
  const totalSize = input.maxTotal + 1;
  const diff = new Float64Array(diffSize);
  const total = new Float64Array(totalSize);
  let p1Wins = 0;
  let mass = 0;

  const advance = (from: Branch, ends: ReadonlyArray<SetEnd>, into: Map<number, Branch>) => {
    const diffSupport = support(from.diff);
    const totalSupport = support(from.total);
    let weight = 0;
    for (let i = totalSupport[0]; i <= totalSupport[1]; i++) weight += from.total[i]!;
    for (const end of ends) {
      const setsP1 = from.setsP1 + (end.a > end.b ? 1 : 0);
      const setsP2 = from.setsP2 + (end.a > end.b ? 0 : 1);
      const done = setsP1 === input.setsToWin || setsP2 === input.setsToWin;
      let target: { diff: Float64Array; total: Float64Array };
      if (done) {
        target = { diff, total };
        mass += weight * end.p;
        if (setsP1 > setsP2) p1Wins += weight * end.p;
      } else {
        const key = (setsP1 * 16 + setsP2) * 2 + end.nextOpener;
        let branch = into.get(key);
        if (!branch) {
          branch = {
            setsP1,
            setsP2,
            opener: end.nextOpener,
            diff: new Float64Array(diffSize),
            total: new Float64Array(totalSize),
          };
          into.set(key, branch);
        }
        target = branch;
      }
      addShifted(target.diff, from.diff, end.a - end.b, end.p, diffSupport);
      addShifted(target.total, from.total, end.a + end.b, end.p, totalSupport);
    }
  };

  const start: Branch = {
    setsP1: input.setsP1,
    setsP2: input.setsP2,
    opener: 0,
    diff: new Float64Array(diffSize),
    total: new Float64Array(totalSize),
  };
  start.diff[Math.max(0, Math.min(diffSize - 1, input.doneDiff + input.maxDiff))] = 1;
  start.total[Math.max(0, Math.min(totalSize - 1, input.doneTotal))] = 1;
  let frontier = new Map<number, Branch>();
  advance(start, input.current, frontier);
  while (frontier.size > 0) {
    const next = new Map<number, Branch>();
    for (const branch of frontier.values()) {
      advance(branch, input.fresh(branch.setsP1 + branch.setsP2 + 1, branch.opener), next);
    }
    frontier = next;
  }
  return {
    p1Wins: mass > 0 ? p1Wins / mass : 0.5,
    diff: { offset: -input.maxDiff, probs: diff },
    total: { offset: 0, probs: total },
  };
};
