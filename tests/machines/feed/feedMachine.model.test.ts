import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Actor, createActor, type EventObject } from "xstate";
import type { FeedBatch } from "../../../domain/feed/diff.ts";
import { viewTopic } from "../../../domain/feed/views.ts";
import { FEED_FAULTS, FEED_RETRY_DELAY_MS } from "../../../machines/feed/feedFaults.ts";
import type { FeedTag } from "../../../machines/feed/feedMachine.ts";
import { feedHarness, settle } from "./feedHarness.ts";
import { lineAt, timeAt, VIEW } from "./feedLine.ts";
import {
  type FeedSnapshotState,
  feedModel,
  type GapAnswer,
  MODEL_BUFFER_LIMIT,
  type ModelEvent,
  RETRY_EVENT,
  serializeEvent,
  stateKey,
} from "./feedModel.ts";

/**
 * Model-based test: one path per transition of the model (`feedModel.ts`), each run against a real actor
 * whose snapshot and gap requests wait until the step answers them, whose batches come through the
 * `batches` subscription, and whose retry is real scheduled time on fake timers. Every reached state is
 * checked against the model and against the server's truth: the tree at the version held, the requests
 * in flight, the timers, the tags. A `feed.resume` step on a live actor does what a server render and
 * the browser do: the actor's persisted snapshot goes through JSON into a new actor, which is then told
 * `feed.resume`; from there the paths go through `resuming` (the gap since the carried version) and
 * `refreshing` (a fresh snapshot when that gap is no use), neither of which is a fault.
 */
const harnessOptions = { bufferLimit: MODEL_BUFFER_LIMIT };
const model = feedModel(feedHarness(harnessOptions).machine);
const paths = model.getShortestPaths();

const TAG_OF: Record<string, FeedTag> = {
  loading: "loading",
  live: "live",
  fetchingGap: "catchingUp",
  resuming: "catchingUp",
  refreshing: "catchingUp",
  recovering: "recovering",
};

const versionsOf = (batches: ReadonlyArray<FeedBatch>) => batches.map((batch) => batch.version);

