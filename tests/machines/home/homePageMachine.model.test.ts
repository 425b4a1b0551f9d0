import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Actor, type ActorOptions, type AnyActorLogic, createActor, type EventObject } from "xstate";
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
 * what it leaves running (loads in flight, timers). A `home.resume` step on a loaded actor does what a
 * server render and the browser do: the actor's persisted snapshot goes through JSON into a new actor
 * (which has no refresh timer), a period passes, and the new actor is told `home.resume`.
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
  /** When each timer the actor set will fire (fake time), until it fires or is cleared. */
  let due: Map<unknown, number>;
  // The fake timers, with each timer's due time noted so a state can check it without waiting for it.
  const clock: NonNullable<ActorOptions<AnyActorLogic>["clock"]> = {
    setTimeout: (fn, timeout) => {
      const id = setTimeout(() => {
        due.delete(id);
        fn();
      }, timeout);
      due.set(id, Date.now() + timeout);
      return id;
    },
    clearTimeout: (id) => {
      due.delete(id);
      clearTimeout(id);
    },
  };

  beforeEach(() => {
    vi.useFakeTimers();
    due = new Map();
    harness = homeHarness();
    actor = createActor(harness.machine, { input: START, clock }).start();
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
      // A whole period from now, whichever way it came here: no step leaves time on a running timer.
      expect([...due.values()]).toEqual([Date.now() + HOME_REFRESH_MS]);
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

  /** What a server render carries to the browser: the actor's persisted snapshot, through JSON. */
  const restoreFromServer = () => {
    const carried = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    actor.stop();
    actor = createActor(harness.machine, { input: START, snapshot: carried, clock }).start();
    expect(actor.getSnapshot().value).toBe("loaded");
    // A snapshot carries no delayed event: the restored page would sit still without the resume.
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(HOME_REFRESH_MS);
    expect(inFlight()).toEqual([]);
  };

  const perform = async ({ event }: { event: EventObject }) => {
    const step = event as ModelEvent;
    switch (step.type) {
      case "home.sport.select":
      case "home.timeZone.change":
      case "home.retry":
        actor.send(step);
        return;
      case "home.resume":
        if (actor.getSnapshot().matches("loaded")) restoreFromServer();
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

  it("offers a resume in every state, and it changes nothing the page shows", () => {
    // Nodes are keyed by their incoming transition, so the steps of the paths are all the edges.
    const resumes = paths.flatMap((path) =>
      path.steps
        .slice(1)
        .flatMap((step, i) =>
          step.event.type === "home.resume" ? [{ from: path.steps[i]!.state, to: step.state }] : [],
        ),
    );
    expect(new Set(resumes.map(({ from }) => String(from.value)))).toEqual(
      new Set(["loading", "loaded", "refreshing", "failed"]),
    );
    for (const { from, to } of resumes) expect(stateKey(to)).toBe(stateKey(from));
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
          "home.resume": perform,
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
