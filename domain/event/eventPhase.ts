import type { EventStatus } from "../feed/tree";
import { isEnded, isLive } from "./lifecycle";

/**
 * Where an event stands for a day's filter (sports-data section 4): in play, still to come, or over
 * (finished or called off: every ended status).
 */
export type EventPhase = "live" | "upcoming" | "ended";

export const eventPhase = (status: EventStatus): EventPhase =>
  isLive(status) ? "live" : isEnded(status) ? "ended" : "upcoming";

/** A day filter: every event, or the events of one phase. */
export type PhaseFilter = "all" | EventPhase;

export const PHASE_FILTERS: ReadonlyArray<PhaseFilter> = ["all", "live", "upcoming", "ended"];

export const matchesPhase = (filter: PhaseFilter, status: EventStatus): boolean =>
  filter === "all" || eventPhase(status) === filter;

/** How many of `events` each filter keeps. */
export const phaseCounts = (
  events: Iterable<{ readonly status: EventStatus }>,
): Record<PhaseFilter, number> => {
  const counts: Record<PhaseFilter, number> = { all: 0, live: 0, upcoming: 0, ended: 0 };
  for (const event of events) {
    counts.all++;
    counts[eventPhase(event.status)]++;
  }
  return counts;
};
