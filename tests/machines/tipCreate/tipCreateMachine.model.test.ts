import { TestModel } from "@xstate/graph";
import { describe, expect, it } from "vitest";
import { type ActorLogic, createActor, type SnapshotFrom } from "xstate";
import { TipErrorCode } from "../../../domain/tips/tipCommands.ts";
import {
  type TipCreated,
  type TipCreateEmitted,
  type TipCreateEvent,
  type TipCreateInput,
  type TipCreateSelection,
  tipCreateMachine,
} from "../../../machines/tipCreate/tipCreateMachine.ts";
import type { CreatePredictionPayload } from "../../../machines/tipCreate/tipDraft.ts";
import { type PendingCall, settle, waitingActor } from "../../helpers/pendingCalls.ts";
import { transitionCoverage } from "../../helpers/transitionCoverage.ts";

/**
 * Model-based test of the tip creation machine: one path per transition of the model (a visitor's start,
 * signing in and out along the way), each replayed on a real actor whose `createTip` call waits for the
 * step that answers it. Beside it the test keeps its own account, written from the events alone and its own reading
 * of the rules (title and comment not blank, cost a whole number from 0 to 10,000): which sheet is open,
 * the draft, whether problems show, the calls and their payloads, what the app was told.
 */
type Snapshot = SnapshotFrom<typeof tipCreateMachine>;

type ModelEvent =
  | TipCreateEvent
  | { readonly type: "xstate.done.actor.createTip"; readonly output: TipCreated }
  | { readonly type: "xstate.error.actor.createTip"; readonly error: unknown; readonly failure: string };

const SELECTION: TipCreateSelection = {
  outcomeHashPath: "s1->c1->t1->e1->full_event--0->1x2--nil->P1",
  eventId: "e1",
  scopeKey: "full_event--0",
  marketName: "1x2--nil",
  marketType: "1x2",
  outcomeCode: "P1",
  odds: 2.15,
};
const CREATED: TipCreated = { id: "tip-1", eventId: "e1", odds: 2.2, cost: 25, createdAt: 1_000 };

const apiError = (code: string) => ({ _tag: "ApiError", errors: [{ code, type: "BAD_REQUEST" }] });
/** How a submit can fail: the catalogue's refusals, the network, and a session that is gone. */
const FAILURES = {
  exists: apiError(TipErrorCode.tipAlreadyExists),
  started: apiError(TipErrorCode.salesClosed),
  closedMarket: apiError(TipErrorCode.outcomeUnavailable),
  network: { _tag: "NetworkError" },
  noSession: { _tag: "NotSignedInError" },
  sessionGone: apiError("session.session_expired"),
} as const;
const SIGN_IN_FAILURES = new Set(["noSession", "sessionGone"]);

// Values the fields take in the model: each starts empty (refused) and may get a good value (the title
// trimmed when sent). Every rule's own cases are tipDraft.test.ts's; to the machine a refused draft is one
// kind of state, so more refused values would only multiply the paths.
const FIELD_EVENTS: ModelEvent[] = [
  { type: "tipCreate.title.change", value: "  Home win  " },
  { type: "tipCreate.comment.change", value: "Keeper back" },
  { type: "tipCreate.cost.change", value: "25" },
];

// A visitor's start reaches the same states as a signed-in one (the session events move between them), so
// one start walks both; the visitor's own first press is the "signed-in=false" paths.
const STARTS: Record<string, TipCreateInput> = {
  visitor: { signedIn: false },
};

const stateKey = (state: Snapshot) => {
  const { signedIn, draft, showProblems, failure } = state.context;
  return `${JSON.stringify(state.value)} signedIn=${signedIn} draft=${JSON.stringify(draft)} problems=${showProblems} failure=${failure?.code ?? failure?.kind ?? "-"}`;
};

const modelEvents = (state: Snapshot): ModelEvent[] => {
  const always: ModelEvent[] = [
    { type: "tipCreate.open", selection: SELECTION },
    ...FIELD_EVENTS,
    { type: "tipCreate.submit" },
    { type: "tipCreate.close" },
    { type: "tipCreate.session.signedIn" },
    { type: "tipCreate.session.signedOut" },
  ];
  if (!state.matches("submitting")) return always;
  return [
    ...always,
    { type: "xstate.done.actor.createTip", output: CREATED },
    ...Object.entries(FAILURES).map(
      ([failure, error]): ModelEvent => ({ type: "xstate.error.actor.createTip", error, failure }),
    ),
  ];
};

const serializeEvent = (event: ModelEvent) =>
  event.type === "xstate.error.actor.createTip"
    ? `fails (${event.failure})`
    : "value" in event
      ? `${event.type} ${JSON.stringify(event.value)}`
      : event.type;

/** NOTE: `createTestModel` refuses machines with `invoke`: a TestModel over the machine's own transitions. */
const modelOf = (input: TipCreateInput) =>
  new TestModel(
    tipCreateMachine.provide({}) as unknown as ActorLogic<Snapshot, TipCreateEvent, TipCreateInput>,
    {
      events: (state) => modelEvents(state) as unknown as TipCreateEvent[],
      serializeEvent: (event) => serializeEvent(event as ModelEvent),
      serializeState: stateKey,
      input,
    },
  ) as unknown as TestModel<Snapshot, TipCreateEvent, unknown>;

type Sheet = "idle" | "editing" | "submitting" | "failed" | "created";

/** The test's own account of where things should be, from the events alone. */
interface World {
  sheet: Sheet;
  signedIn: boolean;
  draft: { title: string; comment: string; cost: string };
  showProblems: boolean;
  failure: string | null;
  payloads: CreatePredictionPayload[];
  emitted: TipCreateEmitted["type"][];
}

