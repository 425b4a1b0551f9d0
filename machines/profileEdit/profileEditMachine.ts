import { assign, fromPromise, setup } from "xstate";
import { breaksNothing, type FieldRules } from "../accountForm/fieldRules.ts";
import { type SubmitFailure, submitFailure, validationField } from "../accountForm/submitFailure.ts";
import { type AvatarFileProblem, avatarFileProblem } from "./avatarFileCheck.ts";
import {
  type AvatarDraft,
  draftOf,
  type EditableProfile,
  isChangedDraft,
  type ProfileChanges,
  type ProfileDraft,
  type ProfileTextField,
  profileChanges,
  profileDraftRules,
  type UploadedAvatar,
} from "./profileDraft.ts";

/**
 * The edit-profile form of `/user-profile/settings` (accounts spec section 4, "profile avatar edit"): name,
 * biography and avatar drafted against the saved profile. `pristine` until something really changed (save
 * disabled), `dirty` while it has, `saving` (the picked picture is uploaded first, then the profile
 * updated), then `saved`, or `failed` with the refusal beside its field. Cancel restores the original.
 * The upload and the update are injected actors; `announceSaved` tells the app the profile changed.
 */
export interface ProfileEditContext {
  /** The saved profile: where cancel returns, what "changed" is measured against. */
  readonly original: EditableProfile;
  /** The texts as typed. */
  readonly name: string;
  readonly biography: string;
  readonly avatar: AvatarDraft;
  /** Why the last picked file was not taken (not an image, too big); cleared by the next avatar action. */
  readonly avatarProblem: AvatarFileProblem | null;
  /** The picked file once uploaded: a failed update is retried without uploading it again. */
  readonly uploaded: UploadedAvatar | null;
  readonly rules: FieldRules<ProfileTextField>;
  /** The server's refusal code per field (`avatar` for a refused upload); a field's own clears on change. */
  readonly refusals: Readonly<Partial<Record<ProfileTextField | "avatar", string>>>;
  /** Why the last save failed when no field is to blame. */
  readonly failure: SubmitFailure | null;
}

export type ProfileEditEvent =
  | { readonly type: "profileEdit.name.change"; readonly value: string }
  | { readonly type: "profileEdit.biography.change"; readonly value: string }
  | { readonly type: "profileEdit.avatar.pick"; readonly file: File }
  | { readonly type: "profileEdit.avatar.remove" }
  | { readonly type: "profileEdit.cancel" }
  | { readonly type: "profileEdit.save" }
  /** The saved profile changed elsewhere (a reload); taken only while nothing is being edited. */
  | { readonly type: "profileEdit.original.update"; readonly profile: EditableProfile };

/** What the page asks without knowing state names. */
export type ProfileEditTag = "saving" | "uploading" | "saved" | "failed";

/** The update actor's answer: the profile as the server stored it. */
export interface SavedProfile {
  readonly name: string;
  readonly biography: string | null;
  /** The picture's address as the server answers it; absent when the answer does not carry one. */
  readonly avatarUrl?: string | null;
}

const draftOfContext = (context: ProfileEditContext): ProfileDraft => ({
  name: context.name,
  biography: context.biography,
  avatar: context.avatar,
});

/** The avatar the profile shows once the save went through, if the server's answer does not say. */
const expectedAvatarUrl = (context: ProfileEditContext): string | null => {
  switch (context.avatar.kind) {
    case "kept":
      return context.original.avatarUrl;
    case "removed":
      return null;
    case "picked":
      return context.uploaded?.url ?? context.original.avatarUrl;
  }
};

/** `uploading` is entered only with a picked file (the `needsUpload` guard). */
const pickedFile = (avatar: AvatarDraft): File => {
  if (avatar.kind !== "picked") throw new Error("profileEditMachine: uploading without a picked file");
  return avatar.file;
};

const withoutRefusal = (
  refusals: ProfileEditContext["refusals"],
  field: ProfileTextField | "avatar",
): ProfileEditContext["refusals"] => {
  const { [field]: _dropped, ...rest } = refusals;
  return rest;
};

