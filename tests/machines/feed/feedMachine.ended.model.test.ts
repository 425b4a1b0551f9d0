import { TestModel } from "@xstate/graph";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Actor, createActor, type EventObject, type SnapshotFrom } from "xstate";
import type { FeedBatch } from "../../../domain/feed/diff.ts";
import { diffFeedTrees } from "../../../domain/feed/diffFeedTrees.ts";
import type { EventStatus, FeedTree } from "../../../domain/feed/tree.ts";
import type { FeedGap, FeedSnapshot, LineView } from "../../../domain/feed/views.ts";
import { FEED_RETRY_DELAY_MS } from "../../../machines/feed/feedFaults.ts";
import { type FeedMachineEvent, feedMachine } from "../../../machines/feed/feedMachine.ts";
import { transitionCoverage } from "../../helpers/transitionCoverage.ts";
import { feedHarness, settle } from "./feedHarness.ts";
import { lineAt, timeAt } from "./feedLine.ts";

/**
 * The event page's feed: an event view follows its event until the event ends, then the machine is done,
 * drops its subscription and keeps the final tree. The model walks the event ending through a batch, a
 * filled gap, or a snapshot that already shows it ended (also after a failure), and also while a page
 * restored from a server render resumes (the gap since the render, or the fresh snapshot that replaces a
 * gap gone), and checks the running actor against the server's truth at every step.
 */
const EVENT_ID = "ev-00000001";
const EVENT_VIEW: LineView = { kind: "event", eventId: EVENT_ID };
const START = 10;
/** The version at which the final whistle is in the line. */
const END = 12;

const statusAt = (version: number): EventStatus => (version >= END ? "finished" : "in_progress");

/** `feedLine.ts`'s line with the event's status following `statusAt`. */
const eventLineAt = (version: number): FeedTree => {
  const line = lineAt(version);
  const tournament = line.sports.soccer!.categories.england!.tournaments.premier!;
  const event = tournament.events[EVENT_ID]!;
  return {
    sports: {
      soccer: {
        ...line.sports.soccer!,
        categories: {
          england: {
            ...line.sports.soccer!.categories.england!,
            tournaments: {
              premier: {
                ...tournament,
                events: { ...tournament.events, [EVENT_ID]: { ...event, status: statusAt(version) } },
              },
            },
          },
        },
      },
    },
  };
};

const batchAt = (version: number): FeedBatch => ({
  sportId: "soccer",
  version,
  time: timeAt(version),
  diffs: diffFeedTrees(eventLineAt(version - 1), eventLineAt(version)),
});
const snapshotAt = (version: number): FeedSnapshot => ({
  version,
  time: timeAt(version),
  tree: eventLineAt(version),
});

/** The batches `from`, `from + 1`, … `to` of this line. */
const batchesFrom = (from: number, to: number): FeedBatch[] =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => batchAt(from + i));

type FeedState = SnapshotFrom<typeof feedMachine>;

type ModelEvent =
  | FeedMachineEvent
  | { readonly type: "xstate.done.actor.loadSnapshot"; readonly output: FeedSnapshot }
  | { readonly type: "xstate.error.actor.loadSnapshot"; readonly error: Error }
  | { readonly type: "xstate.done.actor.loadGap"; readonly output: FeedGap }
  | { readonly type: "xstate.error.actor.loadGap"; readonly error: Error }
  | { readonly type: "xstate.done.actor.resumeGap"; readonly output: FeedGap }
  | { readonly type: "xstate.error.actor.resumeGap"; readonly error: Error }
  | { readonly type: "xstate.done.actor.refreshSnapshot"; readonly output: FeedSnapshot }
  | { readonly type: "xstate.error.actor.refreshSnapshot"; readonly error: Error }
  | { readonly type: typeof RETRY_EVENT };

const RETRY_EVENT = feedMachine.getStateNodeById("feed.recovering").after[0]!
  .eventType as `xstate.after.retryDelay.feed.recovering`;

const batch = (version: number): ModelEvent => ({ type: "feed.batch", batch: batchAt(version) });

