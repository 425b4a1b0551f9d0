import { createActor, type InspectionEvent } from "xstate";
import { feedCountersMachine } from "../../machines/feed/feedCountersMachine.ts";
import { createFeedLogic, type FeedLogic, type FeedTransport } from "./feedActors.ts";
import { lineEventsCounters, liveEventsCounters } from "./lineCommands.ts";
import {
  createLineCountersWatch,
  type FeedCountersActorRef,
  type LineCountersWatch,
} from "./lineCountersWatch.ts";

/** What the line pages need: the wired feed machine (one actor per view), the counters and their watch. */
export interface FeedServices {
  readonly logic: FeedLogic;
  readonly counters: FeedCountersActorRef;
  readonly countersWatch: LineCountersWatch;
  /** The inspector hook in development, so per-page feed actors show up beside the app-wide ones. */
  readonly inspect: ((event: InspectionEvent) => void) | undefined;
}

export const createFeedServices = (
  transport: FeedTransport,
  inspect?: (event: InspectionEvent) => void,
): FeedServices => {
  const counters = createActor(feedCountersMachine, { id: "feedCounters", inspect });
  counters.start();
  return {
    logic: createFeedLogic(transport),
    counters,
    countersWatch: createLineCountersWatch({
      counters,
      loadLive: () => transport.run(liveEventsCounters),
      loadDays: (sportId, offset) => transport.run(lineEventsCounters(sportId, offset)),
    }),
    inspect,
  };
};
