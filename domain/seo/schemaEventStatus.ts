import type { EventStatus } from "../feed/tree";

/** schema.org's EventStatusType values we use. */
export type SchemaEventStatus = "EventScheduled" | "EventPostponed" | "EventCancelled";

/**
 * schema.org's status of an event from the feed's (domain/event/lifecycle.ts). schema.org says whether
 * an event happens as planned, not where it stands: live, finished and retired (played, ended early by
 * a retirement) are all "scheduled". An interrupted match is to be resumed or replayed another day:
 * postponed. A corrupted event's state is unknown, so it claims none (undefined).
 */
const STATUS: Record<EventStatus, SchemaEventStatus | undefined> = {
  not_started: "EventScheduled",
  in_progress: "EventScheduled",
  finished: "EventScheduled",
  retired: "EventScheduled",
  postponed: "EventPostponed",
  interrupted: "EventPostponed",
  cancelled: "EventCancelled",
  corrupted: undefined,
};

export const schemaEventStatus = (status: EventStatus): SchemaEventStatus | undefined => STATUS[status];

export const schemaEventStatusUrl = (status: EventStatus): string | undefined => {
  const value = schemaEventStatus(status);
  return value && `https://schema.org/${value}`;
};
