import type { Score } from "../../../../domain/feed/tree";

const EMPTY: Readonly<Record<string, Score>> = {};

/**
 * The scores record of a scope from the sheet (`score--p1` → 2), reusing the previous Score objects
 * (and record) that still hold.
 */
export const feedScores = (
  values: Readonly<Record<string, number>> | undefined,
  previous: Readonly<Record<string, Score>> | undefined,
): Readonly<Record<string, Score>> => {
  if (!values) return previous && Object.keys(previous).length === 0 ? previous : EMPTY;
  const scores: Record<string, Score> = {};
  let count = 0;
  let same = previous !== undefined;
  for (const key in values) {
    count++;
    const value = values[key]!;
    const before = previous?.[key];
    if (before && before.value === value) {
      scores[key] = before;
      continue;
    }
    const at = key.indexOf("--");
    scores[key] = { type: key.slice(0, at), teamId: key.slice(at + 2), value };
    same = false;
  }
  if (same && previous && Object.keys(previous).length === count) return previous;
  return scores;
};