const modelEvents = (state: FeedState): ModelEvent[] => {
  const { version, buffer } = state.context;
  if (state.matches("loading"))
    return [
      { type: "xstate.done.actor.loadSnapshot", output: snapshotAt(START) },
      // The page opened (or came back) after the final whistle.
      { type: "xstate.done.actor.loadSnapshot", output: snapshotAt(END) },
      { type: "xstate.error.actor.loadSnapshot", error: new Error("offline") },
    ];
  if (state.matches("live") && version !== null && version < END)
    return [batch(version + 1), ...(version + 2 <= END ? [batch(version + 2)] : []), { type: "feed.resume" }];
  if (state.matches("resuming") && version !== null)
    return [
      // The final whistle came while the page was on its way to the browser.
      { type: "xstate.done.actor.resumeGap", output: batchesFrom(version + 1, END) },
      { type: "xstate.done.actor.resumeGap", output: null },
    ];
  if (state.matches("refreshing") && version !== null)
    return [
      { type: "xstate.done.actor.refreshSnapshot", output: snapshotAt(version) },
      { type: "xstate.done.actor.refreshSnapshot", output: snapshotAt(END) },
      { type: "xstate.error.actor.refreshSnapshot", error: new Error("offline") },
    ];
  if (state.matches("fetchingGap") && version !== null)
    return [
      {
        type: "xstate.done.actor.loadGap",
        output: Array.from({ length: buffer[0]!.version - version - 1 }, (_, i) => batchAt(version + 1 + i)),
      },
      { type: "xstate.error.actor.loadGap", error: new Error("offline") },
    ];
  if (state.matches("recovering")) return [{ type: RETRY_EVENT }];
  return [];
};

const describeEvent = (event: ModelEvent): string => {
  switch (event.type) {
    case "feed.batch":
      return `batch ${event.batch.version}`;
    case "xstate.done.actor.loadSnapshot":
      return `snapshot ${event.output.version}`;
    case "xstate.done.actor.loadGap":
      return `gap [${(event.output ?? []).map((b) => b.version).join(",")}]`;
    case "feed.resume":
      return "resume";
    case "xstate.done.actor.resumeGap":
      return `resume gap ${event.output === null ? "nil" : `[${event.output.map((b) => b.version).join(",")}]`}`;
    case "xstate.done.actor.refreshSnapshot":
      return `fresh snapshot ${event.output.version}`;
    case RETRY_EVENT:
      return "3 s pass";
    default:
      return event.type.replace("xstate.error.actor.", "failed ");
  }
};

const stateKey = (state: FeedState): string =>
  `${String(state.value)} v${state.context.version ?? "-"} [${state.context.buffer.map((b) => b.version).join(",")}] retries=${Math.min(state.context.retries, 1)}`;

const model = new TestModel(feedMachine, {
  events: (state) => modelEvents(state) as unknown as FeedMachineEvent[],
  serializeEvent: (event) => describeEvent(event as ModelEvent),
  serializeState: (state) => stateKey(state),
  // The traversal starts the machine with the view the running actor gets.
  input: EVENT_VIEW,
});

const paths = transitionCoverage(
  model as TestModel<FeedState, FeedMachineEvent, unknown>,
  stateKey,
  stateKey,
);

describe("feedMachine for an event view", () => {
  let harness: ReturnType<typeof feedHarness>;
  let actor: Actor<typeof harness.machine>;

  beforeEach(() => {
    vi.useFakeTimers();
    harness = feedHarness();
    actor = createActor(harness.machine, { input: EVENT_VIEW }).start();
  });
  afterEach(() => {
    actor.stop();
    vi.useRealTimers();
  });

  describe("when the event ends", () => {
    it("stops following it with the batch that ends it and keeps the final tree", async () => {
      harness.pendingSnapshots()[0]!.resolve(snapshotAt(START));
      await settle();
      harness.push(batchAt(START + 1));
      expect(actor.getSnapshot().hasTag("live")).toBe(true);
      harness.push(batchAt(END));
      const done = actor.getSnapshot();
      expect(done.hasTag("ended")).toBe(true);
      expect(done.status).toBe("done");
      expect(done.context.tree).toEqual(eventLineAt(END));
      expect(harness.unsubscribed()).toBe(1);
    });

    it("never goes live on a snapshot of an event that has already ended", async () => {
      harness.pendingSnapshots()[0]!.resolve(snapshotAt(END));
      await settle();
      expect(actor.getSnapshot().value).toBe("ended");
      expect(harness.unsubscribed()).toBe(1);
    });
  });

  it("is never ended for a line view, whatever its events do", async () => {
    const lineActor = createActor(harness.machine, { input: { kind: "live", sportId: "soccer" } }).start();
    harness.pendingSnapshots().at(-1)!.resolve(snapshotAt(END));
    await settle();
    expect(lineActor.getSnapshot().value).toBe("live");
    lineActor.stop();
  });
});

