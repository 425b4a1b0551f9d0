import { createActor, fromPromise, type InspectionEvent } from "xstate";
import {
  type DayWatch,
  feedCountersMachine,
  type SportDays,
} from "../../machines/feed/feedCountersMachine.ts";
import { createFeedLogic, type FeedLogic, type FeedTransport } from "./feedActors.ts";
import { lineEventsCounters, liveEventsCounters } from "./lineCommands.ts";

export type FeedCountersActorRef = ReturnType<typeof createActor<typeof feedCountersMachine>>;

/** What the line pages need: the wired feed machine (one actor per view) and the counters. */
export interface FeedServices {
  readonly logic: FeedLogic;
  /** Polls the counters while pages watch them (`counters.line.*`, `counters.days.*`). */
  readonly counters: FeedCountersActorRef;
  /** The inspector hook in development, so per-page feed actors show up beside the app-wide ones. */
  readonly inspect: ((event: InspectionEvent) => void) | undefined;
}

export const createFeedServices = (
  transport: FeedTransport,
  inspect?: (event: InspectionEvent) => void,
): FeedServices => {
  const counters = createActor(
    feedCountersMachine.provide({
      actors: {
        loadLive: fromPromise(({ signal }) => transport.run(liveEventsCounters, signal)),
        loadDays: fromPromise<ReadonlyArray<SportDays>, ReadonlyArray<DayWatch>>(({ input, signal }) =>
          Promise.all(
            input.map(async ({ sportId, timeZoneOffset }) => ({
              sportId,
              days: await transport.run(lineEventsCounters(sportId, timeZoneOffset), signal),
            })),
          ),
        ),
      },
    }),
    { id: "feedCounters", inspect },
  );
  counters.start();
  return { logic: createFeedLogic(transport), counters, inspect };
};
