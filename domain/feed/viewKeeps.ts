import { isLive } from "../event/lifecycle";
import type { FeedEvent } from "./tree";
import { type LineView, localDate } from "./views";

const MS_PER_DAY = 86_400_000;

/**
 * Which events a view shows. NOTE: it reads only the event's own fields (`makeViewRelevance` in
 * touchedBatch.ts relies on it): an event no batch touched cannot enter or leave a view.
 */
export const viewKeeps = (view: LineView): ((event: FeedEvent) => boolean) => {
  switch (view.kind) {
    case "live":
      return (event) => isLive(event.status);
    case "day": {
      // NOTE: `localDate(startTime, offset) === date` by day numbers: no Date or string per event.
      // A date no calendar has (2026-02-30, which Date.parse rolls over) keeps nothing, as it did.
      const midnight = Date.parse(view.date);
      const real = Number.isFinite(midnight) && localDate(midnight, 0) === view.date;
      const day = real ? midnight / MS_PER_DAY : Number.NaN;
      const shift = view.timeZoneOffset * 1000;
      return (event) => Math.floor((event.startTime + shift) / MS_PER_DAY) === day;
    }
    case "event":
      return (event) => event.id === view.eventId;
  }
};