const startOf = (input: TipCreateInput): World => ({
  sheet: "idle",
  signedIn: input.signedIn,
  draft: { title: "", comment: "", cost: "" },
  showProblems: false,
  failure: null,
  payloads: [],
  emitted: [],
});

/** The rules as this test reads them (the machine takes them from the command's schema). */
const draftOk = ({ title, comment, cost }: World["draft"]) =>
  title.trim() !== "" && comment.trim() !== "" && /^\d+$/.test(cost) && Number(cost) <= 10_000;

const formOpen = (world: World) => world.sheet === "editing" || world.sheet === "failed";

/** Applies one event to the account; the machine must agree after every step. */
const step = (world: World, event: ModelEvent): void => {
  switch (event.type) {
    case "tipCreate.session.signedIn":
      world.signedIn = true;
      return;
    case "tipCreate.session.signedOut":
      world.signedIn = false;
      if (formOpen(world)) world.sheet = "idle";
      return;
    case "tipCreate.open":
      if (world.sheet !== "idle") return;
      if (!world.signedIn) {
        world.emitted.push("tipCreate.signInRequired");
        return;
      }
      world.sheet = "editing";
      world.draft = { title: "", comment: "", cost: "" };
      world.showProblems = false;
      world.failure = null;
      return;
    case "tipCreate.title.change":
    case "tipCreate.comment.change":
    case "tipCreate.cost.change": {
      if (!formOpen(world)) return;
      const field = event.type.split(".")[1] as keyof World["draft"];
      world.draft = { ...world.draft, [field]: event.value };
      return;
    }
    case "tipCreate.submit":
      if (!formOpen(world)) return;
      if (!draftOk(world.draft)) {
        world.showProblems = true;
        return;
      }
      world.sheet = "submitting";
      world.failure = null;
      world.payloads.push({
        outcomeHashPath: SELECTION.outcomeHashPath,
        title: world.draft.title.trim(),
        comment: world.draft.comment.trim(),
        cost: Number(world.draft.cost),
      });
      return;
    case "tipCreate.close":
      if (formOpen(world) || world.sheet === "created") world.sheet = "idle";
      return;
    case "xstate.done.actor.createTip":
      world.sheet = "created";
      world.emitted.push("tipCreate.created");
      return;
    case "xstate.error.actor.createTip":
      if (SIGN_IN_FAILURES.has(event.failure)) {
        world.sheet = "idle";
        world.signedIn = false;
        world.emitted.push("tipCreate.signInRequired");
        return;
      }
      world.sheet = "failed";
      world.failure = event.failure;
      return;
  }
};

const FAILURE_CODES: Record<string, string> = {
  exists: TipErrorCode.tipAlreadyExists,
  started: TipErrorCode.salesClosed,
  closedMarket: TipErrorCode.outcomeUnavailable,
};

for (const [label, input] of Object.entries(STARTS)) {
  describe(`tipCreateMachine model, ${label}`, () => {
    const paths = transitionCoverage(modelOf(input), stateKey, stateKey);

    it("has paths to walk from this start", () => {
      expect(paths.length).toBeGreaterThan(100);
    });

    it("walks every transition on a real actor, agreeing with the test's own account", async () => {
      for (const { description, path } of paths) {
        const calls: Array<PendingCall<CreatePredictionPayload, TipCreated>> = [];
        const actor = createActor(tipCreateMachine.provide({ actors: { createTip: waitingActor(calls) } }), {
          input,
        });
        const emitted: TipCreateEmitted["type"][] = [];
        actor.on("*", (event) => emitted.push(event.type));
        actor.start();
        const world = startOf(input);
        const check = () => {
          const snapshot = actor.getSnapshot();
          const where = `${description}: after ${emitted.length} emitted`;
          expect(snapshot.value, where).toBe(world.sheet);
          expect(snapshot.context.signedIn, where).toBe(world.signedIn);
          expect(
            calls.map((call) => call.input),
            where,
          ).toEqual(world.payloads);
          expect(emitted, where).toEqual(world.emitted);
          expect(snapshot.hasTag("busy"), where).toBe(world.sheet === "submitting");
          expect(snapshot.hasTag("sheet"), where).toBe(formOpen(world) || world.sheet === "submitting");
          expect(snapshot.hasTag("success"), where).toBe(world.sheet === "created");
          if (world.sheet === "idle") return;
          expect(snapshot.context.draft, where).toEqual(world.draft);
          expect(snapshot.context.showProblems, where).toBe(world.showProblems);
          expect(snapshot.context.selection, where).toEqual(SELECTION);
          if (world.sheet === "failed") {
            const failure = snapshot.context.failure;
            const expected = FAILURE_CODES[world.failure ?? ""];
            if (expected) expect(failure, where).toEqual({ kind: "refused", code: expected });
            else expect(failure, where).toEqual({ kind: world.failure, code: null });
          }
          if (world.sheet === "created") expect(snapshot.context.created, where).toEqual(CREATED);
        };
        check();
        for (const { event } of path.steps.slice(1)) {
          const modelEvent = event as unknown as ModelEvent;
          if (modelEvent.type === "xstate.done.actor.createTip") calls.at(-1)!.resolve(modelEvent.output);
          else if (modelEvent.type === "xstate.error.actor.createTip") calls.at(-1)!.reject(modelEvent.error);
          else actor.send(modelEvent);
          await settle();
          step(world, modelEvent);
          check();
        }
        actor.stop();
      }
    }, 120_000);
  });
}
