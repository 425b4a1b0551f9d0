import { isLive } from "../event/lifecycle";
import type { FeedEvent } from "./tree";
import { type LineView, localDate } from "./views";

/**
 * Which events a view shows. NOTE: it reads only the event's own fields (`makeViewRelevance` in
 * touchedBatch.ts relies on it): an event no batch touched cannot enter or leave a view.
 */
export const viewKeeps = (view: LineView): ((event: FeedEvent) => boolean) => {
  switch (view.kind) {
    case "live":
      return (event) => isLive(event.status);
    case "day":
      return (event) => localDate(event.startTime, view.timeZoneOffset) === view.date;
    case "event":
      return (event) => event.id === view.eventId;
  }
};