describe("feedMachine for an event view, model", () => {
  let harness: ReturnType<typeof feedHarness>;
  let actor: Actor<typeof harness.machine>;
  /** Actors restored from the one before (a server render carried to the browser), each closed after. */
  let restores: number;

  beforeEach(() => {
    vi.useFakeTimers();
    restores = 0;
    harness = feedHarness();
    actor = createActor(harness.machine, { input: EVENT_VIEW }).start();
  });
  afterEach(() => {
    actor.stop();
    vi.useRealTimers();
  });

  it("reaches the ended state by a batch, a gap and a snapshot, and every other state on the way", () => {
    const endings = paths.filter(({ path }) => path.state.matches("ended"));
    const lastSteps = new Set(
      endings.map(({ path }) => describeEvent(path.steps.at(-1)!.event as ModelEvent)),
    );
    expect(lastSteps).toEqual(
      new Set([
        `batch ${END}`,
        `gap [${END - 1}]`,
        `snapshot ${END}`,
        `resume gap [${START + 1},${END}]`,
        `resume gap [${END}]`,
        `fresh snapshot ${END}`,
      ]),
    );
    expect(new Set(paths.map(({ path }) => String(path.state.value)))).toEqual(
      new Set(["loading", "live", "fetchingGap", "resuming", "refreshing", "recovering", "ended"]),
    );
  });

  /** Written from the rules: ended exactly when the truth at the version held says so. */
  const check = (state: FeedState) => {
    const actual = actor.getSnapshot();
    expect(stateKey(actual)).toBe(stateKey(state));
    const { version, tree } = actual.context;
    if (version !== null) expect(tree).toEqual(eventLineAt(version));
    const ended = version !== null && statusAt(version) === "finished" && !actual.matches("recovering");
    expect(actual.hasTag("ended")).toBe(ended);
    if (ended) {
      expect(actual.status).toBe("done");
      // Done means nothing more arrives: no subscription, no request, no timer.
      expect(harness.unsubscribed()).toBe(restores + 1);
      expect(harness.pendingSnapshots()).toEqual([]);
      expect(harness.pendingGaps()).toEqual([]);
      expect(vi.getTimerCount()).toBe(0);
    } else expect(harness.unsubscribed()).toBe(restores);
    // Resuming asks for the gap since the carried version; refreshing for a snapshot, at once.
    if (actual.matches("resuming"))
      expect(harness.pendingGaps().map((gap) => gap.input.fromVersion)).toEqual([version]);
    if (actual.matches("refreshing")) {
      expect(harness.pendingSnapshots()).toHaveLength(1);
      expect(vi.getTimerCount()).toBe(0);
    }
  };

  /** What a server render carries to the browser: the actor's persisted snapshot, through JSON. */
  const restoreFromServer = () => {
    const carried = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    actor.stop();
    actor = createActor(harness.machine, { input: EVENT_VIEW, snapshot: carried }).start();
    restores++;
  };

  const perform = async ({ event }: { event: EventObject }) => {
    const step = event as ModelEvent;
    switch (step.type) {
      case "feed.batch":
        harness.push(step.batch);
        break;
      case "feed.resume":
        restoreFromServer();
        actor.send(step);
        break;
      case "xstate.done.actor.loadSnapshot":
      case "xstate.done.actor.refreshSnapshot":
        harness.pendingSnapshots()[0]!.resolve(step.output);
        break;
      case "xstate.error.actor.loadSnapshot":
      case "xstate.error.actor.refreshSnapshot":
        harness.pendingSnapshots()[0]!.reject(step.error);
        break;
      case "xstate.done.actor.loadGap":
      case "xstate.done.actor.resumeGap":
        harness.pendingGaps()[0]!.resolve(step.output);
        break;
      case "xstate.error.actor.loadGap":
      case "xstate.error.actor.resumeGap":
        harness.pendingGaps()[0]!.reject(step.error);
        break;
      case RETRY_EVENT:
        vi.advanceTimersByTime(FEED_RETRY_DELAY_MS);
        break;
    }
    await settle();
  };

  for (const { description, path } of paths) {
    it(description, async () => {
      for (const step of path.steps) {
        if ((step.event as EventObject).type !== "xstate.init") await perform({ event: step.event });
        check(step.state);
      }
    });
  }
});