const PROFILE_TEXT_FIELDS: ReadonlyArray<ProfileTextField> = ["name", "biography"];

/** The field an update refusal is about: a text field's rule, or the picture (`file.*`: gone, not the user's). */
const refusedField = (code: string): ProfileTextField | "avatar" | undefined =>
  code.startsWith("file.") ? "avatar" : validationField(code, PROFILE_TEXT_FIELDS);

const startFrom = (profile: EditableProfile) => {
  const draft = draftOf(profile);
  return {
    original: profile,
    name: draft.name,
    biography: draft.biography,
    avatar: draft.avatar,
    avatarProblem: null,
    uploaded: null,
    rules: profileDraftRules(draft),
    refusals: {},
    failure: null,
  } satisfies ProfileEditContext;
};

/** Every edit lands in `settling`, which goes on to `dirty` or back to `pristine` by comparing with the original. */
const edits = {
  "profileEdit.name.change": { target: "#profileEdit.settling", actions: "changeName" },
  "profileEdit.biography.change": { target: "#profileEdit.settling", actions: "changeBiography" },
  "profileEdit.avatar.pick": { target: "#profileEdit.settling", actions: "pickAvatar" },
  "profileEdit.avatar.remove": {
    guard: "showsAvatar",
    target: "#profileEdit.settling",
    actions: "removeAvatar",
  },
} as const;

const save = [
  { guard: "needsUpload", target: "#profileEdit.saving.uploading", actions: "forgetFailure" },
  { guard: "isValid", target: "#profileEdit.saving.updating", actions: "forgetFailure" },
] as const;

/**
 * Save is offered when the draft keeps the rules and no refusal stands: the server would refuse the same
 * value again, so a refused field (or picture) must change first. A network failure may simply be retried.
 */
const isSavable = (context: ProfileEditContext): boolean =>
  breaksNothing(context.rules) && Object.keys(context.refusals).length === 0;

