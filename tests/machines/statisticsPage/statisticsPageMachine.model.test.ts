import { TestModel } from "@xstate/graph";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Actor, createActor, type EventObject, fromPromise, type SnapshotFrom } from "xstate";
import { NetworkError } from "../../../domain/rpc/clientErrors.ts";
import {
  createStatisticsPageMachine,
  type StatisticsPageEvent,
  type StatisticsPageLoad,
  type StatisticsPageTag,
} from "../../../machines/statisticsPage/statisticsPageMachine.ts";
import { transitionCoverage } from "../../helpers/transitionCoverage.ts";

/**
 * Model-based test of a statistics page's data (issue 9): a player's matches, paged by two, for two
 * players, one of them unknown to the server (its answer is null: the page is missing). Every transition
 * is reached by a path run against a real actor whose loads wait for the step that answers them (or
 * fails them with a network error). At each step the actor's state, tags, answer and the loads still
 * running are checked against the model: a new request drops the old one's load, a page carries on after
 * the shown cursor, a refresh reloads from the top with the answer kept on screen.
 */
interface Request {
  readonly playerId: string;
}
interface Answer {
  readonly ids: ReadonlyArray<string>;
  readonly endCursor: string | null;
}

const machine0 = createStatisticsPageMachine<Request, Answer>({
  id: "playerMatches",
  sameRequest: (a, b) => a.playerId === b.playerId,
  nextCursor: (answer) => answer.endCursor,
  append: (answer, next) => ({ ids: [...answer.ids, ...next.ids], endCursor: next.endCursor }),
});

type Snapshot = SnapshotFrom<typeof machine0>;
type LoadId = "loadPage" | "loadMore" | "refresh";
type ModelEvent =
  | StatisticsPageEvent<Request>
  | { readonly type: `xstate.done.actor.${LoadId}`; readonly output: Answer | null }
  | { readonly type: `xstate.error.actor.${LoadId}`; readonly error: unknown };

const ANN: Request = { playerId: "ann" };
const NOBODY: Request = { playerId: "nobody" };
const FAILURE = new NetworkError({ uri: "/graphql/statistics", cause: new Error("offline") });

/** The server's pages of Ann's matches by the cursor they follow; nobody has none (null). */
const PAGES: Record<string, Answer> = {
  first: { ids: ["m1", "m2"], endCursor: "c1" },
  c1: { ids: ["m3"], endCursor: null },
};
const answerTo = (load: StatisticsPageLoad<Request>): Answer | null =>
  load.request.playerId === "nobody" ? null : PAGES[load.after ?? "first"]!;

const stateKey = (state: Snapshot): string => {
  const { request, answer, failure } = state.context;
  return `${String(state.value)} ${request.playerId} [${answer?.ids.join(",") ?? "-"}] cursor=${answer?.endCursor ?? "-"} failure=${failure?.kind ?? "-"}`;
};

const modelEvents = (state: Snapshot): ModelEvent[] => {
  const always: ModelEvent[] = [
    { type: "statisticsPage.request", request: ANN },
    { type: "statisticsPage.request", request: NOBODY },
    { type: "statisticsPage.refresh" },
    { type: "statisticsPage.more" },
    { type: "statisticsPage.retry" },
  ];
  const answers = (id: LoadId): ModelEvent[] => {
    const after = id === "loadMore" ? (state.context.answer?.endCursor ?? null) : null;
    return [
      { type: `xstate.done.actor.${id}`, output: answerTo({ request: state.context.request, after }) },
      { type: `xstate.error.actor.${id}`, error: FAILURE },
    ];
  };
  switch (state.value) {
    case "loading":
      return [...answers("loadPage"), ...always];
    case "loadingMore":
      return [...answers("loadMore"), ...always];
    case "refreshing":
      return [...answers("refresh"), ...always];
    default:
      return always;
  }
};

const serializeEvent = (event: ModelEvent): string =>
  event.type.startsWith("statisticsPage.")
    ? event.type.slice("statisticsPage.".length) + ("request" in event ? ` ${event.request.playerId}` : "")
    : `${event.type.split(".").at(-1)} ${"error" in event ? "fails" : "answers"}`;

