import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Actor, createActor, type EventObject } from "xstate";
import type { FollowIntent } from "../../../machines/follow/followIntents.ts";
import type { FollowEmitted } from "../../../machines/follow/followMachine.ts";
import { followButtonOf, followersShownOf, sheetRowsOf } from "../../../machines/follow/followView.ts";
import { settle } from "../../helpers/pendingCalls.ts";
import { transitionCoverage } from "../../helpers/transitionCoverage.ts";
import { ANN, BOB, EXPECTED_FAILURE, followHarness, LEADERS, ME } from "./followHarness.ts";
import {
  type FollowSnapshot,
  followModel,
  type ModelEvent,
  type ModelScope,
  stateKey,
} from "./followModel.ts";

/**
 * Model-based test: one path per transition of the model (`followModel.ts`), each replayed on a real actor
 * whose calls wait for the step that answers them. Beside the actor, the test keeps its own account of the
 * world, written apart from the machine: a fake server's follows (changed only by answered calls and by a
 * loaded profile), what each button should show after the presses so far, which rows the open sheet must
 * still list, and which events the app should have been sent. Every reached state is checked against it.
 */

/** The test's own account of what should be true, updated step by step from the events alone. */
interface World {
  signedIn: boolean;
  viewerId: string | null;
  /** The fake server: whom the current viewer follows. */
  server: Set<string>;
  /** What each leader's button shows. */
  shown: Map<string, boolean>;
  /** The rows the open sheet lists, in order; null while shut. */
  sheet: string[] | null;
  emitted: FollowEmitted[];
}

const freshWorld = (): World => ({
  signedIn: false,
  viewerId: null,
  server: new Set(),
  shown: new Map(),
  sheet: null,
  emitted: [],
});

/** Everyone a button may be pressed for: the viewer is one of them once another account signs in. */
const EVERYONE = [ANN, BOB, ME];

const shows = (world: World, leaderId: string) => world.shown.get(leaderId) ?? false;

