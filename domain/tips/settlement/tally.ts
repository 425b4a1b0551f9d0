import { scoreKey } from "../../feed/ids";
import type { Scope } from "../../feed/tree";

/** The two sides' counts a market is settled on: goals, points, games or sets. */
export interface Tally {
  readonly home: number;
  readonly away: number;
}

export const ZERO_TALLY: Tally = { home: 0, away: 0 };

const HOME = scoreKey("score", "p1");
const AWAY = scoreKey("score", "p2");

/** A count the rules can trust: a whole number from 0 up. */
const isCount = (value: number): boolean => Number.isSafeInteger(value) && value >= 0;

const scoreValue = (scope: Scope, key: string): number | undefined =>
  Object.hasOwn(scope.scores, key) ? scope.scores[key]?.value : undefined;

/** Whether the scope carries any `score` value at all (a scope may exist for its markets alone). */
export const hasScore = (scope: Scope): boolean =>
  scoreValue(scope, HOME) !== undefined || scoreValue(scope, AWAY) !== undefined;

/**
 * The scope's `score` values, a missing side at 0 as the score line shows it. Undefined when the scope
 * holds no score, or one that is not a count (negative, fractional, not finite): a result read from a
 * broken sheet would be a guess.
 */
export const tallyOf = (scope: Scope): Tally | undefined => {
  if (!hasScore(scope)) return undefined;
  const home = scoreValue(scope, HOME) ?? 0;
  const away = scoreValue(scope, AWAY) ?? 0;
  return isCount(home) && isCount(away) ? { home, away } : undefined;
};

export const addTallies = (a: Tally, b: Tally): Tally => ({ home: a.home + b.home, away: a.away + b.away });

/** `a` less `b`, undefined when a side would go below zero (the parts do not fit in the whole). */
export const subtractTally = (a: Tally, b: Tally): Tally | undefined => {
  const home = a.home - b.home;
  const away = a.away - b.away;
  return home >= 0 && away >= 0 ? { home, away } : undefined;
};
