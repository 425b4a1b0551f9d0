import { assign, fromCallback, fromPromise, setup } from "xstate";
import { isEnded } from "../../domain/event/lifecycle.ts";
import type { FeedBatch } from "../../domain/feed/diff.ts";
import { findEvent } from "../../domain/feed/filterFeedTree.ts";
import { emptyFeedTree, type FeedTree } from "../../domain/feed/tree.ts";
import type { FeedGap, FeedSnapshot, LineView } from "../../domain/feed/views.ts";
import { FEED_BUFFER_LIMIT, insertBatch, overflows } from "./feedBuffer.ts";
import { FEED_RETRY_DELAY_MS, type FeedFault } from "./feedFaults.ts";
import { foldBatches } from "./foldBatches.ts";
import { gapFault, resumeGapFault } from "./gapCheck.ts";

/**
 * The browser's copy of one view of the line (sports-data section 4): a snapshot first, then the view's
 * batches in version order, holes filled from the server's log, and on any fault a fresh start from a
 * snapshot after `retryDelay`. The subscription (`batches`) lives as long as the machine, so batches that
 * arrive while a snapshot or a gap is on its way are buffered, never lost.
 */
export interface FeedContext {
  readonly view: LineView;
  readonly tree: FeedTree;
  /** The version `tree` is at; null until the first snapshot. */
  readonly version: number | null;
  /** Server time of `version` (the last applied batch, or the snapshot), epoch ms. */
  readonly time: number | null;
  /** Batches above `version` waiting for a snapshot or a gap, in version order, no repeats. */
  readonly buffer: ReadonlyArray<FeedBatch>;
  /** Fold issues met so far (warnings and errors of `applyFeedDiffs`). */
  readonly issues: number;
  /** Fresh starts since the machine started. */
  readonly retries: number;
  /** Why the feed last started again; kept after it recovers, for logs. */
  readonly fault: FeedFault | null;
}

// NOTE: named `FeedMachineEvent`, not `FeedEvent`, which is the sporting event of domain/feed/tree.ts.
export type FeedMachineEvent =
  | { readonly type: "feed.batch"; readonly batch: FeedBatch }
  /**
   * The actor was restored from a snapshot taken elsewhere (the server's render): what happened since is
   * asked of the server's log from the snapshot's version, and only if that is gone a fresh snapshot.
   */
  | { readonly type: "feed.resume" };

/**
 * Questions the UI asks: `live` means the tree is current; `ended` that the event of an event view has
 * ended (the tree is final); anything else means it may be behind.
 */
export type FeedTag = "loading" | "live" | "catchingUp" | "recovering" | "ended";

export interface GapRequest {
  readonly view: LineView;
  readonly fromVersion: number;
}

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`feedMachine: the ${name} actor must be provided`));

/** Batches at or below the version held are never needed again. */
const isStale = (context: FeedContext, batch: FeedBatch) =>
  context.version !== null && batch.version <= context.version;

/**
 * Folds the run of `batches` (in version order) that continues the context's version; `rest` is what
 * comes after the first missing version. Only called once a snapshot has set the version.
 */
const fold = (context: FeedContext, batches: ReadonlyArray<FeedBatch>) => {
  const { tree, version, time, issues } = context;
  if (version === null || time === null) return { applied: {}, rest: batches };
  const folded = foldBatches({ tree, version, time }, batches);
  return {
    applied: {
      tree: folded.tree,
      version: folded.version,
      time: folded.time,
      issues: issues + folded.issues,
    } satisfies Partial<FeedContext>,
    rest: folded.rest,
  };
};

/** While a snapshot or a gap is on its way: batches wait in order; too many and the feed starts over. */
const bufferWhileWaiting = [
  { guard: "isStale" },
  {
    guard: "overflowsBuffer",
    target: "#feed.recovering",
    actions: { type: "fail", params: { fault: "buffer.overload" } },
  },
  { actions: "bufferBatch" },
] as const;

