import { FULL_EVENT_SCOPE, PENALTIES_SCOPE } from "../../../../domain/feed/ids";
import type { SimPlayer } from "../types";
import type { TimelineBuilder } from "./builder";
import { chance, intBetween, type Rng } from "./random";
import { bumpScore, other } from "./sheet";
import type { Side } from "./types";

export interface ShootoutSpec {
  readonly start: number;
  /** Kicks each before sudden death: 5 in soccer, 3 in ice hockey. */
  readonly rounds: number;
  readonly conversion: Readonly<Record<Side, number>>;
  readonly shooters: Readonly<Record<Side, ReadonlyArray<SimPlayer>>>;
  /** Seconds between kicks. */
  readonly gapSeconds: readonly [number, number];
}

/** Whether the shootout has a winner, with the early stop when one side can no longer catch up. */
export const shootoutDecided = (
  rounds: number,
  taken: Readonly<Record<Side, number>>,
  goals: Readonly<Record<Side, number>>,
): boolean => {
  if (taken.p1 <= rounds && taken.p2 <= rounds) {
    const left1 = rounds - taken.p1;
    const left2 = rounds - taken.p2;
    return goals.p1 + left1 < goals.p2 || goals.p2 + left2 < goals.p1;
  }
  return taken.p1 === taken.p2 && goals.p1 !== goals.p2;
};

/**
 * Plays a shootout as its own `penalties--0` scope. NOTE: each goal also counts in `full_event--0`, so
 * that the spec's display rule (full event minus penalties, then the penalties in brackets) shows the
 * drawn match score with the shootout beside it.
 */
export const playShootout = (
  rng: Rng,
  builder: TimelineBuilder,
  spec: ShootoutSpec,
): { winner: Side; end: number } => {
  builder.open({ scope: { type: "penalties", number: 0 }, start: spec.start }, ["score"]);
  const taken = { p1: 0, p2: 0 };
  const goals = { p1: 0, p2: 0 };
  const first: Side = chance(rng, 0.5) ? "p1" : "p2";
  let time = spec.start + 30_000;
  let kicker = first;
  while (!shootoutDecided(spec.rounds, taken, goals)) {
    const shooters = spec.shooters[kicker];
    const shooter = shooters.length > 0 ? shooters[taken[kicker] % shooters.length] : undefined;
    const scored = chance(rng, spec.conversion[kicker]);
    taken[kicker] += 1;
    if (scored) goals[kicker] += 1;
    const side = kicker;
    builder.add(
      {
        type: "penalty_shootout",
        subType: scored ? "scored" : "missed",
        time,
        participant: side,
        ...(shooter ? { playerId: shooter.id } : {}),
      },
      {
        lockUntil: time + 10_000,
        ...(scored
          ? { scores: (sheet) => bumpScore(sheet, [PENALTIES_SCOPE, FULL_EVENT_SCOPE], "score", side) }
          : {}),
      },
    );
    kicker = other(kicker);
    time += intBetween(rng, spec.gapSeconds[0], spec.gapSeconds[1]) * 1000;
  }
  const end = time;
  builder.close(end);
  return { winner: goals.p1 > goals.p2 ? "p1" : "p2", end };
};
