import { TestModel } from "@xstate/graph";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Actor, createActor, type EventObject, type SnapshotFrom } from "xstate";
import { NetworkError } from "../../../domain/rpc/clientErrors.ts";
import {
  type TipsterProfileEvent,
  type TipsterProfileTag,
  tipsterProfileMachine,
} from "../../../machines/tipsterProfile/tipsterProfileMachine.ts";
import { transitionCoverage } from "../../helpers/transitionCoverage.ts";
import {
  answeredPeriod,
  PERIODS,
  profileAnswer,
  START,
  settle,
  statisticsFor,
  tipsterProfileHarness,
} from "./tipsterProfileHarness.ts";

/**
 * Model-based test of the profile machine: a model over the machine's own transitions (two periods, a
 * known and an unknown user, a network failure for every load), one path per transition, each run
 * against a real actor whose loads wait for the step that answers them. Every state reached is checked
 * against the model: what the actor shows, its tags, and the loads it leaves running.
 */
type Snapshot = SnapshotFrom<typeof tipsterProfileMachine>;
type LoadId = "loadProfile" | "refreshProfile" | "loadStatistics";

type ModelEvent =
  | TipsterProfileEvent
  | { readonly type: `xstate.done.actor.${LoadId}`; readonly output: unknown; readonly known: boolean }
  | { readonly type: `xstate.error.actor.${LoadId}`; readonly error: unknown };

const FAILURE = new NetworkError({ uri: "/graphql/users", cause: new Error("offline") });

const stateName = (state: Snapshot): string =>
  typeof state.value === "string"
    ? state.value
    : `loaded.${String((state.value as { loaded: string }).loaded)}`;

const stateKey = (state: Snapshot): string => {
  const { request, user, statistics, failure, statisticsFailure } = state.context;
  return `${stateName(state)} period=${request.period} user=${user?.id ?? "-"} stats=${answeredPeriod(statistics) ?? "-"} failure=${failure?.kind ?? "-"} statsFailure=${statisticsFailure?.kind ?? "-"}`;
};

const serializeEvent = (event: ModelEvent): string => {
  if (event.type === "tipsterProfile.period.select") return `period ${event.period}`;
  if (event.type.startsWith("tipsterProfile.")) return event.type.slice("tipsterProfile.".length);
  const load = event.type.split(".").at(-1);
  if ("error" in event) return `${load} fails`;
  return "known" in event && !event.known ? `${load} answers: no such user` : `${load} answers`;
};

const modelEvents = (state: Snapshot): ModelEvent[] => {
  const { request } = state.context;
  const periods: ModelEvent[] = PERIODS.map((period) => ({ type: "tipsterProfile.period.select", period }));
  const always: ModelEvent[] = [...periods, { type: "tipsterProfile.resume" }];
  const profileAnswers = (id: LoadId): ModelEvent[] => [
    { type: `xstate.done.actor.${id}`, output: profileAnswer(request, true), known: true },
    { type: `xstate.done.actor.${id}`, output: profileAnswer(request, false), known: false },
    { type: `xstate.error.actor.${id}`, error: FAILURE },
  ];
  switch (stateName(state)) {
    case "loading":
      return [...profileAnswers("loadProfile"), ...always];
    case "loaded.refreshing":
      return [...profileAnswers("refreshProfile"), ...always];
    case "loaded.loadingStatistics":
      return [
        { type: "xstate.done.actor.loadStatistics", output: statisticsFor(request.period), known: true },
        { type: "xstate.error.actor.loadStatistics", error: FAILURE },
        ...always,
      ];
    case "loaded.statisticsFailed":
      return [{ type: "tipsterProfile.statistics.retry" }, ...always];
    case "failed":
      return [{ type: "tipsterProfile.retry" }, ...always];
    default:
      return always;
  }
};

const model = new TestModel(tipsterProfileMachine, {
  input: START,
  events: (state) => modelEvents(state) as unknown as TipsterProfileEvent[],
  serializeEvent: (event) => serializeEvent(event as ModelEvent),
  serializeState: (state) => stateKey(state),
  stateMatcher: (state, key) => state.matches(key as Parameters<typeof state.matches>[0]),
});
const paths = transitionCoverage(
  model as unknown as TestModel<Snapshot, TipsterProfileEvent, unknown>,
  stateKey,
  stateKey,
);