describe("feedMachine model", () => {
  let harness: ReturnType<typeof feedHarness>;
  let actor: Actor<typeof harness.machine>;
  /** The fault the last step into `recovering` must have recorded, worked out from that step's event. */
  let lastFault: string | null;
  /** Fresh snapshots asked for by `refreshing`: these are no retry. */
  let refreshes: number;
  /** Actors restored from the one before, each of which subscribed anew. */
  let restores: number;

  beforeEach(() => {
    vi.useFakeTimers();
    lastFault = null;
    refreshes = 0;
    restores = 0;
    harness = feedHarness(harnessOptions);
    actor = createActor(harness.machine, { input: VIEW }).start();
  });
  afterEach(() => {
    actor.stop();
    vi.useRealTimers();
  });

  /** What every state must satisfy, whichever it is. */
  const checkCommon = (state: FeedSnapshotState) => {
    const actual = actor.getSnapshot();
    expect(actual.value).toEqual(state.value);
    expect(actual.context.version).toBe(state.context.version);
    expect(versionsOf(actual.context.buffer)).toEqual(versionsOf(state.context.buffer));
    // The tree is exactly the server's at the version held, with nothing the fold had to warn about.
    if (actual.context.version !== null) {
      expect(actual.context.tree).toEqual(lineAt(actual.context.version));
      expect(actual.context.time).toBe(timeAt(actual.context.version));
    }
    expect(actual.context.issues).toBe(0);
    expect(actual.context.fault).toBe(lastFault);
    // The buffer only holds what comes after the version held, in order, once each.
    const buffered = versionsOf(actual.context.buffer);
    expect(buffered).toEqual([...new Set(buffered)].sort((a, b) => a - b));
    expect(buffered.every((version) => version > (actual.context.version ?? -1))).toBe(true);
    // Each retry asks for one more snapshot once its delay ends; a refresh asks for one without a retry.
    const recovering = actual.matches("recovering") ? 1 : 0;
    expect(actual.context.retries).toBe(harness.snapshots.length - 1 - refreshes + recovering);
    // One subscription for each actor's whole life, to the view's topic; a replaced actor's is closed.
    expect(harness.topics).toEqual(Array.from({ length: restores + 1 }, () => viewTopic(VIEW)));
    expect(harness.unsubscribed()).toBe(restores);
    for (const tag of Object.values(TAG_OF)) {
      expect(actual.hasTag(tag)).toBe(tag === TAG_OF[String(actual.value)]);
    }
    return actual;
  };

  const pendingRequests = () => ({
    snapshots: harness.pendingSnapshots().length,
    gaps: harness.pendingGaps().map((request) => request.input.fromVersion),
    timers: vi.getTimerCount(),
  });

  const states = {
    loading: (state: FeedSnapshotState) => {
      checkCommon(state);
      expect(pendingRequests()).toEqual({ snapshots: 1, gaps: [], timers: 0 });
      expect(harness.pendingSnapshots()[0]!.input).toEqual(VIEW);
    },
    live: (state: FeedSnapshotState) => {
      const actual = checkCommon(state);
      expect(actual.context.buffer).toEqual([]);
      expect(pendingRequests()).toEqual({ snapshots: 0, gaps: [], timers: 0 });
    },
    fetchingGap: (state: FeedSnapshotState) => {
      const actual = checkCommon(state);
      // Asked from the version held, for a hole the buffer proves: its first batch is not the next one.
      expect(pendingRequests()).toEqual({ snapshots: 0, gaps: [actual.context.version], timers: 0 });
      expect(harness.pendingGaps()[0]!.input.view).toEqual(VIEW);
      expect(actual.context.buffer[0]!.version).toBeGreaterThan(actual.context.version! + 1);
    },
    resuming: (state: FeedSnapshotState) => {
      const actual = checkCommon(state);
      // Asked from the version the restored tree is at; no batch has to prove a hole first.
      expect(pendingRequests()).toEqual({ snapshots: 0, gaps: [actual.context.version], timers: 0 });
      expect(harness.pendingGaps()[0]!.input.view).toEqual(VIEW);
    },
    refreshing: (state: FeedSnapshotState) => {
      const actual = checkCommon(state);
      // At once, with no retry delay; the restored tree stays on screen meanwhile.
      expect(pendingRequests()).toEqual({ snapshots: 1, gaps: [], timers: 0 });
      expect(harness.pendingSnapshots()[0]!.input).toEqual(VIEW);
      expect(actual.context.version).not.toBeNull();
    },
    recovering: (state: FeedSnapshotState) => {
      const actual = checkCommon(state);
      expect(actual.context.fault).not.toBeNull();
      expect(actual.context.buffer).toEqual([]);
      expect(pendingRequests()).toEqual({ snapshots: 0, gaps: [], timers: 1 });
    },
  };

  const answerSnapshot =
    (answer: (request: ReturnType<typeof harness.pendingSnapshots>[number]) => void) => async () => {
      const [request] = harness.pendingSnapshots();
      expect(request).toBeDefined();
      answer(request!);
      await settle();
    };
  const answerGap =
    (answer: (request: ReturnType<typeof harness.pendingGaps>[number]) => void) => async () => {
      const [request] = harness.pendingGaps();
      expect(request).toBeDefined();
      answer(request!);
      await settle();
    };

  /** Runs a model step against the actor, noting the fault it must record if it leads into `recovering`. */
  const perform = async ({ event }: { event: EventObject }) => {
    const step = event as ModelEvent;
    const before = actor.getSnapshot().value;
    await act(step);
    const after = actor.getSnapshot();
    if (before !== "recovering" && after.matches("recovering")) lastFault = faultOf(step);
    if (before !== "refreshing" && after.matches("refreshing")) refreshes++;
    // Only a live actor resumes, and only when told to.
    if (before !== "resuming" && after.matches("resuming")) {
      expect([before, step.type]).toEqual(["live", "feed.resume"]);
    }
  };

  /** What a server render carries to the browser: the actor's persisted snapshot, through JSON. */
  const restoreFromServer = () => {
    const carried = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    actor.stop();
    actor = createActor(harness.machine, { input: VIEW, snapshot: carried }).start();
    restores++;
    // Restored as it was, and it asks for nothing until told to resume.
    expect(actor.getSnapshot().value).toBe("live");
    expect(pendingRequests()).toEqual({ snapshots: 0, gaps: [], timers: 0 });
  };

  const act = (event: ModelEvent) => {
    switch (event.type) {
      case "feed.batch":
        return harness.push(event.batch);
      case "feed.resume":
        if (actor.getSnapshot().matches("live")) restoreFromServer();
        actor.send(event);
        return;
      case "xstate.done.actor.loadSnapshot":
      case "xstate.done.actor.refreshSnapshot":
        return answerSnapshot((request) => request.resolve(event.output))();
      case "xstate.error.actor.loadSnapshot":
      case "xstate.error.actor.refreshSnapshot":
        return answerSnapshot((request) => request.reject(event.error))();
      case "xstate.done.actor.loadGap":
      case "xstate.done.actor.resumeGap":
        return answerGap((request) => request.resolve(event.output))();
      case "xstate.error.actor.loadGap":
      case "xstate.error.actor.resumeGap":
        return answerGap((request) => request.reject(event.error))();
      case RETRY_EVENT:
        vi.advanceTimersByTime(FEED_RETRY_DELAY_MS - 1);
        expect(actor.getSnapshot().value).toBe("recovering");
        vi.advanceTimersByTime(1);
        return;
    }
  };

  it("walks every fault into recovery and every kind of gap answer", () => {
    const faults = new Set(paths.map((path) => path.state.context.fault));
    expect([...FEED_FAULTS].filter((fault) => !faults.has(fault))).toEqual([]);
    const kindsOf = (type: ModelEvent["type"]) =>
      new Set(
        paths.flatMap((path) =>
          path.steps.flatMap(({ event }) => {
            const step = event as unknown as ModelEvent;
            return step.type === type && "answer" in step ? [step.answer] : [];
          }),
        ),
      );
    expect(kindsOf("xstate.done.actor.loadGap").size).toBe(Object.keys(GAP_FAULT).length);
    expect(kindsOf("xstate.done.actor.resumeGap").size).toBe(Object.keys(GAP_FAULT).length);
    expect(new Set(paths.map((path) => String(path.state.value)))).toEqual(
      new Set(["loading", "live", "fetchingGap", "resuming", "refreshing", "recovering"]),
    );
  });

  it("resumes only from live, and a resume anywhere else changes nothing", () => {
    // Nodes are keyed by their incoming transition, so the steps of the paths are all the edges.
    const edges = paths.flatMap((path) =>
      path.steps.slice(1).map((step, i) => ({
        from: path.steps[i]!.state,
        event: (step.event as unknown as ModelEvent).type,
        to: step.state,
      })),
    );
    const resumes = edges.filter((edge) => edge.event === "feed.resume");
    const from = new Set(resumes.map((edge) => String(edge.from.value)));
    expect(from).toEqual(new Set(["loading", "live", "fetchingGap", "resuming", "refreshing", "recovering"]));
    for (const { from, to } of resumes) {
      if (from.matches("live")) {
        expect(to.value).toBe("resuming");
        expect(stateKey(to)).toBe(stateKey(from).replace("live", "resuming"));
      } else expect(stateKey(to)).toBe(stateKey(from));
    }
    for (const { from, event, to } of edges) {
      if (to.matches("resuming") && !from.matches("resuming")) expect(event).toBe("feed.resume");
      if (to.matches("refreshing") && !from.matches("refreshing")) expect(from.value).toBe("resuming");
    }
    // And every way out of `resuming` and `refreshing` is walked.
    const leaving = (state: "resuming" | "refreshing") =>
      new Set(edges.filter((edge) => edge.from.matches(state)).map((edge) => String(edge.to.value)));
    expect(leaving("resuming")).toEqual(new Set(["resuming", "live", "refreshing", "recovering"]));
    expect(leaving("refreshing")).toEqual(new Set(["refreshing", "live", "fetchingGap", "recovering"]));
  });

  for (const path of paths) {
    const route = path.steps.flatMap((step) => serializeEvent(step.event as ModelEvent) ?? []).join(" → ");
    it(`reaches ${stateKey(path.state)} by ${route || "starting"}`, async () => {
      await model.testPath(path, {
        states,
        events: {
          "feed.batch": perform,
          "feed.resume": perform,
          "xstate.done.actor.loadSnapshot": perform,
          "xstate.error.actor.loadSnapshot": perform,
          "xstate.done.actor.loadGap": perform,
          "xstate.error.actor.loadGap": perform,
          "xstate.done.actor.resumeGap": perform,
          "xstate.error.actor.resumeGap": perform,
          "xstate.done.actor.refreshSnapshot": perform,
          "xstate.error.actor.refreshSnapshot": perform,
          [RETRY_EVENT]: perform,
        } as Parameters<typeof model.testPath>[1]["events"],
      });
    });
  }
});

/** The fault a step into `recovering` must record, read from its event alone. */
const faultOf = (event: ModelEvent): string | null => {
  switch (event.type) {
    case "xstate.error.actor.loadSnapshot":
    case "xstate.error.actor.refreshSnapshot":
      return "snapshot.failed";
    case "xstate.error.actor.loadGap":
      return "gap.failed";
    case "feed.batch":
      return "buffer.overload";
    case "xstate.done.actor.loadGap":
      return GAP_FAULT[event.answer];
    default:
      return null;
  }
};

const GAP_FAULT: Record<GapAnswer, string | null> = {
  upToBuffered: null,
  beforeBuffered: null,
  nil: "gap.nil",
  empty: "gap.incorrectVersion",
  startsTooLow: "gap.versionTooLow",
  startsTooHigh: "gap.incorrectVersion",
  skipsVersion: "gap.versionTooHigh",
  repeatsVersion: "gap.outOfOrder",
  goesBack: "gap.outOfOrder",
};
