import { Schema } from "effect";
import { FileId } from "../files/fileRoutes";
import { defineCommand } from "../rpc/command";
import { LocaleName, TextInput, TimeZoneName, UserId } from "./accountFields";

const atLeastOneField = Schema.isMinProperties(1, { message: "Give at least one field to change" });

/**
 * `update_user_profile` (signed in): name, biography and/or avatar; an empty biography clears it. The
 * avatar is the `fileId` of one of the caller's uploads (`POST /files__api/upload`), or null to remove it.
 */
export const UpdateUserProfile = defineCommand({
  service: "funsclub-users",
  name: "update_user_profile",
  payload: Schema.Struct({
    name: Schema.optionalKey(TextInput),
    biography: Schema.optionalKey(Schema.NullOr(TextInput)),
    avatarFileId: Schema.optionalKey(Schema.NullOr(FileId)),
  }).check(atLeastOneField),
  success: Schema.Struct({
    id: UserId,
    name: Schema.String,
    biography: Schema.NullOr(Schema.String),
    /** Where the avatar is read (`/files/{fileId}`), or null. */
    avatarUrl: Schema.NullOr(Schema.String),
  }),
});

/** The saved interface settings of section 3's auth profile. */
export const UserSettings = Schema.Struct({
  locale: Schema.NullOr(LocaleName),
  timeZone: Schema.NullOr(Schema.String),
});
export type UserSettings = typeof UserSettings.Type;

/** `update_user_settings` (signed in only): locale and/or time zone. */
export const UpdateUserSettings = defineCommand({
  service: "funsclub-users",
  name: "update_user_settings",
  payload: Schema.Struct({
    locale: Schema.optionalKey(LocaleName),
    timeZone: Schema.optionalKey(TimeZoneName),
  }).check(atLeastOneField),
  success: Schema.Struct({ settings: UserSettings }),
});
