import { createTestModel } from "@xstate/graph";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Actor, createActor, type SnapshotFrom } from "xstate";
import { type ToastsEvent, toastsMachine } from "../../../machines/toasts/toastsMachine.ts";
import { TOAST_AUTO_CLOSE_MS, type Toast } from "../../../machines/toasts/toastTypes.ts";
import { adjacencyByState, transitionCoverage } from "../../helpers/transitionCoverage.ts";

/**
 * Model-based test: every state the queue reaches with two toast types (up to the visible limit, with
 * eviction), and every transition from each: showing either type, closing any toast by hand, and time
 * passing until the oldest toast expires. Each path runs against a real actor on fake timers, so expiry is
 * real scheduled time, not an event sent from outside.
 */
type ToastsSnapshot = SnapshotFrom<typeof toastsMachine>;

const showSuccess: ToastsEvent = { type: "toast.show", toast: { type: "success", message: "Saved" } };
const showChatBlock: ToastsEvent = {
  type: "toast.show",
  toast: { type: "chat-block", message: "blocked you in chat", title: "Marta" },
};

/** Ids grow forever, so states are told apart by the queue's shape: which types, in which order. */
const shape = (snapshot: ToastsSnapshot) => snapshot.context.toasts.map((toast) => toast.type).join(",");
const serialize = (snapshot: ToastsSnapshot) =>
  JSON.stringify({ value: snapshot.value, shape: shape(snapshot) });
const label = (snapshot: ToastsSnapshot) => `${String(snapshot.value)}[${shape(snapshot)}]`;

/** A toast without its id: model and actor are compared by position. */
const content = (toasts: ReadonlyArray<Toast>) => toasts.map(({ id: _id, ...rest }) => rest);

const model = createTestModel(toastsMachine, {
  events: (snapshot) => {
    const oldest = snapshot.context.toasts[0];
    return [
      showSuccess,
      showChatBlock,
      ...snapshot.context.toasts.map((toast): ToastsEvent => ({ type: "toast.close", id: toast.id })),
      // Every toast lives the same 3000 ms, so time passing always expires the oldest first.
      ...(oldest ? [{ type: "toast.expire", id: oldest.id } as const] : []),
    ];
  },
  serializeState: serialize,
});

const paths = transitionCoverage(model, serialize, label);

/**
 * States are merged by shape, so the model snapshot handed to a state check and the one an event was
 * generated from can carry different ids. Events always come from the adjacency map's snapshot of a state.
 */
const adjacency = adjacencyByState(model);
const eventOrigin = (state: ToastsSnapshot): ToastsSnapshot => adjacency.get(serialize(state))!.state;

/**
 * Toasts shown in the same instant would expire in the same instant, and fake timers fire every timer due
 * at once. One extra millisecond per toast keeps the real order (oldest first) without moving the clock.
 */
const staggeredMachine = toastsMachine.provide({
  delays: { autoClose: ({ context }) => TOAST_AUTO_CLOSE_MS + context.nextId },
});

describe("toastsMachine model", () => {
  let actor: Actor<typeof toastsMachine>;
  /** The model state last checked, i.e. the state the next event starts from. */
  let current: ToastsSnapshot;

  beforeEach(() => {
    vi.useFakeTimers();
    actor = createActor(staggeredMachine).start();
  });
  afterEach(() => {
    actor.stop();
    vi.useRealTimers();
  });

  it("reaches the empty queue and every queue shape of one to three toasts", () => {
    const shapes = new Set(paths.map(({ path }) => shape(path.state)));
    // 1 empty + 2 + 4 + 8 shapes of one, two and three toasts.
    expect(shapes.size).toBe(15);
    // From each shape: two shows, one close per toast and one expiry when not empty.
    expect(paths).toHaveLength(2 + 4 * 2 + 5 * 4 + 6 * 8);
  });

  for (const { description, path } of paths) {
    it(description, async () => {
      await model.testPath(path, {
        states: {
          idle: (state) => {
            current = state;
            const snapshot = actor.getSnapshot();
            expect(snapshot.value).toBe("idle");
            expect(snapshot.context.toasts).toEqual([]);
            // Nothing left scheduled: closed, expired and evicted toasts leave no timer behind.
            expect(vi.getTimerCount()).toBe(0);
          },
          visible: (state) => {
            current = state;
            const snapshot = actor.getSnapshot();
            expect(snapshot.value).toBe("visible");
            expect(content(snapshot.context.toasts)).toEqual(content(state.context.toasts));
            expect(new Set(snapshot.context.toasts.map((toast) => toast.id)).size).toBe(
              snapshot.context.toasts.length,
            );
            // Exactly one pending auto-close per visible toast.
            expect(vi.getTimerCount()).toBe(snapshot.context.toasts.length);
          },
        },
        events: {
          // The library types an executor's event as its type only; it is the full model event.
          "toast.show": ({ event }) => void actor.send(event as ToastsEvent),
          // Close the actor's toast at the position the model closes.
          "toast.close": ({ event }) => {
            const { id } = event as Extract<ToastsEvent, { type: "toast.close" }>;
            const position = eventOrigin(current).context.toasts.findIndex((toast) => toast.id === id);
            const target = actor.getSnapshot().context.toasts[position];
            expect(target).toBeDefined();
            actor.send({ type: "toast.close", id: target!.id });
          },
          "toast.expire": () => {
            vi.advanceTimersToNextTimer();
          },
        },
      });
    });
  }
});
