import { TestModel } from "@xstate/graph";
import { describe, expect, it } from "vitest";
import { type ActorLogic, createActor, type SnapshotFrom } from "xstate";
import { TipErrorCode } from "../../../domain/tips/tipCommands.ts";
import {
  type TipPurchased,
  type TipPurchaseEmitted,
  type TipPurchaseEvent,
  type TipPurchaseInput,
  tipPurchaseMachine,
} from "../../../machines/tipPurchase/tipPurchaseMachine.ts";
import { type PendingCall, settle, waitingActor } from "../../helpers/pendingCalls.ts";
import { transitionCoverage } from "../../helpers/transitionCoverage.ts";

/**
 * Model-based test of the tip purchase machine: one path per transition of the model, from every kind of
 * start (a paid tip, a free one, one already open, one whose sales have closed, a visitor), each replayed
 * on a real actor whose `purchaseTip` call waits for the step that answers it. Beside it the test keeps its
 * own account, written from the events alone: where the sheet should be, the calls made, what the app was
 * told, and whether the comment shows.
 */
type Snapshot = SnapshotFrom<typeof tipPurchaseMachine>;

type ModelEvent =
  | TipPurchaseEvent
  | { readonly type: "xstate.done.actor.purchaseTip"; readonly output: TipPurchased }
  | { readonly type: "xstate.error.actor.purchaseTip"; readonly error: unknown; readonly failure: string };

const apiError = (code: string) => ({ _tag: "ApiError", errors: [{ code, type: "BAD_REQUEST" }] });
const ANSWER: TipPurchased = { comment: "The reasoning", balance: 880 };
const FAILURES = {
  short: apiError(TipErrorCode.insufficientFunds),
  closed: apiError(TipErrorCode.salesClosed),
  network: { _tag: "NetworkError" },
} as const;

const STARTS: Record<string, TipPurchaseInput> = {
  paid: { tipId: "t1", cost: 120, signedIn: true, open: false, comment: null, salesOpen: true },
  free: { tipId: "t2", cost: 0, signedIn: true, open: false, comment: null, salesOpen: true },
  visitor: { tipId: "t3", cost: 50, signedIn: false, open: false, comment: null, salesOpen: true },
  own: { tipId: "t4", cost: 70, signedIn: true, open: true, comment: "Mine", salesOpen: true },
  started: { tipId: "t5", cost: 70, signedIn: true, open: false, comment: null, salesOpen: false },
};

const stateKey = (state: Snapshot) =>
  `${JSON.stringify(state.value)} signedIn=${state.context.signedIn} failure=${state.context.failure?.code ?? state.context.failure?.kind ?? "-"}`;

const modelEvents = (state: Snapshot): ModelEvent[] => {
  const always: ModelEvent[] = [
    { type: "tipPurchase.unlock" },
    { type: "tipPurchase.confirm" },
    { type: "tipPurchase.cancel" },
    { type: "tipPurchase.salesClosed" },
    { type: "tipPurchase.session.signedIn" },
    { type: "tipPurchase.session.signedOut" },
  ];
  if (!state.matches("purchasing")) return always;
  return [
    ...always,
    { type: "xstate.done.actor.purchaseTip", output: ANSWER },
    ...Object.entries(FAILURES).map(
      ([failure, error]): ModelEvent => ({ type: "xstate.error.actor.purchaseTip", error, failure }),
    ),
  ];
};

const serializeEvent = (event: ModelEvent) =>
  event.type === "xstate.error.actor.purchaseTip" ? `fails (${event.failure})` : event.type;

/** NOTE: `createTestModel` refuses machines with `invoke`: a TestModel over the machine's own transitions. */
const modelOf = (input: TipPurchaseInput) =>
  new TestModel(
    tipPurchaseMachine.provide({}) as unknown as ActorLogic<Snapshot, TipPurchaseEvent, TipPurchaseInput>,
    {
      events: (state) => modelEvents(state) as unknown as TipPurchaseEvent[],
      serializeEvent: (event) => serializeEvent(event as ModelEvent),
      serializeState: stateKey,
      input,
    },
  ) as unknown as TestModel<Snapshot, TipPurchaseEvent, unknown>;

