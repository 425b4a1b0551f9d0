import type { MatchState, MatchTimeline, Side } from "../match/types";

export interface ShootoutTally {
  readonly taken: Readonly<Record<Side, number>>;
  readonly goals: Readonly<Record<Side, number>>;
}

/** Kicks so far, read back from the latest incidents (a shootout is a few dozen at most). */
export const shootoutTally = (timeline: MatchTimeline, state: MatchState): ShootoutTally => {
  const taken = { p1: 0, p2: 0 };
  const goals = { p1: 0, p2: 0 };
  for (let i = state.incidentCount - 1; i >= 0; i--) {
    const incident = timeline.incidents[i]!;
    if (incident.type !== "penalty_shootout" || !incident.participant) break;
    taken[incident.participant] += 1;
    if (incident.subType === "scored") goals[incident.participant] += 1;
  }
  return { taken, goals };
};

const binomial = (n: number, p: number): number[] => {
  let out = [1];
  for (let k = 0; k < n; k++) {
    const next = new Array<number>(out.length + 1).fill(0);
    for (let i = 0; i < out.length; i++) {
      next[i]! += out[i]! * (1 - p);
      next[i + 1]! += out[i]! * p;
    }
    out = next;
  }
  return out;
};

/**
 * P(p1 wins the shootout). In the regulation rounds only the kicks left matter (the early stop never
 * changes the winner); in sudden death a round decides when one scores and the other misses.
 */
export const shootoutP1Wins = (rounds: number, p1: number, p2: number, tally: ShootoutTally): number => {
  const suddenDeath = (p1 * (1 - p2)) / (p1 * (1 - p2) + (1 - p1) * p2);
  const { taken, goals } = tally;
  if (taken.p1 <= rounds && taken.p2 <= rounds) {
    const more1 = binomial(rounds - taken.p1, p1);
    const more2 = binomial(rounds - taken.p2, p2);
    let win = 0;
    more1.forEach((q1, i) => {
      more2.forEach((q2, j) => {
        const lead = goals.p1 + i - (goals.p2 + j);
        win += q1 * q2 * (lead > 0 ? 1 : lead === 0 ? suddenDeath : 0);
      });
    });
    return win;
  }
  if (taken.p1 === taken.p2) return suddenDeath;
  // Half a sudden-death round played: the side still to kick must answer.
  if (taken.p1 > taken.p2) return goals.p1 > goals.p2 ? 1 - p2 + p2 * suddenDeath : (1 - p2) * suddenDeath;
  return goals.p2 > goals.p1 ? p1 * suddenDeath : p1 + (1 - p1) * suddenDeath;
};
