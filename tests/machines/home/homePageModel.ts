import { TestModel } from "@xstate/graph";
import type { SnapshotFrom } from "xstate";
import { ApiError, NetworkError } from "../../../domain/rpc/clientErrors.ts";
import type { HomeTopAnswer } from "../../../domain/sportsbook/homeQuery.ts";
import { type HomePageEvent, homePageMachine } from "../../../machines/home/homePageMachine.ts";
import { answeredRequest, answerFor } from "./homeHarness.ts";

/**
 * The abstract model the model-based test walks: two sports and two offsets, so every change has
 * somewhere to go, and two kinds of failure (the network, a refusal) for every load. `home.resume` (what
 * the browser sends to an actor restored from a server render) is offered in every state, so the model
 * also shows it changes nothing but the refresh timer of `loaded`.
 */
export type HomeSnapshot = SnapshotFrom<typeof homePageMachine>;

export const SPORTS = ["soccer-id", "tennis-id"] as const;
export const OFFSETS = [0, 19_800] as const;
export const START = { sportId: SPORTS[0], timeZoneOffset: OFFSETS[0] };

/** The event XState raises when `refreshDelay` ends in `loaded`. */
export const REFRESH_EVENT = homePageMachine.getStateNodeById("homePage.loaded").after[0]!
  .eventType as `xstate.after.refreshDelay.homePage.loaded`;

export const FAILURES = {
  network: new NetworkError({ uri: "/graphql/sportsbook", cause: new Error("offline") }),
  refused: new ApiError({
    uri: "/graphql/sportsbook",
    errors: [{ code: "sport.not_found", type: "NOT_FOUND", message: "Sport not found" }],
  }),
} as const;
export type FailureName = keyof typeof FAILURES;

type LoadId = "loadHome" | "refreshHome";

/** The events the model sends; done and error events stand for the fake load's answers. */
export type ModelEvent =
  | HomePageEvent
  | { readonly type: `xstate.done.actor.${LoadId}`; readonly output: HomeTopAnswer }
  | { readonly type: `xstate.error.actor.${LoadId}`; readonly error: unknown; readonly failure: FailureName }
  | { readonly type: typeof REFRESH_EVENT };

const other = <T>(values: readonly [T, T], value: T): T => (values[0] === value ? values[1] : values[0]);

export const modelEvents = (state: HomeSnapshot): ModelEvent[] => {
  const { request } = state.context;
  const changes: ModelEvent[] = [
    { type: "home.sport.select", sportId: other(SPORTS, request.sportId as (typeof SPORTS)[number]) },
    // The same sport again must change nothing.
    { type: "home.sport.select", sportId: request.sportId },
    {
      type: "home.timeZone.change",
      timeZoneOffset: other(OFFSETS, request.timeZoneOffset as (typeof OFFSETS)[number]),
    },
    { type: "home.resume" },
  ];
  const answers = (id: LoadId): ModelEvent[] => [
    { type: `xstate.done.actor.${id}`, output: answerFor(request) },
    ...Object.entries(FAILURES).map(
      ([name, error]): ModelEvent => ({
        type: `xstate.error.actor.${id}`,
        error,
        failure: name as FailureName,
      }),
    ),
  ];
  switch (state.value) {
    case "loading":
      return [...answers("loadHome"), ...changes];
    case "loaded":
      return [{ type: REFRESH_EVENT }, ...changes];
    case "refreshing":
      return [...answers("refreshHome"), ...changes];
    case "failed":
      return [{ type: "home.retry" }, ...changes];
    default:
      return [];
  }
};

export const serializeEvent = (event: ModelEvent): string => {
  switch (event.type) {
    case "home.sport.select":
      return `sport ${event.sportId}`;
    case "home.timeZone.change":
      return `offset ${event.timeZoneOffset}`;
    case "home.retry":
      return "retry";
    case "home.resume":
      return "resume";
    case REFRESH_EVENT:
      return "30 s pass";
    default: {
      const load = event.type.split(".").at(-1);
      return "failure" in event ? `${load} fails (${event.failure})` : `${load} answers`;
    }
  }
};

/** A state as the model tells states apart: where it is, what it asks for, what it shows. */
export const stateKey = (state: HomeSnapshot): string => {
  const { request, answer, failure } = state.context;
  return `${String(state.value)} ${request.sportId}@${request.timeZoneOffset} answer=${answeredRequest(answer) ?? "-"} failure=${failure?.kind ?? "-"}`;
};

/**
 * NOTE: `createTestModel` refuses machines with `invoke` or `after`, so, as for the feed machine, the
 * model is a `TestModel` over the machine's own pure transition function, and the system under test is a
 * running actor whose loads wait until a step answers them, on fake timers. Nodes are keyed by their
 * incoming transition too, so shortest paths walk every transition, not only every state.
 */
export const homePageModel = () =>
  new TestModel(homePageMachine, {
    input: START,
    events: (state) => modelEvents(state) as unknown as HomePageEvent[],
    serializeEvent: (event) => serializeEvent(event as ModelEvent),
    serializeState: (state, event, previous) =>
      event && previous
        ? `${stateKey(state)} <- ${serializeEvent(event as ModelEvent)} <- ${stateKey(previous)}`
        : stateKey(state),
    stateMatcher: (state, key) => state.matches(key as Parameters<typeof state.matches>[0]),
  });
