import { biographyRules, nameRules, normalizeName, trimText } from "../../domain/accounts/validation.ts";
import { brokenOnly, type FieldRules } from "../accountForm/fieldRules.ts";

/** The profile as the edit form starts from it and returns to on cancel. */
export interface EditableProfile {
  readonly name: string;
  /** Empty when the user has none. */
  readonly biography: string;
  readonly avatarUrl: string | null;
}

/** What happens to the avatar on save: nothing, a new picture, or none at all. */
export type AvatarDraft =
  | { readonly kind: "kept" }
  | { readonly kind: "picked"; readonly file: File }
  | { readonly kind: "removed" };

/** A picture already stored by the upload endpoint, waiting to be set on the profile. */
export interface UploadedAvatar {
  readonly fileId: string;
  readonly url: string;
}

/** The `update_user_profile` payload: only what changed (`avatarFileId: null` removes the picture). */
export interface ProfileChanges {
  readonly name?: string;
  readonly biography?: string | null;
  readonly avatarFileId?: string | null;
}

export type ProfileTextField = "name" | "biography";

export interface ProfileDraft {
  readonly name: string;
  readonly biography: string;
  readonly avatar: AvatarDraft;
}

/** Section 5 rules on the typed text, as the server will see it (normalized, trimmed). */
export const profileDraftRules = (draft: ProfileDraft): FieldRules<ProfileTextField> =>
  brokenOnly<ProfileTextField>({
    name: nameRules(normalizeName(draft.name)),
    biography: biographyRules(trimText(draft.biography)),
  });

/**
 * What saving the draft would change. Text is compared as the server stores it, so a trailing space is
 * not a change; `uploaded` is the picked file's upload, once it is done.
 */
export const profileChanges = (
  original: EditableProfile,
  draft: ProfileDraft,
  uploaded: UploadedAvatar | null,
): ProfileChanges => {
  const name = normalizeName(draft.name);
  const biography = trimText(draft.biography);
  return {
    ...(name !== original.name ? { name } : {}),
    ...(biography !== original.biography ? { biography: biography === "" ? null : biography } : {}),
    ...(draft.avatar.kind === "removed" ? { avatarFileId: null } : {}),
    ...(draft.avatar.kind === "picked" && uploaded ? { avatarFileId: uploaded.fileId } : {}),
  };
};

/** Whether anything would change: save stays disabled until this is true (accounts spec section 4). */
export const isChangedDraft = (original: EditableProfile, draft: ProfileDraft): boolean =>
  draft.avatar.kind !== "kept" || Object.keys(profileChanges(original, draft, null)).length > 0;

/** The draft of a profile nobody has touched. */
export const draftOf = (profile: EditableProfile): ProfileDraft => ({
  name: profile.name,
  biography: profile.biography,
  avatar: { kind: "kept" },
});

/** The part of the auth profile the form edits. */
export const editableProfileOf = (profile: {
  readonly name: string;
  readonly biography: string | null;
  readonly avatarUrl: string | null;
}): EditableProfile => ({
  name: profile.name,
  biography: profile.biography ?? "",
  avatarUrl: profile.avatarUrl,
});