export const feedMachine = setup({
  types: {
    context: {} as FeedContext,
    events: {} as FeedMachineEvent,
    input: {} as LineView,
    tags: {} as FeedTag,
  },
  actors: {
    loadSnapshot: fromPromise<FeedSnapshot, LineView>(notProvided("loadSnapshot")),
    loadGap: fromPromise<FeedGap, GapRequest>(notProvided("loadGap")),
    /** Subscribes to `viewTopic(view)` and sends each batch back as `feed.batch`; unsubscribes on stop. */
    batches: fromCallback<FeedMachineEvent, LineView>(() => undefined),
  },
  delays: {
    retryDelay: FEED_RETRY_DELAY_MS,
  },
  guards: {
    isStale: ({ context, event }) => event.type === "feed.batch" && isStale(context, event.batch),
    isNext: ({ context, event }) =>
      event.type === "feed.batch" && context.version !== null && event.batch.version === context.version + 1,
    overflowsBuffer: ({ context, event }) =>
      event.type === "feed.batch" && overflows(context.buffer, event.batch, FEED_BUFFER_LIMIT),
    /** After draining, a batch still waits: the versions between are missing. */
    waitsForGap: ({ context }) => context.buffer.length > 0,
    gapFits: ({ context }, params: { gap: FeedGap }) =>
      gapFault(context.version ?? -1, params.gap) === undefined,
    resumeGapFits: ({ context }, params: { gap: FeedGap }) =>
      resumeGapFault(context.version ?? -1, params.gap) === undefined,
    eventEnded: ({ context: { view, tree } }) => {
      if (view.kind !== "event") return false;
      const found = findEvent(tree, view.eventId);
      return found !== undefined && isEnded(found.event.status);
    },
  },
  actions: {
    bufferBatch: assign(({ context, event }) =>
      event.type === "feed.batch" ? { buffer: insertBatch(context.buffer, event.batch) } : {},
    ),
    applyBatch: assign(({ context, event }) =>
      event.type === "feed.batch" ? fold(context, [event.batch]).applied : {},
    ),
    // The buffer is left as it is: `syncing` drops what the snapshot already holds.
    takeSnapshot: assign((_, snapshot: FeedSnapshot) => ({
      tree: snapshot.tree,
      version: snapshot.version,
      time: snapshot.time,
    })),
    applyGap: assign(({ context }, params: { gap: FeedGap }) => fold(context, params.gap ?? []).applied),
    drainBuffer: assign(({ context }) => {
      const { applied, rest } = fold(context, context.buffer);
      return { ...applied, buffer: rest };
    }),
    fail: assign((_, params: { fault: FeedFault }) => ({ fault: params.fault })),
    failGap: assign(({ context }, params: { gap: FeedGap }) => ({
      // Only taken when `gapFits` refused the answer, so there is a fault to name.
      fault: gapFault(context.version ?? -1, params.gap)!,
    })),
    startOver: assign(({ context }) => ({ retries: context.retries + 1, buffer: [] })),
  },
}).createMachine({
  id: "feed",
  context: ({ input }) => ({
    view: input,
    tree: emptyFeedTree,
    version: null,
    time: null,
    buffer: [],
    issues: 0,
    retries: 0,
    fault: null,
  }),
  invoke: { id: "batches", src: "batches", input: ({ context }) => context.view },
  initial: "loading",
  states: {
    loading: {
      tags: "loading",
      invoke: {
        id: "loadSnapshot",
        src: "loadSnapshot",
        input: ({ context }) => context.view,
        onDone: { target: "syncing", actions: { type: "takeSnapshot", params: ({ event }) => event.output } },
        onError: { target: "recovering", actions: { type: "fail", params: { fault: "snapshot.failed" } } },
      },
      on: { "feed.batch": bufferWhileWaiting },
    },
    /** Transient: applies what the buffer can give, then asks for the rest or goes live. */
    syncing: {
      entry: "drainBuffer",
      always: [{ guard: "waitsForGap", target: "fetchingGap" }, { target: "live" }],
    },
    live: {
      tags: "live",
      // Checked after every batch (and the snapshot): an event that has ended gets no more updates.
      always: { guard: "eventEnded", target: "ended" },
      on: {
        "feed.batch": [
          // NOTE: a batch at or below our version is dropped silently, not a fault: the stream repeats
          // batches after a resubscribe, and a snapshot may already hold what was in flight.
          { guard: "isStale" },
          { guard: "isNext", actions: "applyBatch" },
          // Above the next version: the ones between were lost on the way.
          { target: "fetchingGap", actions: "bufferBatch" },
        ],
        "feed.resume": { target: "resuming" },
      },
    },
    fetchingGap: {
      tags: "catchingUp",
      invoke: {
        id: "loadGap",
        src: "loadGap",
        input: ({ context }) => ({ view: context.view, fromVersion: context.version ?? -1 }),
        onDone: [
          {
            guard: { type: "gapFits", params: ({ event }) => ({ gap: event.output }) },
            target: "syncing",
            actions: { type: "applyGap", params: ({ event }) => ({ gap: event.output }) },
          },
          {
            target: "recovering",
            actions: { type: "failGap", params: ({ event }) => ({ gap: event.output }) },
          },
        ],
        onError: { target: "recovering", actions: { type: "fail", params: { fault: "gap.failed" } } },
      },
      on: { "feed.batch": bufferWhileWaiting },
    },
    /**
     * Restored from a snapshot taken elsewhere (a server render): what happened since is asked of the
     * server's log. A gap the server no longer holds is not a fault here (the render may be a while old):
     * a fresh snapshot follows at once, the carried tree on screen meanwhile.
     */
    resuming: {
      tags: "catchingUp",
      invoke: {
        id: "resumeGap",
        src: "loadGap",
        input: ({ context }) => ({ view: context.view, fromVersion: context.version ?? -1 }),
        onDone: [
          {
            guard: { type: "resumeGapFits", params: ({ event }) => ({ gap: event.output }) },
            target: "syncing",
            actions: { type: "applyGap", params: ({ event }) => ({ gap: event.output }) },
          },
          { target: "refreshing" },
        ],
        onError: { target: "refreshing" },
      },
      on: { "feed.batch": bufferWhileWaiting },
    },
    /** A fresh snapshot without a fault: the carried tree stays and counts as catching up. */
    refreshing: {
      tags: "catchingUp",
      invoke: {
        id: "refreshSnapshot",
        src: "loadSnapshot",
        input: ({ context }) => context.view,
        onDone: { target: "syncing", actions: { type: "takeSnapshot", params: ({ event }) => event.output } },
        onError: { target: "recovering", actions: { type: "fail", params: { fault: "snapshot.failed" } } },
      },
      on: { "feed.batch": bufferWhileWaiting },
    },
    /**
     * The tree is kept (at its own version) so the page does not go blank; the UI sees the `recovering`
     * tag and must not offer its prices as current. Batches are dropped: the snapshot asked for after the
     * delay is at least as new as any of them.
     */
    recovering: {
      tags: "recovering",
      entry: "startOver",
      after: { retryDelay: { target: "loading" } },
    },
    /**
     * An event view whose event has ended: the machine is done, which drops the subscription with it
     * (ended events load no live market data); the last tree stays for the page to show.
     */
    ended: { type: "final", tags: "ended" },
  },
});
