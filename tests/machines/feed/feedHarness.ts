import { fromCallback } from "xstate";
import type { FeedBatch } from "../../../domain/feed/diff.ts";
import type { FeedGap, FeedSnapshot, LineView } from "../../../domain/feed/views.ts";
import { viewTopic } from "../../../domain/feed/views.ts";
import { overflows } from "../../../machines/feed/feedBuffer.ts";
import { type FeedMachineEvent, feedMachine, type GapRequest } from "../../../machines/feed/feedMachine.ts";
import { type PendingCall as Request, waitingActor } from "../../helpers/pendingCalls.ts";

export interface FeedHarnessOptions {
  /** Replaces `FEED_BUFFER_LIMIT`, so a model can reach an overload in a few steps. */
  readonly bufferLimit?: number;
}

/**
 * `feedMachine` with its IO swapped for fakes the test drives: snapshot and gap requests wait in logs
 * until answered, and `push` delivers a batch through the `batches` subscription as the socket would.
 */
export const feedHarness = (options: FeedHarnessOptions = {}) => {
  const snapshots: Array<Request<LineView, FeedSnapshot>> = [];
  const gaps: Array<Request<GapRequest, FeedGap>> = [];
  const topics: string[] = [];
  let deliver: ((batch: FeedBatch) => void) | undefined;
  let unsubscribed = 0;

  const limit = options.bufferLimit;
  const machine = feedMachine.provide({
    actors: {
      loadSnapshot: waitingActor(snapshots),
      loadGap: waitingActor(gaps),
      batches: fromCallback<FeedMachineEvent, LineView>(({ sendBack, input }) => {
        topics.push(viewTopic(input));
        deliver = (batch) => sendBack({ type: "feed.batch", batch });
        return () => {
          deliver = undefined;
          unsubscribed++;
        };
      }),
    },
    ...(limit === undefined
      ? {}
      : {
          guards: {
            overflowsBuffer: ({ context, event }) =>
              event.type === "feed.batch" && overflows(context.buffer, event.batch, limit),
          },
        }),
  });

  const liveOnly = <T extends { live: () => boolean }>(requests: ReadonlyArray<T>) =>
    requests.filter((request) => request.live());

  return {
    machine,
    snapshots,
    gaps,
    topics,
    unsubscribed: () => unsubscribed,
    /** Requests the machine still waits for. */
    pendingSnapshots: () => liveOnly(snapshots),
    pendingGaps: () => liveOnly(gaps),
    push: (batch: FeedBatch) => {
      if (!deliver) throw new Error("no batches subscription");
      deliver(batch);
    },
  };
};

/** Lets promise callbacks (and the events they send) run; fake timers do not touch microtasks. */
export const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};
