import type { FeedEvent } from "../../domain/feed/tree.ts";

type Fields = Readonly<Record<string, unknown>>;

/** Same keys holding the same references, `skip` left out. */
const sameFields = (a: Fields, b: Fields, skip: string): boolean => {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) if (key !== skip && a[key] !== b[key]) return false;
  return true;
};

/**
 * Whether two versions of an event show the same match part of a line row (clock, names, scores): every
 * field compared by reference but the scopes' markets. The feed fold copies only the path to what
 * changed, so a price move leaves all of them as they were.
 */
export const sameMatch = (a: FeedEvent, b: FeedEvent): boolean => {
  if (a === b) return true;
  if (!sameFields(a, b, "scopes")) return false;
  if (a.scopes === b.scopes) return true;
  const keys = Object.keys(a.scopes);
  if (keys.length !== Object.keys(b.scopes).length) return false;
  for (const key of keys) {
    const before = a.scopes[key]!;
    const after = b.scopes[key];
    if (after === undefined || (before !== after && !sameFields(before, after, "markets"))) return false;
  }
  return true;
};