const model = new TestModel(machine0, {
  input: ANN,
  events: (state) => modelEvents(state) as unknown as StatisticsPageEvent<Request>[],
  serializeEvent: (event) => serializeEvent(event as ModelEvent),
  serializeState: (state) => stateKey(state),
  // NOTE: a plain TestModel matches only "*" by default: without this, the per-state checks never ran.
  stateMatcher: (state, key) => state.matches(key as Parameters<typeof state.matches>[0]),
});
const paths = transitionCoverage(
  model as unknown as TestModel<Snapshot, StatisticsPageEvent<Request>, unknown>,
  stateKey,
  stateKey,
);

const TAGS: Record<string, ReadonlyArray<StatisticsPageTag>> = {
  loading: ["loading"],
  loaded: ["loaded"],
  loadingMore: ["loaded", "loadingMore"],
  refreshing: ["loaded", "refreshing"],
  missing: ["missing"],
  failed: ["failed"],
};

describe("statisticsPageMachine model", () => {
  let loads: Array<{
    input: StatisticsPageLoad<Request>;
    resolve: (answer: Answer | null) => void;
    reject: (e: unknown) => void;
    live: () => boolean;
  }>;
  let machine: typeof machine0;
  let actor: Actor<typeof machine0>;

  beforeEach(() => {
    loads = [];
    machine = machine0.provide({
      actors: {
        loadPage: fromPromise<Answer | null, StatisticsPageLoad<Request>>(
          ({ input, signal }) =>
            new Promise((resolve, reject) => {
              let answered = false;
              loads.push({
                input,
                resolve: (answer) => {
                  answered = true;
                  resolve(answer);
                },
                reject: (error) => {
                  answered = true;
                  reject(error);
                },
                live: () => !answered && !signal.aborted,
              });
            }),
        ),
      },
    });
    actor = createActor(machine, { input: ANN }).start();
  });
  afterEach(() => actor.stop());

  const pending = () => loads.filter((load) => load.live());

  const check = (state: Snapshot) => {
    const actual = actor.getSnapshot();
    expect(stateKey(actual)).toBe(stateKey(state));
    for (const tag of ["loading", "loaded", "loadingMore", "refreshing", "failed", "missing"] as const)
      expect(actual.hasTag(tag), tag).toBe(TAGS[String(state.value)]!.includes(tag));
    const { request, answer } = state.context;
    // One load at most, always for the page's current request: a page continues after the shown cursor.
    const expected =
      state.value === "loadingMore"
        ? [{ request, after: answer?.endCursor ?? null }]
        : state.value === "loading" || state.value === "refreshing"
          ? [{ request, after: null }]
          : [];
    expect(pending().map((load) => load.input)).toEqual(expected);
    // What is on screen belongs to the request: nobody's page never shows Ann's matches.
    if (request.playerId === "nobody") expect(actual.context.answer).toBeNull();
    if (state.value === "loading") expect(actual.context.answer).toBeNull();
    const ids = actual.context.answer?.ids ?? [];
    expect(new Set(ids).size).toBe(ids.length);
  };

  const perform = async ({ event }: { event: EventObject }) => {
    const step = event as ModelEvent;
    if (step.type.startsWith("statisticsPage.")) {
      actor.send(step as StatisticsPageEvent<Request>);
      return;
    }
    const [load] = pending();
    expect(load, "a load waits for the answer").toBeDefined();
    if ("error" in step) load!.reject(step.error);
    else load!.resolve(answerTo(load!.input));
    await settle();
  };

  it("reaches every state, the whole list and a missing page", () => {
    expect(new Set(paths.map(({ path }) => String(path.state.value)))).toEqual(new Set(Object.keys(TAGS)));
    const whole = paths.filter(
      ({ path }) => path.state.value === "loaded" && path.state.context.answer?.endCursor === null,
    );
    expect(whole.map(({ path }) => path.state.context.answer?.ids)).toContainEqual(["m1", "m2", "m3"]);
    expect(paths.length).toBeGreaterThan(30);
  });

  for (const { description, path } of paths) {
    it(description, async () => {
      await model.testPath(path, {
        states: Object.fromEntries(Object.keys(TAGS).map((key) => [key, (state: Snapshot) => check(state)])),
        events: Object.fromEntries(
          [
            "statisticsPage.request",
            "statisticsPage.more",
            "statisticsPage.refresh",
            "statisticsPage.retry",
            ...(["loadPage", "loadMore", "refresh"] as const).flatMap((id) => [
              `xstate.done.actor.${id}`,
              `xstate.error.actor.${id}`,
            ]),
          ].map((type) => [type, perform]),
        ) as Parameters<typeof model.testPath>[1]["events"],
      });
    });
  }
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