/** The test's own account of where things should be, from the events alone. */
interface World {
  sheet: "locked" | "confirming" | "purchasing" | "failed" | "closed" | "unlocked";
  signedIn: boolean;
  calls: number;
  emitted: TipPurchaseEmitted["type"][];
}

const startOf = (input: TipPurchaseInput): World => ({
  sheet: input.open ? "unlocked" : input.salesOpen ? "locked" : "closed",
  signedIn: input.signedIn,
  calls: 0,
  emitted: [],
});

const purchase = (world: World, cost: number) => {
  world.sheet = "purchasing";
  world.calls += 1;
  if (cost === 0) return;
};

/** Applies one event to the account; the machine must agree after every step. */
const step = (world: World, event: ModelEvent, cost: number): void => {
  const done = world.sheet === "closed" || world.sheet === "unlocked";
  if (event.type === "tipPurchase.session.signedIn") {
    world.signedIn = true;
    return;
  }
  if (done) return;
  switch (event.type) {
    case "tipPurchase.unlock":
      if (world.sheet !== "locked") return;
      if (!world.signedIn) {
        world.emitted.push("tipPurchase.signInRequired");
        return;
      }
      if (cost === 0) purchase(world, cost);
      else world.sheet = "confirming";
      return;
    case "tipPurchase.confirm":
      if (world.sheet === "confirming" || world.sheet === "failed") purchase(world, cost);
      return;
    case "tipPurchase.cancel":
      if (world.sheet === "confirming" || world.sheet === "failed") world.sheet = "locked";
      return;
    case "tipPurchase.salesClosed":
      if (world.sheet !== "purchasing") world.sheet = "closed";
      return;
    case "tipPurchase.session.signedOut":
      if (world.sheet === "purchasing") return;
      world.signedIn = false;
      if (world.sheet !== "locked") world.sheet = "locked";
      return;
    case "xstate.done.actor.purchaseTip":
      world.sheet = "unlocked";
      world.emitted.push("tipPurchase.purchased");
      return;
    case "xstate.error.actor.purchaseTip":
      world.emitted.push("tipPurchase.failed");
      world.sheet = event.failure === "closed" ? "closed" : "failed";
      return;
  }
};

for (const [label, input] of Object.entries(STARTS)) {
  describe(`tipPurchaseMachine model, ${label} tip`, () => {
    const paths = transitionCoverage(modelOf(input), stateKey, stateKey);

    it("has paths to walk from the start this input gives", () => {
      expect(paths.length).toBeGreaterThan(label === "own" || label === "started" ? 0 : 5);
      expect(paths.every(({ path }) => path.steps[0]?.state.context.tipId === input.tipId)).toBe(true);
    });

    for (const { description, path } of paths) {
      it(description, async () => {
        const calls: Array<PendingCall<{ tipId: string }, TipPurchased>> = [];
        const actor = createActor(
          tipPurchaseMachine.provide({ actors: { purchaseTip: waitingActor(calls) } }),
          { input },
        );
        const emitted: TipPurchaseEmitted["type"][] = [];
        actor.on("*", (event) => emitted.push(event.type));
        actor.start();
        const world = startOf(input);
        const check = () => {
          const snapshot = actor.getSnapshot();
          expect(snapshot.value).toBe(world.sheet);
          expect(calls.length).toBe(world.calls);
          expect(emitted).toEqual(world.emitted);
          expect(snapshot.hasTag("busy")).toBe(world.sheet === "purchasing");
          const shows = world.sheet === "unlocked";
          expect(snapshot.context.comment).toBe(shows ? (input.open ? input.comment : ANSWER.comment) : null);
          if (world.sheet === "purchasing") expect(calls.at(-1)?.input).toEqual({ tipId: input.tipId });
        };
        check();
        for (const { event } of path.steps.slice(1)) {
          const modelEvent = event as unknown as ModelEvent;
          if (modelEvent.type === "xstate.done.actor.purchaseTip") calls.at(-1)!.resolve(modelEvent.output);
          else if (modelEvent.type === "xstate.error.actor.purchaseTip")
            calls.at(-1)!.reject(modelEvent.error);
          else actor.send(modelEvent);
          await settle();
          step(world, modelEvent, input.cost);
          check();
        }
        actor.stop();
      });
    }
  });
}
