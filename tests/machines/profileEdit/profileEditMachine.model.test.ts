import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Actor, createActor, type EventObject } from "xstate";
import type { EditableProfile, ProfileChanges } from "../../../machines/profileEdit/profileDraft.ts";
import { settle } from "../../helpers/pendingCalls.ts";
import { transitionCoverage } from "../../helpers/transitionCoverage.ts";
import { profileEditHarness, START, savedAfter, uploadOf } from "./profileEditHarness.ts";
import { type ModelEvent, type ProfileEditSnapshot, profileEditModel, stateKey } from "./profileEditModel.ts";

/**
 * Model-based test: one path per transition of the model (`profileEditModel.ts`), from a profile with a
 * picture and from one without, each run against a real actor whose upload and update wait for the step
 * that answers them. Every reached state is checked for what the page relies on: whether save is offered,
 * which request is out and with what, and what was announced to the app.
 */

/** The request the form must make, written out from the draft (the oracle, apart from the machine's code). */
const expectedChanges = (context: ProfileEditSnapshot["context"]): ProfileChanges => {
  const changes: { name?: string; avatarFileId?: string | null } = {};
  if (context.name !== context.original.name) changes.name = context.name;
  if (context.avatar.kind === "removed") changes.avatarFileId = null;
  if (context.avatar.kind === "picked") changes.avatarFileId = context.uploaded?.fileId;
  return changes;
};

const draftIsOriginal = (context: ProfileEditSnapshot["context"]) =>
  context.name === context.original.name &&
  context.biography === context.original.biography &&
  context.avatar.kind === "kept";

const walk = (label: string, start: EditableProfile) => {
  const model = profileEditModel(start);
  const paths = transitionCoverage(model, stateKey, stateKey);

  describe(`profileEditMachine model, ${label}`, () => {
    let harness: ReturnType<typeof profileEditHarness>;
    let actor: Actor<typeof harness.machine>;

    beforeEach(() => {
      harness = profileEditHarness();
      actor = createActor(harness.machine, { input: start }).start();
    });
    afterEach(() => actor.stop());

    const check = (state: ProfileEditSnapshot) => {
      const actual = actor.getSnapshot();
      expect(actual.value).toEqual(state.value);
      expect(actual.context).toEqual(state.context);
      return actual;
    };
    const canSave = () => actor.getSnapshot().can({ type: "profileEdit.save" });

    const states = {
      pristine: (state: ProfileEditSnapshot) => {
        const { context } = check(state);
        // Save stays disabled until something changed (accounts spec section 4).
        expect(draftIsOriginal(context)).toBe(true);
        expect(canSave()).toBe(false);
        expect(harness.pendingUploads()).toEqual([]);
        expect(harness.pendingUpdates()).toEqual([]);
      },
      dirty: (state: ProfileEditSnapshot) => {
        const { context } = check(state);
        expect(draftIsOriginal(context)).toBe(false);
        // Offered when the draft keeps the rules and no refusal stands (a refused value must change first).
        expect(canSave()).toBe(
          Object.keys(context.rules).length === 0 && Object.keys(context.refusals).length === 0,
        );
        expect(actor.getSnapshot().can({ type: "profileEdit.cancel" })).toBe(true);
        expect(harness.pendingUploads()).toEqual([]);
        expect(harness.pendingUpdates()).toEqual([]);
      },
      "saving.uploading": (state: ProfileEditSnapshot) => {
        const { context } = check(state);
        expect(actor.getSnapshot().hasTag("uploading")).toBe(true);
        expect(harness.pendingUploads().map((call) => call.input)).toEqual([
          context.avatar.kind === "picked" ? context.avatar.file : "no file picked",
        ]);
        expect(harness.pendingUpdates()).toEqual([]);
      },
      "saving.updating": (state: ProfileEditSnapshot) => {
        const { context } = check(state);
        expect(actor.getSnapshot().hasTag("saving")).toBe(true);
        expect(actor.getSnapshot().hasTag("uploading")).toBe(false);
        expect(harness.pendingUploads()).toEqual([]);
        expect(harness.pendingUpdates().map((call) => call.input)).toEqual([expectedChanges(context)]);
      },
      saved: (state: ProfileEditSnapshot) => {
        const { context } = check(state);
        expect(draftIsOriginal(context)).toBe(true);
        expect(harness.announced.at(-1)).toEqual(context.original);
        expect(canSave()).toBe(false);
        expect(harness.pendingUpdates()).toEqual([]);
      },
      failed: (state: ProfileEditSnapshot) => {
        const { context } = check(state);
        // A failure is always explained: above the form, or beside the field the server named.
        expect(context.failure !== null || Object.keys(context.refusals).length > 0).toBe(true);
        expect(harness.pendingUploads()).toEqual([]);
        expect(harness.pendingUpdates()).toEqual([]);
      },
    };

    const perform = async ({ event }: { event: EventObject }) => {
      const step = event as ModelEvent;
      switch (step.type) {
        case "xstate.done.actor.uploadAvatar": {
          const [call] = harness.pendingUploads();
          call!.resolve(uploadOf(call!.input));
          break;
        }
        case "xstate.done.actor.updateProfile": {
          const [call] = harness.pendingUpdates();
          call!.resolve(savedAfter(actor.getSnapshot().context.original, call!.input));
          break;
        }
        case "xstate.error.actor.uploadAvatar":
          harness.pendingUploads()[0]!.reject(step.error);
          break;
        case "xstate.error.actor.updateProfile":
          harness.pendingUpdates()[0]!.reject(step.error);
          break;
        default:
          actor.send(step);
      }
      await settle();
    };

    it("reaches every state, failing by a refusal and by the network", () => {
      const reached = new Set(paths.map(({ path }) => JSON.stringify(path.state.value)));
      for (const value of [
        "pristine",
        "dirty",
        { saving: "uploading" },
        { saving: "updating" },
        "saved",
        "failed",
      ])
        expect(reached).toContain(JSON.stringify(value));
      const failures = new Set(
        paths.flatMap(({ path }) =>
          path.state.matches("failed")
            ? [path.state.context.failure?.kind ?? Object.keys(path.state.context.refusals).join()]
            : [],
        ),
      );
      expect([...failures].sort()).toEqual(["avatar", "name", "network"]);
    });

    for (const { description, path } of paths) {
      it(description, async () => {
        await model.testPath(path, {
          states,
          events: {
            "profileEdit.name.change": perform,
            "profileEdit.avatar.pick": perform,
            "profileEdit.avatar.remove": perform,
            "profileEdit.cancel": perform,
            "profileEdit.save": perform,
            "xstate.done.actor.uploadAvatar": perform,
            "xstate.error.actor.uploadAvatar": perform,
            "xstate.done.actor.updateProfile": perform,
            "xstate.error.actor.updateProfile": perform,
          } as Parameters<typeof model.testPath>[1]["events"],
        });
      });
    }
  });
};

walk("with a saved picture", START);
walk("without a picture", { ...START, avatarUrl: null });
