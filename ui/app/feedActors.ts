import { Schema } from "effect";
import { fromCallback, fromPromise } from "xstate";
import { FeedBatch } from "../../domain/feed/diff.ts";
import { type FeedGap, type FeedSnapshot, type LineView, viewTopic } from "../../domain/feed/views.ts";
import { type FeedMachineEvent, feedMachine, type GapRequest } from "../../machines/feed/feedMachine.ts";
import type { RpcClient } from "../../transport/rpc/RpcClient.ts";
import type { Run } from "./appRuntime.ts";
import { viewGap, viewSnapshot } from "./lineCommands.ts";
import type { TopicSubscriptions } from "./topicSubscriptions.ts";

export interface FeedTransport {
  readonly run: Run<RpcClient>;
  readonly topics: TopicSubscriptions;
}

const decodeBatch = Schema.decodeUnknownExit(FeedBatch);

/** The feed machine's three effects over the RPC client and the app's one realtime connection. */
export const makeFeedActors = ({ run, topics }: FeedTransport) => ({
  loadSnapshot: fromPromise<FeedSnapshot, LineView>(({ input, signal }) => run(viewSnapshot(input), signal)),
  loadGap: fromPromise<FeedGap, GapRequest>(({ input, signal }) =>
    run(viewGap(input.view, input.fromVersion), signal),
  ),
  batches: fromCallback<FeedMachineEvent, LineView>(({ input, sendBack }) =>
    topics.listen(viewTopic(input), (data) => {
      const decoded = decodeBatch(data);
      // A malformed push is dropped: the next good batch is then above the next version and the
      // machine fetches the gap, so nothing is lost for good.
      if (decoded._tag === "Success") sendBack({ type: "feed.batch", batch: decoded.value });
      else console.warn(`[feed] dropped a malformed batch on ${viewTopic(input)}`);
    }),
  ),
});

/** The feed machine wired to the transport; pages start one actor of it per view. */
export const createFeedLogic = (transport: FeedTransport) =>
  feedMachine.provide({ actors: makeFeedActors(transport) });

export type FeedLogic = ReturnType<typeof createFeedLogic>;
