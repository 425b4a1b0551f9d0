import type { Dist } from "./dist";
import { poissonPmf } from "./dist";
import type { OutcomeQuote } from "./types";

/** Goals still to come for each side, as independent Poisson laws, on top of the score so far. */
export interface GoalOutlook {
  readonly home: number;
  readonly away: number;
  readonly homeMore: Float64Array;
  readonly awayMore: Float64Array;
}

const spanFor = (mean: number): number => Math.max(8, Math.ceil(mean + 6 * Math.sqrt(mean) + 2));

export const goalOutlook = (home: number, away: number, homeMean: number, awayMean: number): GoalOutlook => ({
  home,
  away,
  homeMore: poissonPmf(Math.max(0, homeMean), spanFor(homeMean)),
  awayMore: poissonPmf(Math.max(0, awayMean), spanFor(awayMean)),
});

/** P(home ahead), P(level), P(away ahead) at the end. */
export const resultProbabilities = (o: GoalOutlook): [number, number, number] => {
  let home = 0;
  let draw = 0;
  let away = 0;
  for (let i = 0; i < o.homeMore.length; i++) {
    for (let j = 0; j < o.awayMore.length; j++) {
      const p = o.homeMore[i]! * o.awayMore[j]!;
      const lead = o.home + i - (o.away + j);
      if (lead > 0) home += p;
      else if (lead < 0) away += p;
      else draw += p;
    }
  }
  return [home, draw, away];
};

/** The final margin, home minus away. */
export const marginDist = (o: GoalOutlook): Dist => {
  const offset = o.home - o.away - (o.awayMore.length - 1);
  const probs = new Float64Array(o.homeMore.length + o.awayMore.length - 1);
  for (let i = 0; i < o.homeMore.length; i++) {
    for (let j = 0; j < o.awayMore.length; j++) {
      const at = i - j + o.awayMore.length - 1;
      probs[at] = probs[at]! + o.homeMore[i]! * o.awayMore[j]!;
    }
  }
  return { offset, probs };
};

export const totalDist = (o: GoalOutlook): Dist => {
  const probs = new Float64Array(o.homeMore.length + o.awayMore.length - 1);
  for (let i = 0; i < o.homeMore.length; i++) {
    for (let j = 0; j < o.awayMore.length; j++)
      probs[i + j] = probs[i + j]! + o.homeMore[i]! * o.awayMore[j]!;
  }
  return { offset: o.home + o.away, probs };
};

/** Final scores worth a price (`2:1`), everything else gathered under `other`. */
export const correctScoreOutcomes = (o: GoalOutlook, minProbability = 0.004): OutcomeQuote[] => {
  const out: OutcomeQuote[] = [];
  let listed = 0;
  for (let i = 0; i < Math.min(o.homeMore.length, 6); i++) {
    for (let j = 0; j < Math.min(o.awayMore.length, 6); j++) {
      const p = o.homeMore[i]! * o.awayMore[j]!;
      if (p < minProbability) continue;
      out.push({ code: `${o.home + i}:${o.away + j}`, probability: p });
      listed += p;
    }
  }
  if (1 - listed >= minProbability) out.push({ code: "other", probability: 1 - listed });
  return out;
};
