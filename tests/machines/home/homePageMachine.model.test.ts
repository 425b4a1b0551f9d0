import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Actor, createActor, type EventObject } from "xstate";
import { homeLoadFailure } from "../../../machines/home/homeLoadFailure.ts";
import { HOME_REFRESH_MS, type HomePageTag } from "../../../machines/home/homePageMachine.ts";
import { answeredRequest, answerFor, homeHarness, settle } from "./homeHarness.ts";
import {
  FAILURES,
  type HomeSnapshot,
  homePageModel,
  type ModelEvent,
  REFRESH_EVENT,
  START,
  serializeEvent,
  stateKey,
} from "./homePageModel.ts";

/**
 * Model-based test: one path per transition of the model (`homePageModel.ts`), each run against a real
 * actor whose loads wait for the step that answers them and whose refresh is real scheduled time on fake
 * timers. Every reached state is checked against the model: what the actor asks for, what it shows, and
 * what it leaves running (loads in flight, timers).
 */
const model = homePageModel();
const paths = model.getShortestPaths();

const TAGS: Record<string, ReadonlyArray<HomePageTag>> = {
  loading: ["loading"],
  loaded: ["loaded"],
  refreshing: ["loaded", "refreshing"],
  failed: ["failed"],
};

describe("homePageMachine model", () => {
  let harness: ReturnType<typeof homeHarness>;
  let actor: Actor<typeof harness.machine>;

  beforeEach(() => {
    vi.useFakeTimers();
    harness = homeHarness();
    actor = createActor(harness.machine, { input: START }).start();
  });
  afterEach(() => {
    actor.stop();
    vi.useRealTimers();
  });

  /** What every state must satisfy, whichever it is. */
  const checkCommon = (state: HomeSnapshot) => {
    const actual = actor.getSnapshot();
    expect(actual.value).toEqual(state.value);
    expect(actual.context.request).toEqual(state.context.request);
    expect(answeredRequest(actual.context.answer)).toBe(answeredRequest(state.context.answer));
    expect(actual.context.failure).toEqual(state.context.failure);
    for (const tag of ["loading", "loaded", "refreshing", "failed"] as const) {
      expect(actual.hasTag(tag)).toBe(TAGS[String(actual.value)]!.includes(tag));
    }
    // Loads the machine gave up on were aborted, never left running beside the current one.
    expect(harness.pending().length).toBeLessThanOrEqual(1);
    return actual;
  };

  const inFlight = () => harness.pending().map((load) => load.input);

  const states = {
    loading: (state: HomeSnapshot) => {
      const actual = checkCommon(state);
      expect(actual.context.answer).toBeNull();
      expect(inFlight()).toEqual([state.context.request]);
      expect(vi.getTimerCount()).toBe(0);
    },
    loaded: (state: HomeSnapshot) => {
      const actual = checkCommon(state);
      // Always an answer for the very request shown.
      expect(answeredRequest(actual.context.answer)).toBe(answeredRequest(answerFor(actual.context.request)));
      expect(inFlight()).toEqual([]);
      expect(vi.getTimerCount()).toBe(1);
    },
    refreshing: (state: HomeSnapshot) => {
      const actual = checkCommon(state);
      expect(actual.context.answer).not.toBeNull();
      expect(inFlight()).toEqual([state.context.request]);
      expect(vi.getTimerCount()).toBe(0);
    },
    failed: (state: HomeSnapshot) => {
      const actual = checkCommon(state);
      expect(actual.context.answer).toBeNull();
      expect(actual.context.failure).not.toBeNull();
      expect(inFlight()).toEqual([]);
      expect(vi.getTimerCount()).toBe(0);
    },
  };

  const perform = async ({ event }: { event: EventObject }) => {
    const step = event as ModelEvent;
    switch (step.type) {
      case "home.sport.select":
      case "home.timeZone.change":
      case "home.retry":
        actor.send(step);
        return;
      case REFRESH_EVENT:
        vi.advanceTimersByTime(HOME_REFRESH_MS - 1);
        expect(inFlight()).toEqual([]);
        vi.advanceTimersByTime(1);
        return;
    }
    const [load] = harness.pending();
    expect(load).toBeDefined();
    if ("output" in step) load!.resolve(answerFor(load!.input));
    else if ("failure" in step) load!.reject(step.error);
    await settle();
  };

  it("reaches every state with every kind of failure", () => {
    const reached = new Set(
      paths.map((path) => `${String(path.state.value)}/${path.state.context.failure?.kind ?? "-"}`),
    );
    for (const kind of Object.values(FAILURES).map((error) => homeLoadFailure(error).kind)) {
      expect(reached).toContain(`failed/${kind}`);
      expect(reached).toContain(`loaded/${kind}`);
    }
    expect(new Set(paths.map((path) => String(path.state.value)))).toEqual(
      new Set(["loading", "loaded", "refreshing", "failed"]),
    );
  });

  for (const path of paths) {
    const route = path.steps
      .flatMap((step) =>
        step.event.type.startsWith("xstate.init") ? [] : [serializeEvent(step.event as ModelEvent)],
      )
      .join(" → ");
    it(`reaches ${stateKey(path.state)} by ${route || "starting"}`, async () => {
      await model.testPath(path, {
        states,
        events: {
          "home.sport.select": perform,
          "home.timeZone.change": perform,
          "home.retry": perform,
          "xstate.done.actor.loadHome": perform,
          "xstate.error.actor.loadHome": perform,
          "xstate.done.actor.refreshHome": perform,
          "xstate.error.actor.refreshHome": perform,
          [REFRESH_EVENT]: perform,
        } as Parameters<typeof model.testPath>[1]["events"],
      });
    });
  }
});