const walk = (label: string, scope: ModelScope) => {
  const model = followModel(scope);
  const paths = transitionCoverage(model, stateKey, stateKey);

  describe(`followMachine model, ${label}`, () => {
    let harness: ReturnType<typeof followHarness>;
    let actor: Actor<typeof harness.machine>;
    let world: World;

    beforeEach(() => {
      harness = followHarness();
      actor = createActor(harness.machine);
      actor.on("*", harness.record);
      actor.start();
      world = freshWorld();
    });
    afterEach(() => actor.stop());

    /**
     * The sheet keeps every row it listed, in place (an unfollowed one offers to follow again), and adds
     * at its end whoever the viewer now shows as followed; shut, it lists nothing.
     */
    const checkSheet = (snapshot: FollowSnapshot) => {
      const rows = sheetRowsOf(snapshot);
      if (world.sheet === null) {
        expect(rows).toEqual([]);
        return;
      }
      const listed = rows.map((row) => row.leaderId);
      const kept = world.sheet;
      expect(listed.slice(0, kept.length)).toEqual(kept);
      const due = EVERYONE.filter((leaderId) => shows(world, leaderId) && !kept.includes(leaderId));
      expect([...listed.slice(kept.length)].sort()).toEqual(due.sort());
      for (const row of rows) expect(row.following).toBe(shows(world, row.leaderId));
      world.sheet = listed;
    };

    const check = (state: FollowSnapshot) => {
      const actual = actor.getSnapshot();
      expect(actual.value).toEqual(state.value);
      expect(actual.context).toEqual(state.context);
      expect(harness.emitted).toEqual(world.emitted);
      checkSheet(actual);
      return actual;
    };

    /** Every other user's button shows the world's state; the viewer's own profile has none. */
    const checkButtons = (snapshot: FollowSnapshot) => {
      const viewerId = world.viewerId!;
      for (const leaderId of EVERYONE) {
        if (leaderId === viewerId) {
          expect(followButtonOf(snapshot, leaderId)).toEqual({ kind: "none" });
          continue;
        }
        expect(followButtonOf(snapshot, leaderId).kind).toBe(shows(world, leaderId) ? "following" : "follow");
        // The leader's followers as their profile shows them: the viewer in them exactly when following.
        const served = world.server.has(leaderId) ? ["someone", viewerId] : ["someone"];
        expect(followersShownOf(snapshot, leaderId, served).includes(viewerId)).toBe(shows(world, leaderId));
      }
    };

    const states = {
      signedOut: (state: FollowSnapshot) => {
        const snapshot = check(state);
        expect(world.signedIn).toBe(false);
        for (const leaderId of LEADERS)
          expect(followButtonOf(snapshot, leaderId)).toEqual({ kind: "signIn" });
        expect(harness.pendingCalls()).toEqual([]);
      },
      loading: (state: FollowSnapshot) => {
        const snapshot = check(state);
        for (const leaderId of LEADERS)
          expect(followButtonOf(snapshot, leaderId)).toEqual({ kind: "loading" });
        expect(harness.pendingCalls()).toEqual([]);
      },
      "ready.idle": (state: FollowSnapshot) => {
        const snapshot = check(state);
        checkButtons(snapshot);
        expect(snapshot.hasTag("saving")).toBe(false);
        expect(harness.pendingCalls()).toEqual([]);
        // Nothing waiting: what the screen shows is what the server holds.
        for (const leaderId of LEADERS) expect(shows(world, leaderId)).toBe(world.server.has(leaderId));
      },
      "ready.saving": (state: FollowSnapshot) => {
        const snapshot = check(state);
        checkButtons(snapshot);
        expect(snapshot.hasTag("saving")).toBe(true);
        const calls = harness.pendingCalls();
        expect(calls).toHaveLength(1);
        const { leaderId, follow } = calls[0]!.input;
        // A call always asks the server for a change, never for the viewer themselves.
        expect(leaderId).not.toBe(world.viewerId);
        expect(follow).toBe(!world.server.has(leaderId));
        expect(followButtonOf(snapshot, leaderId)).toMatchObject({ saving: true });
      },
    };

    const answer = (input: FollowIntent) => {
      if (input.follow) world.server.add(input.leaderId);
      else world.server.delete(input.leaderId);
      return { leaderId: input.leaderId, isFollow: input.follow };
    };

    const perform = async ({ event }: { event: EventObject }) => {
      const step = event as ModelEvent;
      switch (step.type) {
        case "xstate.done.actor.saveFollow": {
          const [call] = harness.pendingCalls();
          call!.resolve(answer(call!.input));
          break;
        }
        case "xstate.error.actor.saveFollow": {
          const [call] = harness.pendingCalls();
          const { leaderId, follow } = call!.input;
          // Rolled back to the server's word, and the app asked for a toast.
          world.shown.set(leaderId, world.server.has(leaderId));
          world.emitted.push({
            type: "follow.failed",
            leaderId,
            follow,
            failure: EXPECTED_FAILURE[step.failure],
          });
          call!.reject(step.error);
          break;
        }
        case "follow.toggle":
          if (!world.signedIn) world.emitted.push({ type: "follow.signInRequired", leaderId: step.leaderId });
          else if (world.viewerId !== null && step.leaderId !== world.viewerId)
            world.shown.set(step.leaderId, !shows(world, step.leaderId));
          actor.send(step);
          break;
        case "follow.session.signedIn":
          world.signedIn = true;
          actor.send(step);
          break;
        case "follow.session.signedOut":
          world.signedIn = false;
          world.viewerId = null;
          world.server = new Set();
          world.shown = new Map();
          if (world.sheet !== null) world.sheet = [];
          actor.send(step);
          break;
        case "follow.profile.loaded":
          if (step.viewerId !== world.viewerId && world.sheet !== null) world.sheet = [];
          world.signedIn = true;
          world.viewerId = step.viewerId;
          world.server = new Set(step.followingIds);
          world.shown = new Map(step.followingIds.map((leaderId) => [leaderId, true]));
          actor.send(step);
          break;
        case "follow.sheet.open":
          world.sheet = [];
          actor.send(step);
          break;
        case "follow.sheet.close":
          world.sheet = null;
          actor.send(step);
          break;
      }
      await settle();
    };

    it("reaches every state, and a call's answer, refusal and network failure", () => {
      const reached = new Set(paths.map(({ path }) => JSON.stringify(path.state.value)));
      for (const value of ["signedOut", "loading", { ready: "idle" }, { ready: "saving" }])
        expect(reached).toContain(JSON.stringify(value));
      const events = new Set(paths.map(({ path }) => (path.steps.at(-1)!.event as ModelEvent).type));
      for (const type of ["xstate.done.actor.saveFollow", "xstate.error.actor.saveFollow", "follow.toggle"])
        expect(events).toContain(type);
    });

    for (const { description, path } of paths) {
      it(description, async () => {
        await model.testPath(path, {
          states,
          events: Object.fromEntries(
            [
              "follow.toggle",
              "follow.session.signedIn",
              "follow.session.signedOut",
              "follow.profile.loaded",
              "follow.sheet.open",
              "follow.sheet.close",
              "xstate.done.actor.saveFollow",
              "xstate.error.actor.saveFollow",
            ].map((type) => [type, perform]),
          ) as Parameters<typeof model.testPath>[1]["events"],
        });
      });
    }
  });
};

walk("two leaders, queued toggles", { maxPending: 2, withSheet: false, toggled: ["ann", "bob"] });
walk("the user-subscriptions sheet", { maxPending: 2, withSheet: true, toggled: ["ann"] });
