import { TestModel } from "@xstate/graph";
import type { SnapshotFrom } from "xstate";
import { NetworkError } from "../../../domain/rpc/clientErrors.ts";
import type { RankingRow } from "../../../domain/tips/rankingQuery.ts";
import {
  type RankingPageEvent,
  type RankingPageInput,
  rankingPageMachine,
} from "../../../machines/ranking/rankingPageMachine.ts";

/**
 * The abstract model the model-based test walks, from each way a page can start: a public tab (ALL), and
 * FOLLOWING for a visitor and for a signed-in viewer. Every event is offered in every state, so the model
 * also shows which ones change nothing (a resume while loading, the same viewer again).
 */
export type RankingSnapshot = SnapshotFrom<typeof rankingPageMachine>;

export const STARTS: Readonly<Record<string, RankingPageInput>> = {
  "ALL, visitor": {
    request: { sportId: "soccer-id", tab: "ALL", period: "ALL_TIME", limit: 100 },
    signedIn: false,
  },
  "FOLLOWING, visitor": {
    request: { sportId: "soccer-id", tab: "FOLLOWING", period: "LAST_7_DAYS", limit: 100 },
    signedIn: false,
  },
  "FOLLOWING, signed in": {
    request: { sportId: "soccer-id", tab: "FOLLOWING", period: "LAST_7_DAYS", limit: 100 },
    signedIn: true,
  },
};

export const FAILURE = new NetworkError({ uri: "/graphql/users", cause: new Error("offline") });

type LoadId = "loadRanking";

/** The events the model sends; done and error events stand for the fake load's answers. */
export type ModelEvent =
  | RankingPageEvent
  | { readonly type: `xstate.done.actor.${LoadId}`; readonly output: ReadonlyArray<RankingRow> }
  | { readonly type: `xstate.error.actor.${LoadId}`; readonly error: unknown };

/** The abstract answer: rows that only say they are an answer (the running test answers with real ones). */
const ANSWER: ReadonlyArray<RankingRow> = [];

const VIEWER: ReadonlyArray<ModelEvent> = [
  { type: "ranking.viewer.signedIn" },
  { type: "ranking.viewer.signedOut" },
  { type: "ranking.resume" },
  { type: "ranking.retry" },
];

export const modelEvents = (state: RankingSnapshot): ModelEvent[] => {
  const answers = (id: LoadId): ModelEvent[] => [
    { type: `xstate.done.actor.${id}`, output: ANSWER },
    { type: `xstate.error.actor.${id}`, error: FAILURE },
  ];
  switch (state.value) {
    case "loading":
      return [...answers("loadRanking"), ...VIEWER];
    default:
      return [...VIEWER];
  }
};

export const serializeEvent = (event: ModelEvent): string => {
  switch (event.type) {
    case "ranking.viewer.signedIn":
      return "signs in";
    case "ranking.viewer.signedOut":
      return "signs out";
    case "ranking.resume":
      return "resume";
    case "ranking.retry":
      return "retry";
    default: {
      const load = event.type.split(".").at(-1);
      return "error" in event ? `${load} fails` : `${load} answers`;
    }
  }
};

/** A state as the model tells states apart: where it is, for whom, and whether a failure is noted. */
export const stateKey = (state: RankingSnapshot): string =>
  `${String(state.value)} signedIn=${state.context.signedIn} failure=${state.context.failure?.kind ?? "-"}`;

/**
 * NOTE: `createTestModel` refuses machines with `invoke`, so, as for the home machine, the model is a
 * `TestModel` over the machine's pure transition function, and the system under test a running actor
 * whose loads wait until a step answers them. Nodes are keyed by their incoming transition too, so the
 * shortest paths walk every transition, not only every state.
 */
export const rankingPageModel = (input: RankingPageInput) =>
  new TestModel(rankingPageMachine, {
    input,
    events: (state) => modelEvents(state) as unknown as RankingPageEvent[],
    serializeEvent: (event) => serializeEvent(event as ModelEvent),
    serializeState: (state, event, previous) =>
      event && previous
        ? `${stateKey(state)} <- ${serializeEvent(event as ModelEvent)} <- ${stateKey(previous)}`
        : stateKey(state),
    stateMatcher: (state, key) => state.matches(key as Parameters<typeof state.matches>[0]),
  });
