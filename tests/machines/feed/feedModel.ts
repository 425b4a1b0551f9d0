import { TestModel } from "@xstate/graph";
import type { SnapshotFrom } from "xstate";
import type { FeedBatch } from "../../../domain/feed/diff.ts";
import type { FeedGap } from "../../../domain/feed/views.ts";
import { type FeedMachineEvent, feedMachine } from "../../../machines/feed/feedMachine.ts";
import { batchAt, batchesFrom, snapshotAt, VIEW } from "./feedLine.ts";

/**
 * The abstract model the model-based test walks: which events can happen in each state, with concrete
 * payloads from `feedLine.ts`. Versions are bounded (a snapshot at 10, live batches up to `TOP`) so the
 * graph is finite; the buffer limit is lowered to `MODEL_BUFFER_LIMIT` so an overload is three batches away.
 * `feed.resume` (what the browser sends to an actor restored from a server render) is offered in every
 * state, so the model also shows it is ignored everywhere but `live`.
 */
export type FeedSnapshotState = SnapshotFrom<typeof feedMachine>;

export const MODEL_BUFFER_LIMIT = 2;
export const SNAPSHOT_VERSION = 10;
const TOP = 13;
/** The server's log moves on this far between a render and its resume, when no batch says otherwise. */
const SINCE_RENDER = 2;

/** The events the model sends; done and error events stand for the fake actors' answers. */
export type ModelEvent =
  | FeedMachineEvent
  | { readonly type: "xstate.done.actor.loadSnapshot"; readonly output: ReturnType<typeof snapshotAt> }
  | { readonly type: "xstate.error.actor.loadSnapshot"; readonly error: Error }
  | { readonly type: "xstate.done.actor.loadGap"; readonly output: FeedGap; readonly answer: GapAnswer }
  | { readonly type: "xstate.error.actor.loadGap"; readonly error: Error }
  | { readonly type: "xstate.done.actor.resumeGap"; readonly output: FeedGap; readonly answer: GapAnswer }
  | { readonly type: "xstate.error.actor.resumeGap"; readonly error: Error }
  | { readonly type: "xstate.done.actor.refreshSnapshot"; readonly output: ReturnType<typeof snapshotAt> }
  | { readonly type: "xstate.error.actor.refreshSnapshot"; readonly error: Error }
  | { readonly type: typeof RETRY_EVENT };

/** The event XState raises when `retryDelay` ends in `recovering`. */
export const RETRY_EVENT = feedMachine.getStateNodeById("feed.recovering").after[0]!
  .eventType as `xstate.after.retryDelay.feed.recovering`;

/** The kinds of gap answer, good and bad, the model tries from every gap request. */
export type GapAnswer =
  | "upToBuffered"
  | "beforeBuffered"
  | "nil"
  | "empty"
  | "startsTooLow"
  | "startsTooHigh"
  | "skipsVersion"
  | "repeatsVersion"
  | "goesBack";

const batch = (version: number): FeedMachineEvent => ({ type: "feed.batch", batch: batchAt(version) });
const resume: FeedMachineEvent = { type: "feed.resume" };

const gapAnswers = (version: number, head: number): Record<GapAnswer, FeedGap> => ({
  upToBuffered: batchesFrom(version + 1, head),
  beforeBuffered: batchesFrom(version + 1, head - 1),
  nil: null,
  empty: [],
  startsTooLow: batchesFrom(version, head),
  startsTooHigh: batchesFrom(version + 2, head),
  skipsVersion: [batchAt(version + 1), batchAt(version + 3)],
  repeatsVersion: [batchAt(version + 1), batchAt(version + 1)],
  goesBack: [batchAt(version + 1), batchAt(version + 2), batchAt(version + 1)],
});

/** Every kind of answer to the gap request `id`, then its failure. */
const gapEvents = (id: "loadGap" | "resumeGap", version: number, head: number): ModelEvent[] => [
  ...Object.entries(gapAnswers(version, head)).map(
    ([answer, output]) =>
      ({ type: `xstate.done.actor.${id}`, output, answer: answer as GapAnswer }) as ModelEvent,
  ),
  { type: `xstate.error.actor.${id}`, error: new Error("offline") },
];

const versions = (batches: ReadonlyArray<FeedBatch> | null) =>
  batches === null ? "nil" : `[${batches.map((b) => b.version).join(",")}]`;

