import type { RoundType } from "../types";

/**
 * Bracket positions of seeds 1..size, so that 1 and 2 can only meet in the final, 1-4 in the semis and
 * so on: [1, 2] → [1, 4, 2, 3] → [1, 8, 4, 5, 2, 7, 3, 6] …
 */
export const seedOrder = (size: number): ReadonlyArray<number> => {
  let order = [1, 2];
  while (order.length < size) {
    const m = order.length * 2 + 1;
    order = order.flatMap((seed) => [seed, m - seed]);
  }
  return order;
};

/** The knockout round type by how many matches the round has. */
export const roundTypeOf = (matches: number): RoundType => {
  switch (matches) {
    case 1:
      return "FINAL";
    case 2:
      return "SEMIFINALS";
    case 4:
      return "QUARTERFINALS";
    case 8:
      return "ONE_EIGHTH";
    case 16:
      return "ONE_SIXTEENTH";
    default:
      return "REGULAR";
  }
};

/** The next round pairs the winners of matches 2i and 2i+1; the upper half of the bracket plays at home. */
export const nextRoundPairs = (winners: ReadonlyArray<string>): ReadonlyArray<readonly [string, string]> => {
  const pairs: Array<readonly [string, string]> = [];
  for (let i = 0; i + 1 < winners.length; i += 2) pairs.push([winners[i]!, winners[i + 1]!]);
  return pairs;
};

/**
 * First knockout round after groups: winners host runners-up of the neighbouring group, A1-B2, C1-D2 …
 * in the upper half and B1-A2, D1-C2 … in the lower, so two teams of one group can meet again only in
 * the final.
 */
export const groupWinnersPairs = (
  standings: ReadonlyArray<ReadonlyArray<string>>,
): ReadonlyArray<readonly [string, string]> => {
  const upper: Array<readonly [string, string]> = [];
  const lower: Array<readonly [string, string]> = [];
  for (let g = 0; g + 1 < standings.length; g += 2) {
    upper.push([standings[g]![0]!, standings[g + 1]![1]!]);
    lower.push([standings[g + 1]![0]!, standings[g]![1]!]);
  }
  return [...upper, ...lower];
};

/** Consecutive ids as pairs: [a, b, c, d] → [a, b], [c, d]. */
export const pairUp = (ids: ReadonlyArray<string>): ReadonlyArray<readonly [string, string]> =>
  Array.from({ length: ids.length / 2 }, (_, i) => [ids[2 * i]!, ids[2 * i + 1]!] as const);
