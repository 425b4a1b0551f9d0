import { fromPromise } from "xstate";
import type { HomeTopAnswer } from "../../../domain/sportsbook/homeQuery.ts";
import { type HomeRequest, homePageMachine } from "../../../machines/home/homePageMachine.ts";

/** A load the machine asked for, answered by the test; `live` until answered or dropped by the machine. */
export interface PendingLoad {
  readonly input: HomeRequest;
  readonly resolve: (answer: HomeTopAnswer) => void;
  readonly reject: (error: unknown) => void;
  readonly live: () => boolean;
  /** The machine stopped waiting for it (its state was left). */
  readonly dropped: () => boolean;
}

/** `homePageMachine` with `loadHome` swapped for loads that wait in a log until the test answers them. */
export const homeHarness = () => {
  const loads: PendingLoad[] = [];
  const machine = homePageMachine.provide({
    actors: {
      loadHome: fromPromise<HomeTopAnswer, HomeRequest>(
        ({ input, signal }) =>
          new Promise<HomeTopAnswer>((resolve, reject) => {
            let answered = false;
            loads.push({
              input,
              resolve: (answer) => {
                answered = true;
                resolve(answer);
              },
              reject: (error) => {
                answered = true;
                reject(error);
              },
              live: () => !answered && !signal.aborted,
              dropped: () => signal.aborted,
            });
          }),
      ),
    },
  });
  return {
    machine,
    loads,
    /** Loads the machine still waits for. */
    pending: () => loads.filter((load) => load.live()),
  };
};

/** An answer that says which request it answers, so a test can tell answers apart. */
export const answerFor = (request: HomeRequest): HomeTopAnswer => ({
  topEvents: [],
  topTournaments: [
    {
      id: `${request.sportId}@${request.timeZoneOffset}`,
      sportId: request.sportId,
      name: "Tournament",
      slug: "tournament",
      priority: 1,
      category: { id: "c", name: "Category", icon: "c", slug: "c" },
      liveEventCount: 0,
      upcomingEventCount: 1,
      eventCount: 1,
    },
  ],
});

/** Which request an answer from `answerFor` was for. */
export const answeredRequest = (answer: HomeTopAnswer | null): string | null =>
  answer?.topTournaments[0]?.id ?? null;

/** Lets promise callbacks (and the events they send) run; fake timers do not touch microtasks. */
export const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};
