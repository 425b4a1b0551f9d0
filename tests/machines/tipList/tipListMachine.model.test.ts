import { TestModel } from "@xstate/graph";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Actor, createActor, type EventObject, fromPromise, type SnapshotFrom } from "xstate";
import { NetworkError } from "../../../domain/rpc/clientErrors.ts";
import type { TipCard, TipsPage } from "../../../domain/tips/tipsQuery.ts";
import type { TipsterTipsRequest } from "../../../domain/tips/tipsterProfileQuery.ts";
import {
  createTipListMachine,
  type TipListEvent,
  type TipListLoad,
  type TipListTag,
} from "../../../machines/tipList/tipListMachine.ts";
import { tipCard } from "../../helpers/tipCards.ts";
import { transitionCoverage } from "../../helpers/transitionCoverage.ts";

/**
 * Model-based test of a list of tips behind a cursor (the tips page's, the event Tips tab's and a
 * profile's lists are built from it): pages of two tips (three pages, the second repeating a tip that
 * moved), a network failure for every load, an unlock, the resume a server render's snapshot gets, and a
 * request change as a page adds one (here a profile's list that could switch sport: the other sport
 * reloads from the top, the same one is ignored). One path per transition, run against a real actor whose
 * loads wait for the step that answers them; each state is checked against the model and against the
 * pages the test served.
 */
type SportSelect = { readonly type: "list.sport.select"; readonly sportId: string };
type ListEvent = TipListEvent<"list"> | SportSelect;
const tipListMachine = createTipListMachine<"list", TipsterTipsRequest, SportSelect>({
  id: "list",
  sameRequest: (a, b) => a.list === b.list && a.userId === b.userId && a.sportId === b.sportId,
  requestChanges: { "list.sport.select": (request, event) => ({ ...request, sportId: event.sportId }) },
});

type Snapshot = SnapshotFrom<typeof tipListMachine>;
type LoadId = "loadTips" | "loadMoreTips" | "refreshTips";
type ModelEvent =
  | ListEvent
  | { readonly type: `xstate.done.actor.${LoadId}`; readonly output: TipsPage }
  | { readonly type: `xstate.error.actor.${LoadId}`; readonly error: unknown };

const START: TipsterTipsRequest = { list: "closed", userId: "u-ann", sportId: "soccer-id" };
const OTHER_SPORT = "tennis-id";
const FAILURE = new NetworkError({ uri: "/graphql/users", cause: new Error("offline") });

/** Settled tips of the list's tipster. */
const tip = (id: string): TipCard =>
  tipCard(id, {
    sportId: START.sportId,
    closingOdds: 2,
    creator: { id: START.userId, name: "Ann" },
    status: "won",
    predictionResult: "won",
  });

/** The server's pages by the cursor they follow: "b" moves to the second page as the first is read. */
const PAGES: Record<string, TipsPage> = {
  first: { tips: [tip("a"), tip("b")], pageInfo: { endCursor: "c1", hasNextPage: true } },
  c1: { tips: [tip("b"), tip("c")], pageInfo: { endCursor: "c2", hasNextPage: true } },
  c2: { tips: [tip("d")], pageInfo: { endCursor: "c3", hasNextPage: false } },
};
const pageAfter = (after: string | null): TipsPage => PAGES[after ?? "first"]!;

const stateKey = (state: Snapshot): string => {
  const { tips, endCursor, hasNextPage, failure } = state.context;
  const shown = tips.map((t) => `${t.id}${t.comment === null ? "" : "*"}`).join(",");
  return `${String(state.value)} ${state.context.request.sportId} [${shown}] cursor=${endCursor ?? "-"} more=${hasNextPage} failure=${failure?.kind ?? "-"}`;
};

const serializeEvent = (event: ModelEvent): string =>
  event.type.startsWith("list.")
    ? event.type.slice("list.".length) +
      ("tipId" in event ? ` ${event.tipId}` : "") +
      ("sportId" in event ? ` ${event.sportId}` : "")
    : `${event.type.split(".").at(-1)} ${"error" in event ? "fails" : "answers"}`;

const modelEvents = (state: Snapshot): ModelEvent[] => {
  const { endCursor } = state.context;
  const always: ModelEvent[] = [
    { type: "list.resume" },
    { type: "list.tip.unlocked", tipId: "b", comment: "Why b" },
    { type: "list.sport.select", sportId: START.sportId },
    { type: "list.sport.select", sportId: OTHER_SPORT },
  ];
  const answers = (id: LoadId, after: string | null): ModelEvent[] => [
    { type: `xstate.done.actor.${id}`, output: pageAfter(after) },
    { type: `xstate.error.actor.${id}`, error: FAILURE },
  ];
  switch (state.value) {
    case "loading":
      return [...answers("loadTips", null), ...always];
    case "loadingMore":
      return [...answers("loadMoreTips", endCursor), ...always];
    case "refreshing":
      return [...answers("refreshTips", null), ...always];
    case "loaded":
      return [{ type: "list.more" }, ...always];
    case "failed":
      return [{ type: "list.retry" }, ...always];
    default:
      return always;
  }
};

