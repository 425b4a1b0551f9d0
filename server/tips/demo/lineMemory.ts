import { splitPath } from "../../../domain/feed/ids";

/**
 * What a line watcher remembers: per outcome, the running mean of its probability as the market priced
 * it (the margin taken out). The skilled tipsters compare today's price with it.
 */
export interface LineMemory {
  readonly observe: (outcomePath: string, probability: number) => void;
  /** The mean so far and how many looks it rests on; undefined when never seen. */
  readonly recall: (outcomePath: string) => { readonly mean: number; readonly looks: number } | undefined;
  /** Drops every outcome of the events not kept, so the memory stays the size of the window. */
  readonly keepEvents: (eventIds: ReadonlySet<string>) => void;
}

export const makeLineMemory = (): LineMemory => {
  const byEvent = new Map<string, Map<string, { sum: number; looks: number }>>();
  return {
    observe: (outcomePath, probability) => {
      const eventId = eventOf(outcomePath);
      const outcomes = byEvent.get(eventId) ?? new Map<string, { sum: number; looks: number }>();
      byEvent.set(eventId, outcomes);
      const seen = outcomes.get(outcomePath);
      if (seen) {
        seen.sum += probability;
        seen.looks += 1;
      } else outcomes.set(outcomePath, { sum: probability, looks: 1 });
    },
    recall: (outcomePath) => {
      const seen = byEvent.get(eventOf(outcomePath))?.get(outcomePath);
      return seen && { mean: seen.sum / seen.looks, looks: seen.looks };
    },
    keepEvents: (eventIds) => {
      for (const eventId of byEvent.keys()) if (!eventIds.has(eventId)) byEvent.delete(eventId);
    },
  };
};

/** `sport->category->tournament->event->…`: the fourth key. */
const eventOf = (outcomePath: string): string => splitPath(outcomePath)[3] ?? "";
