import { Effect } from "effect";
import { EVENT_NOT_FOUND_CODE } from "../../domain/event/eventId.ts";
import {
  FindEventSnapshot,
  GetLine,
  GetLineEventsCounters,
  GetLineGap,
  GetLiveEventsCounters,
  GetLiveLine,
} from "../../domain/feed/commands.ts";
import { emptyFeedTree } from "../../domain/feed/tree.ts";
import type { FeedGap, FeedSnapshot, LineView } from "../../domain/feed/views.ts";
import { RpcClient } from "../../transport/rpc/RpcClient.ts";

/**
 * The front-server line commands as the browser runs them (sports-data section 7), one program each, so
 * the feed actors and the counters watch only say which one they need and with what.
 */

/** A view's snapshot from the command that serves its kind. */
export const viewSnapshot = (view: LineView, now: () => number = Date.now) =>
  Effect.gen(function* () {
    const rpc = yield* RpcClient;
    switch (view.kind) {
      case "live":
        return yield* rpc.call(GetLiveLine, { sportId: view.sportId });
      case "day":
        return yield* rpc.call(GetLine, {
          sportId: view.sportId,
          date: view.date,
          timeZoneOffset: view.timeZoneOffset,
        });
      case "event":
        // NOTE: the spec's find-event-snapshot yields an empty snapshot when the event is unknown, so the
        // page can say "not found" from the tree; other failures stay failures and the feed retries.
        return yield* rpc
          .call(FindEventSnapshot, { eventId: view.eventId })
          .pipe(
            Effect.catchTag("ApiError", (error) =>
              error.code === EVENT_NOT_FOUND_CODE
                ? Effect.sync((): FeedSnapshot => ({ version: 0, time: now(), tree: emptyFeedTree }))
                : Effect.fail(error),
            ),
          );
    }
  });

/** The view's batches after `fromVersion`; null when the server no longer holds them. */
export const viewGap = (view: LineView, fromVersion: number) =>
  Effect.gen(function* () {
    const rpc = yield* RpcClient;
    const { batches } = yield* rpc.call(GetLineGap, { view, fromVersion });
    return batches satisfies FeedGap;
  });

export const liveEventsCounters = Effect.gen(function* () {
  const rpc = yield* RpcClient;
  const { sports } = yield* rpc.call(GetLiveEventsCounters, {});
  return sports;
});

export const lineEventsCounters = (sportId: string, timeZoneOffset: number) =>
  Effect.gen(function* () {
    const rpc = yield* RpcClient;
    const { days } = yield* rpc.call(GetLineEventsCounters, { sportId, timeZoneOffset });
    return days;
  });
