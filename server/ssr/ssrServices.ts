import { Effect, type ManagedRuntime } from "effect";
import type { FeedSnapshot, LineView } from "../../domain/feed/views";
import type { HomeTopAnswer, HomeTopVariables } from "../../domain/sportsbook/homeQuery";
import type { SsrServices } from "../../domain/ssr/pageRenderer";
import type { FeedEngine } from "../feed/FeedEngine";
import type { LineFeed } from "../feed/LineFeed";
import { makeCurrentLine } from "../graphql/sportsbook/currentLine";
import { topEvents, topTournaments } from "../graphql/sportsbook/homeQueries";

/**
 * The services a server render calls in-process: the same engine and Sportsbook programs the RPC and
 * GraphQL endpoints answer from, without a request to itself.
 */
export const makeSsrServices = (deps: {
  readonly feed: FeedEngine;
  readonly runtime: ManagedRuntime.ManagedRuntime<LineFeed, never>;
  /** The provider's clock, the one start times are on. */
  readonly now: () => number;
}): SsrServices => {
  const readLine = makeCurrentLine();
  return {
    now: deps.now,
    // An unknown event's snapshot has an empty tree: the page says "not found" from it, as in the browser.
    // The view's batches are kept from the render on, so the browser resumes through the gap.
    viewSnapshot: async (view: LineView): Promise<FeedSnapshot> => deps.feed.snapshotToResume(view),
    homeTop: (variables: HomeTopVariables): Promise<HomeTopAnswer> =>
      deps.runtime.runPromise(
        Effect.all({
          topEvents: topEvents(
            readLine,
            { sportId: variables.sportId, timeZoneOffset: variables.timeZoneOffset },
            deps.now(),
          ),
          topTournaments: topTournaments(readLine, { sportId: variables.sportId, size: variables.size }),
        }),
      ) as Promise<HomeTopAnswer>,
  };
};
