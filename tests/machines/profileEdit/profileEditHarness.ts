import { ApiError, NetworkError } from "../../../domain/rpc/clientErrors.ts";
import type {
  EditableProfile,
  ProfileChanges,
  UploadedAvatar,
} from "../../../machines/profileEdit/profileDraft.ts";
import { profileEditMachine, type SavedProfile } from "../../../machines/profileEdit/profileEditMachine.ts";
import { type PendingCall, stillWaiting, waitingActor } from "../../helpers/pendingCalls.ts";

/** The saved profile every test starts from: a name, no biography, a picture. */
export const START: EditableProfile = { name: "Ann Smith", biography: "", avatarUrl: "/files/original" };

/**
 * Picked files as the machine sees them: only `type` and `size` are read before upload, so plain objects
 * stand in for browser `File`s (a real 10 MiB one would only slow the tests down).
 */
const pickedFile = (name: string, type: string, size: number) => ({ name, type, size }) as unknown as File;
export const PHOTO = pickedFile("photo.png", "image/png", 48_000);
export const NOT_IMAGE = pickedFile("notes.txt", "text/plain", 120);
export const HUGE_PHOTO = pickedFile("huge.jpg", "image/jpeg", 10_485_761);

/** What the fake upload endpoint stores a file as. */
export const uploadOf = (file: File): UploadedAvatar => ({
  fileId: `id-${file.name}`,
  url: `/files/id-${file.name}`,
});

/** The fake server: applies the changes to the profile it holds and answers as `update_user_profile` does. */
export const savedAfter = (profile: EditableProfile, changes: ProfileChanges): SavedProfile => ({
  name: changes.name ?? profile.name,
  biography: changes.biography === undefined ? profile.biography || null : changes.biography,
});

export const FAILURES = {
  uploadRefused: new ApiError({
    uri: "/files__api/upload",
    errors: [{ code: "file.not_an_image", type: "BAD_REQUEST", message: "Not an image" }],
  }),
  nameRefused: new ApiError({
    uri: "/funsclub-users__api/rpc/update_user_profile",
    errors: [
      {
        code: "validation.name.invalid_characters",
        type: "BAD_REQUEST",
        message: "name may hold letters only",
      },
    ],
  }),
  offline: new NetworkError({
    uri: "/funsclub-users__api/rpc/update_user_profile",
    cause: new Error("offline"),
  }),
} as const;

/** `profileEditMachine` whose upload and update wait for the test, and whose announcements are recorded. */
export const profileEditHarness = () => {
  const uploads: Array<PendingCall<File, UploadedAvatar>> = [];
  const updates: Array<PendingCall<ProfileChanges, SavedProfile>> = [];
  const announced: EditableProfile[] = [];
  const machine = profileEditMachine.provide({
    actors: { uploadAvatar: waitingActor(uploads), updateProfile: waitingActor(updates) },
    actions: { announceSaved: (_, profile) => void announced.push(profile) },
  });
  return {
    machine,
    uploads,
    updates,
    announced,
    pendingUploads: () => stillWaiting(uploads),
    pendingUpdates: () => stillWaiting(updates),
  };
};
