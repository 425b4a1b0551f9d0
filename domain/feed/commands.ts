import { Schema } from "effect";
import { defineCommand, EmptyPayload } from "../rpc/command";
import { FeedGap, FeedSnapshot, IsoDate, LineView, TimeZoneOffset } from "./views";

/** `get_live_line`: the live line of one sport. */
export const GetLiveLine = defineCommand({
  service: "funsclub-front-server",
  name: "get_live_line",
  payload: Schema.Struct({ sportId: Schema.String }),
  success: FeedSnapshot,
});

/** `get_line`: the full line of one sport for one day in the viewer's time zone. */
export const GetLine = defineCommand({
  service: "funsclub-front-server",
  name: "get_line",
  payload: Schema.Struct({ sportId: Schema.String, date: IsoDate, timeZoneOffset: TimeZoneOffset }),
  success: FeedSnapshot,
});

/** `get_line_gap`: a view's batches after `fromVersion`. */
export const GetLineGap = defineCommand({
  service: "funsclub-front-server",
  name: "get_line_gap",
  payload: Schema.Struct({ view: LineView, fromVersion: Schema.Int }),
  success: Schema.Struct({ batches: FeedGap }),
});

/** `find_event_snapshot`: one event with its path (sport, category, tournament); an empty tree when unknown. */
export const FindEventSnapshot = defineCommand({
  service: "funsclub-front-server",
  name: "find_event_snapshot",
  payload: Schema.Struct({ eventId: Schema.String }),
  success: FeedSnapshot,
});

const DayCount = Schema.Struct({ date: IsoDate, count: Schema.Int });

/** `get_line_events_counters`: events per day of one sport, for the day strip. */
export const GetLineEventsCounters = defineCommand({
  service: "funsclub-front-server",
  name: "get_line_events_counters",
  payload: Schema.Struct({ sportId: Schema.String, timeZoneOffset: TimeZoneOffset }),
  success: Schema.Struct({ days: Schema.Array(DayCount) }),
});

const SportCount = Schema.Struct({ sportId: Schema.String, count: Schema.Int });

/** `get_live_events_counters`: live events per sport, for the sport switcher. */
export const GetLiveEventsCounters = defineCommand({
  service: "funsclub-front-server",
  name: "get_live_events_counters",
  payload: EmptyPayload,
  success: Schema.Struct({ sports: Schema.Array(SportCount) }),
});