const model = new TestModel(tipListMachine, {
  input: START,
  events: (state) => modelEvents(state) as unknown as ListEvent[],
  serializeEvent: (event) => serializeEvent(event as ModelEvent),
  serializeState: (state) => stateKey(state),
  // NOTE: a plain TestModel matches only "*" by default: without this, the per-state checks never ran.
  stateMatcher: (state, key) => state.matches(key as Parameters<typeof state.matches>[0]),
});
const paths = transitionCoverage(
  model as unknown as TestModel<Snapshot, ListEvent, unknown>,
  stateKey,
  stateKey,
);

const TAGS: Record<string, ReadonlyArray<TipListTag>> = {
  loading: ["loading"],
  loaded: ["loaded"],
  loadingMore: ["loaded", "loadingMore"],
  refreshing: ["loaded", "refreshing"],
  failed: ["failed"],
};

describe("tipListMachine model", () => {
  let loads: Array<{
    input: TipListLoad<TipsterTipsRequest>;
    resolve: (page: TipsPage) => void;
    reject: (e: unknown) => void;
    live: () => boolean;
  }>;
  let machine: typeof tipListMachine;
  let actor: Actor<typeof tipListMachine>;

  beforeEach(() => {
    loads = [];
    machine = tipListMachine.provide({
      actors: {
        loadTips: fromPromise<TipsPage, TipListLoad<TipsterTipsRequest>>(
          ({ input, signal }) =>
            new Promise((resolve, reject) => {
              let answered = false;
              loads.push({
                input,
                resolve: (page) => {
                  answered = true;
                  resolve(page);
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
    actor = createActor(machine, { input: START }).start();
  });
  afterEach(() => actor.stop());

  const pending = () => loads.filter((load) => load.live());

  const check = (state: Snapshot) => {
    const actual = actor.getSnapshot();
    expect(stateKey(actual)).toBe(stateKey(state));
    for (const tag of ["loading", "loaded", "loadingMore", "refreshing", "failed"] as const)
      expect(actual.hasTag(tag), tag).toBe(TAGS[String(state.value)]!.includes(tag));
    // Always the list's current request; a "more" continues after the cursor shown, the others from the
    // top; a request change leaves no load for the old one running.
    const { request } = state.context;
    const expected =
      state.value === "loadingMore"
        ? [{ request, after: state.context.endCursor }]
        : state.value === "loading" || state.value === "refreshing"
          ? [{ request, after: null }]
          : [];
    if (state.value === "loading") expect(actual.context.tips).toEqual([]);
    expect(pending().map((load) => load.input)).toEqual(expected);
    // Each tip once, whatever page brought it.
    const ids = actual.context.tips.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
  };

  const perform = async ({ event }: { event: EventObject }) => {
    const step = event as ModelEvent;
    if (step.type.startsWith("list.")) {
      if (step.type === "list.resume" && ["loaded", "failed"].includes(String(actor.getSnapshot().value))) {
        const carried = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
        actor.stop();
        actor = createActor(machine, { input: START, snapshot: carried }).start();
      }
      actor.send(step as ListEvent);
      return;
    }
    const [load] = pending();
    expect(load, "a load waits for the answer").toBeDefined();
    if ("error" in step) load!.reject(step.error);
    else load!.resolve(pageAfter(load!.input.after));
    await settle();
  };

  it("reaches every state and the end of the list", () => {
    expect(new Set(paths.map(({ path }) => String(path.state.value)))).toEqual(new Set(Object.keys(TAGS)));
    const ends = paths.filter(({ path }) => path.state.value === "loaded" && !path.state.context.hasNextPage);
    expect(ends.map(({ path }) => path.state.context.tips.map((t) => t.id))).toContainEqual([
      "a",
      "b",
      "c",
      "d",
    ]);
  });

  for (const { description, path } of paths) {
    it(description, async () => {
      await model.testPath(path, {
        states: Object.fromEntries(Object.keys(TAGS).map((key) => [key, (state: Snapshot) => check(state)])),
        events: Object.fromEntries(
          [
            "list.more",
            "list.retry",
            "list.resume",
            "list.tip.unlocked",
            "list.sport.select",
            ...(["loadTips", "loadMoreTips", "refreshTips"] as const).flatMap((id) => [
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
