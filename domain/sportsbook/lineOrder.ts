import type { FeedEvent } from "../feed/tree";

interface Ranked {
  readonly id: string;
  readonly priority: number;
  readonly name: string;
}

const byId = (a: { readonly id: string }, b: { readonly id: string }): number =>
  a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * Categories and tournaments in a line: the most important first (higher priority), then by name as the
 * reader's language sorts it (`locale`, a BCP 47 tag), then by id, so equal names never swap places.
 */
export const compareByPriority = (locale: string): ((a: Ranked, b: Ranked) => number) => {
  const names = new Intl.Collator(locale);
  return (a, b) => b.priority - a.priority || names.compare(a.name, b.name) || byId(a, b);
};

/** A tournament's events in a line: by kick-off, then by id. */
export const compareByKickOff = (
  a: Pick<FeedEvent, "id" | "startTime">,
  b: Pick<FeedEvent, "id" | "startTime">,
): number => a.startTime - b.startTime || byId(a, b);
