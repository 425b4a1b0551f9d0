export const MIN_ODDS = 1.01;
export const MAX_ODDS = 501;

/** Price steps: two decimals while a cent matters, coarser as prices grow (a bookmaker's ladder). */
const LADDER: ReadonlyArray<readonly [number, number]> = [
  [3, 0.01],
  [5, 0.02],
  [10, 0.05],
  [20, 0.5],
  [50, 1],
  [100, 5],
  [Number.POSITIVE_INFINITY, 25],
];

export const toLadder = (price: number): number => {
  const clamped = Math.min(MAX_ODDS, Math.max(MIN_ODDS, price));
  const step = LADDER.find(([upTo]) => clamped < upTo)![1];
  const snapped = Math.round(clamped / step) * step;
  return Math.round(Math.min(MAX_ODDS, Math.max(MIN_ODDS, snapped)) * 100) / 100;
};

/** Margin per market type (sports-data: a bookmaker's usual 5–7 %). */
export const MARGINS = {
  "1x2": 0.05,
  "12": 0.05,
  handicap: 0.055,
  asian_handicap: 0.055,
  over_under: 0.06,
  correct_score: 0.07,
} as const;

/** A market whose favourite is likelier than this is as good as settled: it is not offered. */
export const MAX_FAVOURITE = 0.97;

/**
 * Fair probabilities to coefficients. The margin is spread in proportion to each outcome's
 * probability, except that no outcome may be priced under 1.01: what a near-certain favourite cannot
 * carry goes to the others, so the book still sums to 1 + margin.
 */
export const priceWithMargin = (probabilities: ReadonlyArray<number>, margin: number): number[] => {
  const cap = 1 / MIN_ODDS;
  const implied = probabilities.map((p) => p * (1 + margin));
  for (let round = 0; round < 3; round++) {
    let excess = 0;
    let freeMass = 0;
    for (let i = 0; i < implied.length; i++) {
      if (implied[i]! > cap) {
        excess += implied[i]! - cap;
        implied[i] = cap;
      } else if (implied[i]! < cap) freeMass += probabilities[i]!;
    }
    if (excess <= 0 || freeMass <= 0) break;
    for (let i = 0; i < implied.length; i++)
      if (implied[i]! < cap) implied[i] = implied[i]! + (excess * probabilities[i]!) / freeMass;
  }
  return implied.map((q) => toLadder(1 / q));
};
