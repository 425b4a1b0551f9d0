import { Effect } from "effect";
import {
  FindEventSnapshot,
  GetLine,
  GetLineEventsCounters,
  GetLineGap,
  GetLiveEventsCounters,
  GetLiveLine,
} from "../../../domain/feed/commands";
import { DATE_OUT_OF_WINDOW, dayWindow, isDayInWindow } from "../../../domain/feed/dayWindow";
import { LineFeed } from "../../feed/LineFeed";
import { SportsClock } from "../../provider/SportsClock";
import { ApiFailure } from "../ApiFailure";
import { rpcHandler } from "../RpcHandler";

/** Event ids are recognised by length (sports-data section 5). */
const MIN_EVENT_ID_LENGTH = 11;

const knownSport = (sportId: string) =>
  Effect.gen(function* () {
    const feed = yield* LineFeed;
    if (!feed.hasSport(sportId)) {
      return yield* Effect.fail(
        ApiFailure.of("sport.not_found", "NOT_FOUND", `Sport with id ${sportId} not found`),
      );
    }
    return feed;
  });

export const getLiveLine = rpcHandler(GetLiveLine, ({ sportId }) =>
  Effect.map(knownSport(sportId), (feed) => feed.snapshot({ kind: "live", sportId })),
);

/** The line lists a bounded window of days (domain/feed/dayWindow.ts); a day beyond it is refused. */
const listedDay = (date: string, timeZoneOffset: number) =>
  Effect.gen(function* () {
    const now = (yield* SportsClock).now();
    if (isDayInWindow(date, timeZoneOffset, now)) return;
    const { first, last } = dayWindow(now, timeZoneOffset);
    return yield* Effect.fail(
      ApiFailure.of(DATE_OUT_OF_WINDOW, "BAD_REQUEST", `date must be between ${first} and ${last}`),
    );
  });

export const getLine = rpcHandler(GetLine, ({ sportId, date, timeZoneOffset }) =>
  Effect.gen(function* () {
    const feed = yield* knownSport(sportId);
    yield* listedDay(date, timeZoneOffset);
    return feed.snapshot({ kind: "day", sportId, date, timeZoneOffset });
  }),
);

/** How long a gap asked from a version this server has not reached yet waits for it (cluster mode). */
const GAP_CATCH_UP_MS = 2_000;

export const getLineGap = rpcHandler(GetLineGap, ({ view, fromVersion }) =>
  Effect.gen(function* () {
    const feed = yield* LineFeed;
    yield* Effect.promise(() => feed.reach(view, fromVersion, GAP_CATCH_UP_MS));
    return { batches: feed.gap(view, fromVersion) };
  }),
);

export const findEventSnapshot = rpcHandler(FindEventSnapshot, ({ eventId }) =>
  Effect.gen(function* () {
    const feed = yield* LineFeed;
    const notFound = ApiFailure.of("event.not_found", "NOT_FOUND", `Event with id ${eventId} not found`);
    if (eventId.length < MIN_EVENT_ID_LENGTH) return yield* Effect.fail(notFound);
    const snapshot = feed.snapshot({ kind: "event", eventId });
    if (Object.keys(snapshot.tree.sports).length === 0) return yield* Effect.fail(notFound);
    return snapshot;
  }),
);

export const getLineEventsCounters = rpcHandler(GetLineEventsCounters, ({ sportId, timeZoneOffset }) =>
  Effect.map(knownSport(sportId), (feed) => ({ days: feed.dayCounters(sportId, timeZoneOffset) })),
);

export const getLiveEventsCounters = rpcHandler(GetLiveEventsCounters, () =>
  LineFeed.useSync((feed) => ({ sports: feed.liveCounters() })),
);

export const lineHandlers = [
  getLiveLine,
  getLine,
  getLineGap,
  findEventSnapshot,
  getLineEventsCounters,
  getLiveEventsCounters,
];
