import { TestModel } from "@xstate/graph";
import type { SnapshotFrom } from "xstate";
import { type EditableProfile, profileChanges } from "../../../machines/profileEdit/profileDraft.ts";
import {
  type ProfileEditEvent,
  profileEditMachine,
} from "../../../machines/profileEdit/profileEditMachine.ts";
import { FAILURES, NOT_IMAGE, PHOTO, savedAfter, uploadOf } from "./profileEditHarness.ts";

/**
 * The abstract model the model-based test walks: a name that is the saved one, another valid one or an
 * invalid one; a valid picture, a file that is not an image, removing the picture; cancel and save in every
 * resting state (where they must change nothing when disabled); and for each request its success, a
 * refusal and a network failure.
 */
export type ProfileEditSnapshot = SnapshotFrom<typeof profileEditMachine>;

export const NAMES = ["Ann Smith", "Ann Lee", "Ann 2"] as const;

export type FailureName = keyof typeof FAILURES;

export type ModelEvent =
  | ProfileEditEvent
  | { readonly type: "xstate.done.actor.uploadAvatar"; readonly output: ReturnType<typeof uploadOf> }
  | {
      readonly type: "xstate.error.actor.uploadAvatar";
      readonly error: unknown;
      readonly failure: FailureName;
    }
  | { readonly type: "xstate.done.actor.updateProfile"; readonly output: ReturnType<typeof savedAfter> }
  | {
      readonly type: "xstate.error.actor.updateProfile";
      readonly error: unknown;
      readonly failure: FailureName;
    };

const failing = (
  type: "xstate.error.actor.uploadAvatar" | "xstate.error.actor.updateProfile",
  failure: FailureName,
): ModelEvent => ({ type, error: FAILURES[failure], failure });

const edits = (state: ProfileEditSnapshot): ModelEvent[] => [
  ...NAMES.filter((name) => name !== state.context.name).map(
    (value): ModelEvent => ({ type: "profileEdit.name.change", value }),
  ),
  { type: "profileEdit.avatar.pick", file: PHOTO },
  // A refused file is tried only from a clean draft: its note then rides along every later step anyway.
  ...(state.context.avatarProblem === null &&
  state.context.avatar.kind === "kept" &&
  state.context.failure === null
    ? [{ type: "profileEdit.avatar.pick", file: NOT_IMAGE } as const]
    : []),
  { type: "profileEdit.avatar.remove" },
  { type: "profileEdit.cancel" },
  { type: "profileEdit.save" },
];

/** What the fake server answers an update with, from the request the machine makes in this state. */
const savedFor = (state: ProfileEditSnapshot) => {
  const { context } = state;
  const draft = { name: context.name, biography: context.biography, avatar: context.avatar };
  return savedAfter(context.original, profileChanges(context.original, draft, context.uploaded));
};

export const modelEvents = (state: ProfileEditSnapshot): ModelEvent[] => {
  if (state.matches({ saving: "uploading" }))
    return [
      { type: "xstate.done.actor.uploadAvatar", output: uploadOf(PHOTO) },
      failing("xstate.error.actor.uploadAvatar", "uploadRefused"),
      failing("xstate.error.actor.uploadAvatar", "offline"),
      // Typing while the request is out changes nothing: the fields are disabled.
      { type: "profileEdit.name.change", value: "Ann Lee" },
    ];
  if (state.matches({ saving: "updating" }))
    return [
      { type: "xstate.done.actor.updateProfile", output: savedFor(state) },
      failing("xstate.error.actor.updateProfile", "nameRefused"),
      failing("xstate.error.actor.updateProfile", "offline"),
      { type: "profileEdit.cancel" },
    ];
  return edits(state);
};

export const serializeEvent = (event: ModelEvent): string => {
  switch (event.type) {
    case "profileEdit.name.change":
      return `name "${event.value}"`;
    case "profileEdit.biography.change":
      return `biography "${event.value}"`;
    case "profileEdit.avatar.pick":
      return `pick ${event.file.name}`;
    case "profileEdit.original.update":
      return `reloaded as ${event.profile.name}`;
    default:
      if ("failure" in event) return `${event.type.split(".").at(-1)} fails (${event.failure})`;
      if (event.type.startsWith("xstate.done")) return `${event.type.split(".").at(-1)} answers`;
      return event.type.replace("profileEdit.", "");
  }
};

/** A state as the model tells them apart: where it is and everything it holds, files by name. */
export const stateKey = (state: ProfileEditSnapshot): string => {
  const { original, name, avatar, avatarProblem, uploaded, refusals, failure } = state.context;
  const avatarKey = avatar.kind === "picked" ? `picked:${avatar.file.name}` : avatar.kind;
  return [
    JSON.stringify(state.value),
    `original=${original.name}|${original.avatarUrl ?? "-"}`,
    `name=${name}`,
    `avatar=${avatarKey}${avatarProblem ? `!${avatarProblem}` : ""}`,
    `uploaded=${uploaded?.fileId ?? "-"}`,
    `refusals=${JSON.stringify(refusals)}`,
    `failure=${failure?.kind ?? "-"}`,
  ].join(" ");
};

/**
 * NOTE: `createTestModel` refuses machines with `invoke`, so, as for the home page, the model is a
 * `TestModel` over the machine's own pure transition function, and the system under test a running actor
 * whose requests wait until a step answers them.
 */
export const profileEditModel = (
  start: EditableProfile,
): TestModel<ProfileEditSnapshot, ProfileEditEvent, unknown> =>
  new TestModel(profileEditMachine, {
    input: start,
    events: (state) => modelEvents(state) as unknown as ProfileEditEvent[],
    serializeEvent: (event) => serializeEvent(event as ModelEvent),
    serializeState: (state) => stateKey(state),
    stateMatcher: (state, key) => state.matches(key as Parameters<typeof state.matches>[0]),
    // Once saved, the saved profile is the new start: walking on from there repeats the same graph.
    stopWhen: (state) => state.context.original !== start,
  }) as TestModel<ProfileEditSnapshot, ProfileEditEvent, unknown>;