export const profileEditMachine = setup({
  types: {
    context: {} as ProfileEditContext,
    events: {} as ProfileEditEvent,
    input: {} as EditableProfile,
    tags: {} as ProfileEditTag,
  },
  actors: {
    uploadAvatar: fromPromise<UploadedAvatar, File>(() =>
      Promise.reject(new Error("profileEditMachine: the uploadAvatar actor must be provided")),
    ),
    updateProfile: fromPromise<SavedProfile, ProfileChanges>(() =>
      Promise.reject(new Error("profileEditMachine: the updateProfile actor must be provided")),
    ),
  },
  guards: {
    isChanged: ({ context }) => isChangedDraft(context.original, draftOfContext(context)),
    isValid: ({ context }) => isSavable(context),
    needsUpload: ({ context }) =>
      isSavable(context) && context.avatar.kind === "picked" && context.uploaded === null,
    /** Remove is offered only when a picture shows: the saved one, or one just picked. */
    showsAvatar: ({ context }) =>
      context.avatar.kind === "picked" ||
      (context.avatar.kind === "kept" && context.original.avatarUrl !== null),
  },
  actions: {
    changeName: assign(({ context, event }) => {
      if (event.type !== "profileEdit.name.change") return {};
      return {
        name: event.value,
        rules: profileDraftRules({ ...draftOfContext(context), name: event.value }),
        refusals: withoutRefusal(context.refusals, "name"),
        failure: null,
      };
    }),
    changeBiography: assign(({ context, event }) => {
      if (event.type !== "profileEdit.biography.change") return {};
      return {
        biography: event.value,
        rules: profileDraftRules({ ...draftOfContext(context), biography: event.value }),
        refusals: withoutRefusal(context.refusals, "biography"),
        failure: null,
      };
    }),
    pickAvatar: assign(({ context, event }) => {
      if (event.type !== "profileEdit.avatar.pick") return {};
      const problem = avatarFileProblem(event.file);
      // A refused file leaves the draft as it was: the picture on screen stays the one that will be saved.
      if (problem) return { avatarProblem: problem, failure: null };
      return {
        avatar: { kind: "picked", file: event.file } as const,
        avatarProblem: null,
        uploaded: null,
        refusals: withoutRefusal(context.refusals, "avatar"),
        failure: null,
      };
    }),
    removeAvatar: assign(({ context }) => ({
      // Removing a picture just picked returns to the saved one only if there was none to begin with.
      avatar:
        context.original.avatarUrl === null ? ({ kind: "kept" } as const) : ({ kind: "removed" } as const),
      avatarProblem: null,
      uploaded: null,
      refusals: withoutRefusal(context.refusals, "avatar"),
      failure: null,
    })),
    forgetFailure: assign({ failure: null }),
    restoreOriginal: assign(({ context }) => startFrom(context.original)),
    takeOriginal: assign(({ event }) =>
      event.type === "profileEdit.original.update" ? startFrom(event.profile) : {},
    ),
    takeUpload: assign((_, uploaded: UploadedAvatar) => ({ uploaded })),
    takeSaved: assign(({ context }, saved: SavedProfile) =>
      startFrom({
        name: saved.name,
        biography: saved.biography ?? "",
        avatarUrl: saved.avatarUrl !== undefined ? saved.avatarUrl : expectedAvatarUrl(context),
      }),
    ),
    noteUploadFailure: assign(({ context }, params: { readonly error: unknown }) => {
      const failure = submitFailure(params.error);
      return failure.code === null
        ? { failure }
        : { failure: null, refusals: { ...context.refusals, avatar: failure.code } };
    }),
    noteUpdateFailure: assign(({ context }, params: { readonly error: unknown }) => {
      const failure = submitFailure(params.error);
      const field = failure.code === null ? undefined : refusedField(failure.code);
      return field === undefined || failure.code === null
        ? { failure }
        : { failure: null, refusals: { ...context.refusals, [field]: failure.code } };
    }),
    /** The composition root tells the rest of the app (the profile, a toast); nothing by default. */
    announceSaved: (_, _profile: EditableProfile) => {},
  },
}).createMachine({
  id: "profileEdit",
  context: ({ input }) => startFrom(input),
  initial: "pristine",
  states: {
    pristine: {
      on: {
        ...edits,
        "profileEdit.original.update": { actions: "takeOriginal" },
      },
    },
    dirty: {
      on: {
        ...edits,
        "profileEdit.cancel": { target: "pristine", actions: "restoreOriginal" },
        "profileEdit.save": save,
      },
    },
    /** Passed through after every edit, never rested in. */
    settling: {
      always: [{ guard: "isChanged", target: "dirty" }, { target: "pristine" }],
    },
    saving: {
      tags: "saving",
      initial: "updating",
      states: {
        uploading: {
          tags: "uploading",
          invoke: {
            id: "uploadAvatar",
            src: "uploadAvatar",
            input: ({ context }) => pickedFile(context.avatar),
            onDone: {
              target: "updating",
              actions: { type: "takeUpload", params: ({ event }) => event.output },
            },
            onError: {
              target: "#profileEdit.failed",
              actions: { type: "noteUploadFailure", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        updating: {
          invoke: {
            id: "updateProfile",
            src: "updateProfile",
            input: ({ context }) =>
              profileChanges(context.original, draftOfContext(context), context.uploaded),
            onDone: {
              target: "#profileEdit.saved",
              actions: [
                { type: "takeSaved", params: ({ event }) => event.output },
                { type: "announceSaved", params: ({ context }) => context.original },
              ],
            },
            onError: {
              target: "#profileEdit.failed",
              actions: { type: "noteUpdateFailure", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    saved: {
      tags: "saved",
      on: {
        ...edits,
        "profileEdit.original.update": { actions: "takeOriginal" },
      },
    },
    failed: {
      tags: "failed",
      on: {
        ...edits,
        "profileEdit.cancel": { target: "pristine", actions: "restoreOriginal" },
        "profileEdit.save": save,
      },
    },
  },
});