export const modelEvents = (state: FeedSnapshotState): ModelEvent[] => {
  const { version, buffer } = state.context;
  if (state.matches("loading")) {
    const seen = version ?? SNAPSHOT_VERSION;
    return [
      // A fresh snapshot is never older than what the client already held.
      {
        type: "xstate.done.actor.loadSnapshot",
        output: snapshotAt(Math.max(SNAPSHOT_VERSION, version ?? 0)),
      },
      { type: "xstate.error.actor.loadSnapshot", error: new Error("offline") },
      batch(seen),
      batch(SNAPSHOT_VERSION + 1),
      batch(SNAPSHOT_VERSION + 3),
      resume,
    ];
  }
  if (state.matches("live") && version !== null) {
    // Resumed only below `TOP`, so that what the log moved on since stays within the bounded versions.
    return [batch(version), ...(version < TOP ? [batch(version + 1), batch(version + 2), resume] : [])];
  }
  if (state.matches("fetchingGap") && version !== null) {
    const head = buffer[0]!.version;
    const last = buffer[buffer.length - 1]!.version;
    return [...gapEvents("loadGap", version, head), batch(version), batch(last + 1), resume];
  }
  if (state.matches("resuming") && version !== null) {
    // No batch proves a hole here: the log is at `head` whether or not batches arrived meanwhile.
    const head = buffer[0]?.version ?? version + SINCE_RENDER;
    const last = buffer.at(-1)?.version ?? version;
    return [...gapEvents("resumeGap", version, head), batch(version), batch(last + 1), resume];
  }
  if (state.matches("refreshing") && version !== null) {
    const last = buffer.at(-1)?.version ?? version;
    return [
      // A fresh snapshot is never older than what the client holds: at that version (buffered batches
      // then follow it) or past everything buffered (they are dropped).
      { type: "xstate.done.actor.refreshSnapshot", output: snapshotAt(version) },
      { type: "xstate.done.actor.refreshSnapshot", output: snapshotAt(last + 1) },
      { type: "xstate.error.actor.refreshSnapshot", error: new Error("offline") },
      batch(version),
      batch(last + 1),
      // One lost on the way: a snapshot at the version held then leaves a hole to fetch.
      ...(buffer.length === 0 ? [batch(version + 2)] : []),
      resume,
    ];
  }
  if (state.matches("recovering"))
    return [{ type: RETRY_EVENT }, batch((version ?? SNAPSHOT_VERSION) + 1), resume];
  return [];
};

/** A short name for a step; undefined for the library's own start step. */
export const serializeEvent = (event: ModelEvent): string | undefined => {
  switch (event.type) {
    case "feed.batch":
      return `batch ${event.batch.version}`;
    case "feed.resume":
      return "resume";
    case "xstate.done.actor.loadSnapshot":
      return `snapshot ${event.output.version}`;
    case "xstate.done.actor.loadGap":
      return `gap ${event.answer} ${versions(event.output)}`;
    case "xstate.done.actor.resumeGap":
      return `resume gap ${event.answer} ${versions(event.output)}`;
    case "xstate.done.actor.refreshSnapshot":
      return `fresh snapshot ${event.output.version}`;
    case "xstate.error.actor.loadSnapshot":
      return "snapshot fails";
    case "xstate.error.actor.loadGap":
      return "gap fails";
    case "xstate.error.actor.resumeGap":
      return "resume gap fails";
    case "xstate.error.actor.refreshSnapshot":
      return "fresh snapshot fails";
    case RETRY_EVENT:
      return "3 s pass";
    default:
      return undefined;
  }
};

/**
 * A state as the model tells states apart. The fault is left out: it outlives recovery, and keeping it
 * would copy the whole graph once per fault. The fault of a `recovering` node still is exact, because
 * nodes are keyed by their incoming transition too (see `feedModel`) and that transition sets it.
 */
export const stateKey = (state: FeedSnapshotState): string => {
  const { version, buffer } = state.context;
  return `${String(state.value)} v${version ?? "-"} [${buffer.map((b) => b.version).join(",")}]`;
};

/**
 * NOTE: `createTestModel` of @xstate/graph 3.0.4 refuses machines with `invoke` or `after` ("Invocations
 * on test machines are not supported"), and IO through invoked actors is the house rule. The model is
 * therefore a `TestModel` over the machine's own pure transition function; the system under test is a
 * running actor with fake actors and fake timers, checked against the server's truth (`feedLine.ts`).
 */
export const feedModel = (machine: typeof feedMachine) =>
  new TestModel(machine, {
    events: (state) => modelEvents(state) as unknown as FeedMachineEvent[],
    serializeEvent: (event) => serializeEvent(event as ModelEvent) ?? event.type,
    // NOTE: one node per (state, incoming transition), so shortest paths walk every transition, not
    // only every state: each fault is an edge into `recovering`, and all of them must be exercised.
    serializeState: (state, event, previous) =>
      event && previous
        ? `${stateKey(state)} <- ${serializeEvent(event as ModelEvent)} <- ${stateKey(previous)}`
        : stateKey(state),
    stateMatcher: (state, key) => state.matches(key as Parameters<typeof state.matches>[0]),
    // The traversal starts the machine with the view the running actor gets.
    input: VIEW,
  });
