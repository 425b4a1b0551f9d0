import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Actor, createActor, type EventObject } from "xstate";
import { PROFILE_RETRY_DELAY_MS } from "../../../machines/profile/profileMachine.ts";
import { transitionCoverage } from "../../helpers/transitionCoverage.ts";
import { FAILURES, type PROFILE } from "./profileFixtures.ts";
import { profileHarness, settle } from "./profileHarness.ts";
import {
  type ModelEvent,
  type ProfileSnapshot,
  profileModel,
  RETRY_EVENT,
  savedAfter,
  stateKey,
} from "./profileModel.ts";

/**
 * Model-based test: one path per transition of the model (`profileModel.ts`), each run against a real
 * actor whose loads and saves wait for the step that answers them, with the retry delay on fake timers.
 * Every reached state is checked against the model: what the actor holds, what it says (tags), and what it
 * leaves running (calls in flight, timers).
 */
const model = profileModel();
const paths = transitionCoverage(model, stateKey, stateKey);

describe("profileMachine model", () => {
  let harness: ReturnType<typeof profileHarness>;
  let actor: Actor<typeof harness.machine>;

  beforeEach(() => {
    vi.useFakeTimers();
    harness = profileHarness();
    actor = createActor(harness.machine).start();
  });
  afterEach(() => {
    actor.stop();
    vi.useRealTimers();
  });

  it("walks every state of loading, reloading, failing and saving, in and out of a session", () => {
    const reached = new Set(paths.map(({ path }) => JSON.stringify(path.state.value)));
    expect(reached).toContain('"signedOut"');
    for (const data of ["loading", "failed", "loaded", "reloading"]) {
      for (const settings of ["idle", "saving"]) {
        if (data !== "loaded" && data !== "reloading" && settings === "saving") continue;
        expect(reached).toContain(JSON.stringify({ signedIn: { data, settings } }));
      }
    }
    // A save with another one queued behind it, and a failed load of each kind.
    expect(paths.some(({ path }) => path.state.context.queuedSettings !== null)).toBe(true);
    for (const kind of ["network", "refused"]) {
      expect(paths.some(({ path }) => path.state.context.loadFailure?.kind === kind)).toBe(true);
    }
  });

  const check = (state: ProfileSnapshot) => {
    const actual = actor.getSnapshot();
    expect(actual.value).toEqual(state.value);
    expect(actual.context).toEqual(state.context);
    for (const tag of ["signedOut", "loading", "failed", "loaded", "reloading", "savingSettings"] as const) {
      expect(actual.hasTag(tag), tag).toBe(state.hasTag(tag));
    }
    const loading =
      state.matches({ signedIn: { data: "loading" } }) || state.matches({ signedIn: { data: "reloading" } });
    expect(harness.pendingLoads()).toHaveLength(loading ? 1 : 0);
    expect(harness.pendingSaves()).toHaveLength(state.matches({ signedIn: { settings: "saving" } }) ? 1 : 0);
    if (state.matches({ signedIn: { settings: "saving" } })) {
      // The save in flight carries exactly the change the model says is being saved.
      expect(harness.pendingSaves()[0]!.input).toEqual(state.context.savingSettings);
    }
    // Only a failed load waits for time; nothing else leaves a timer behind.
    expect(vi.getTimerCount()).toBe(state.matches({ signedIn: { data: "failed" } }) ? 1 : 0);
    // Signed out holds nothing of the user.
    if (state.matches("signedOut")) expect(actual.context.profile).toBeNull();
  };

  const perform = async ({ event }: { event: EventObject }) => {
    const step = event as ModelEvent;
    if (step.type === RETRY_EVENT) {
      vi.advanceTimersByTime(PROFILE_RETRY_DELAY_MS - 1);
      expect(harness.pendingLoads()).toHaveLength(0);
      vi.advanceTimersByTime(1);
      return;
    }
    if (step.type.startsWith("profile.")) {
      actor.send(step as Extract<ModelEvent, { type: `profile.${string}` }>);
      await settle();
      return;
    }
    if (step.type.endsWith("saveSettings")) {
      const [save] = harness.pendingSaves();
      expect(save).toBeDefined();
      const before = actor.getSnapshot().context;
      if ("failure" in step) save!.reject(FAILURES[step.failure]);
      else save!.resolve(savedAfter(before.profile?.settings ?? null, before.savingSettings ?? {}));
    } else {
      const [load] = harness.pendingLoads();
      expect(load).toBeDefined();
      if ("failure" in step) load!.reject(FAILURES[step.failure]);
      else if ("output" in step) load!.resolve(step.output as typeof PROFILE);
    }
    await settle();
  };

  const events = Object.fromEntries(
    [
      "profile.signedIn",
      "profile.reset",
      "profile.reload",
      "profile.settings.changed",
      "xstate.done.actor.loadProfile",
      "xstate.error.actor.loadProfile",
      "xstate.done.actor.reloadProfile",
      "xstate.error.actor.reloadProfile",
      "xstate.done.actor.saveSettings",
      "xstate.error.actor.saveSettings",
      RETRY_EVENT,
    ].map((type) => [type, perform]),
  ) as Parameters<typeof model.testPath>[1]["events"];

  for (const { description, path } of paths) {
    it(description, async () => {
      await model.testPath(path, { states: { signedOut: check, signedIn: check }, events });
    });
  }
});
