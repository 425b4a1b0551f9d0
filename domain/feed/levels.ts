import type { FeedLevel } from "./tree";

/** The record on a parent that holds each level's items. */
export const CHILD_RECORD: Record<Exclude<FeedLevel, "sport">, string> = {
  category: "categories",
  tournament: "tournaments",
  event: "events",
  scope: "scopes",
  market: "markets",
  outcome: "outcomes",
  score: "scores",
};

/** The levels from the sport down to `level`, i.e. what each part of its path names. */
export const LEVEL_CHAIN: Record<FeedLevel, ReadonlyArray<FeedLevel>> = {
  sport: ["sport"],
  category: ["sport", "category"],
  tournament: ["sport", "category", "tournament"],
  event: ["sport", "category", "tournament", "event"],
  scope: ["sport", "category", "tournament", "event", "scope"],
  market: ["sport", "category", "tournament", "event", "scope", "market"],
  outcome: ["sport", "category", "tournament", "event", "scope", "market", "outcome"],
  score: ["sport", "category", "tournament", "event", "scope", "score"],
};

/** The child records each level owns; a diff's `data` never carries them. */
export const CHILD_RECORDS_OF: Record<FeedLevel, ReadonlyArray<Exclude<FeedLevel, "sport">>> = {
  sport: ["category"],
  category: ["tournament"],
  tournament: ["event"],
  event: ["scope"],
  scope: ["market", "score"],
  market: ["outcome"],
  outcome: [],
  score: [],
};

const CHILD_KEYS = new Set(Object.values(CHILD_RECORD));

/** The item's own fields: everything but its child records. */
export const ownFields = (item: Readonly<Record<string, unknown>>): Record<string, unknown> => {
  const fields: Record<string, unknown> = {};
  for (const key in item) if (!CHILD_KEYS.has(key)) fields[key] = item[key];
  return fields;
};

/** Empty child records for a new item of `level`. */
export const emptyChildren = (level: FeedLevel): Record<string, Record<string, never>> => {
  const children: Record<string, Record<string, never>> = {};
  for (const child of CHILD_RECORDS_OF[level]) children[CHILD_RECORD[child]] = {};
  return children;
};