const TAGS: Record<string, ReadonlyArray<TipsterProfileTag>> = {
  loading: ["loading"],
  missing: ["missing"],
  failed: ["failed"],
  "loaded.idle": ["loaded"],
  "loaded.refreshing": ["loaded", "refreshing"],
  "loaded.loadingStatistics": ["loaded", "statisticsLoading"],
  "loaded.statisticsFailed": ["loaded", "statisticsFailed"],
};
const ALL_TAGS: ReadonlyArray<TipsterProfileTag> = [
  "loading",
  "loaded",
  "missing",
  "failed",
  "refreshing",
  "statisticsLoading",
  "statisticsFailed",
];

describe("tipsterProfileMachine model", () => {
  let harness: ReturnType<typeof tipsterProfileHarness>;
  let actor: Actor<typeof harness.machine>;

  beforeEach(() => {
    harness = tipsterProfileHarness();
    actor = createActor(harness.machine, { input: START }).start();
  });
  afterEach(() => actor.stop());

  /** What the running actor must show in the model's state, and which loads it keeps waiting for. */
  const check = (state: Snapshot) => {
    const actual = actor.getSnapshot();
    expect(stateKey(actual)).toBe(stateKey(state));
    for (const tag of ALL_TAGS) expect(actual.hasTag(tag), tag).toBe(TAGS[stateName(state)]!.includes(tag));
    const inFlight = harness.pending().map((load) => `${load.kind} ${load.input.period}`);
    const name = stateName(state);
    const expected =
      name === "loading" || name === "loaded.refreshing"
        ? [`profile ${state.context.request.period}`]
        : name === "loaded.loadingStatistics"
          ? [`statistics ${state.context.request.period}`]
          : [];
    // Loads for an old period were dropped, never left running beside the current one.
    expect(inFlight).toEqual(expected);
    // The header shows a user whenever the profile is loaded.
    if (name.startsWith("loaded")) expect(actual.context.user).not.toBeNull();
    if (name === "missing") expect(actual.context.user).toBeNull();
  };

  const perform = async ({ event }: { event: EventObject }) => {
    const step = event as ModelEvent;
    if (step.type.startsWith("tipsterProfile.")) {
      if (
        step.type === "tipsterProfile.resume" &&
        ["loaded.idle", "failed"].includes(stateName(actor.getSnapshot()))
      ) {
        // What a server render carries to the browser: the persisted snapshot, through JSON.
        const carried = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
        actor.stop();
        actor = createActor(harness.machine, { input: START, snapshot: carried }).start();
      }
      actor.send(step as TipsterProfileEvent);
      return;
    }
    const [load] = harness.pending();
    expect(load, "a load waits for the answer").toBeDefined();
    if ("error" in step) load!.reject(step.error);
    else
      load!.resolve(
        load!.kind === "profile"
          ? profileAnswer(load!.input, "known" in step && step.known)
          : statisticsFor(load!.input.period),
      );
    await settle();
  };

  it("reaches every state, and every statistics period", () => {
    const reached = new Set(paths.map(({ path }) => stateName(path.state)));
    expect(reached).toEqual(new Set(Object.keys(TAGS)));
    const periods = new Set(paths.map(({ path }) => answeredPeriod(path.state.context.statistics)));
    for (const period of PERIODS) expect(periods).toContain(period);
  });

  it("shows the statistics of the chosen period whenever it rests loaded", () => {
    for (const { path } of paths)
      if (stateName(path.state) === "loaded.idle")
        expect(answeredPeriod(path.state.context.statistics)).toBe(path.state.context.request.period);
  });

  for (const { description, path } of paths) {
    it(description, async () => {
      await model.testPath(path, {
        states: Object.fromEntries(
          ["loading", "missing", "failed", "loaded"].map((key) => [key, (state: Snapshot) => check(state)]),
        ),
        events: {
          "tipsterProfile.period.select": perform,
          "tipsterProfile.retry": perform,
          "tipsterProfile.statistics.retry": perform,
          "tipsterProfile.resume": perform,
          "xstate.done.actor.loadProfile": perform,
          "xstate.error.actor.loadProfile": perform,
          "xstate.done.actor.refreshProfile": perform,
          "xstate.error.actor.refreshProfile": perform,
          "xstate.done.actor.loadStatistics": perform,
          "xstate.error.actor.loadStatistics": perform,
        } as Parameters<typeof model.testPath>[1]["events"],
      });
    });
  }
});
