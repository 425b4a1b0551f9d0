import {
  ARCHIVED_EVENT_QUERY,
  type ArchivedEvent,
  ArchivedEvent as ArchivedEventSchema,
} from "../../domain/statistics/archivedEvent.ts";
import type { StatisticsPageDefinition } from "../app/statisticsPages.ts";

/** An event the live line does not list, from the archive (issue 9): null when the archive has none. */
export const archivedEventPage: StatisticsPageDefinition<{ readonly id: string }, ArchivedEvent> = {
  id: "archivedEvent",
  service: "statistics",
  document: ARCHIVED_EVENT_QUERY,
  variables: ({ id }) => ({ id }),
  field: "event",
  answer: ArchivedEventSchema,
};
