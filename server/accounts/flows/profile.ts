import { Clock, Effect, Option, Schema } from "effect";
import { LocaleName } from "../../../domain/accounts/accountFields";
import type { UserSettings } from "../../../domain/accounts/profileCommands";
import { biographyRules, fieldIssues, nameRules, normalizeName } from "../../../domain/accounts/validation";
import { filePath } from "../../../domain/files/fileRoutes";
import { FileFailure } from "../../files/fileFailures";
import { findFileInfo } from "../../files/fileStore";
import { AccountFailure, requireValid } from "../failures";
import type { Principal } from "../sessions/authenticate";
import { findUserById, type UserRecord, updateProfile, updateSettings } from "../stores/userStore";

const readUser = (userId: string) =>
  Effect.flatMap(findUserById(userId), (user) =>
    user ? Effect.succeed(user) : Effect.fail(AccountFailure.userNotFound()),
  );

/** The avatar's public path, or null. */
export const avatarUrlOf = (user: UserRecord): string | null =>
  user.avatarFileId === null ? null : filePath(user.avatarFileId);

/** An avatar must be one of the caller's own uploads; someone else's file answers as if it did not exist. */
const requireOwnFile = (principal: Principal, fileId: string) =>
  Effect.flatMap(findFileInfo(fileId), (file) =>
    file?.ownerId === principal.userId ? Effect.void : Effect.fail(FileFailure.notFound()),
  );

/**
 * `update_user_profile`: name and biography (trimmed; an empty or null biography clears it), and the
 * avatar (one of the caller's uploads; null removes it).
 */
export const updateUserProfile = Effect.fn("accounts.updateUserProfile")(function* (
  principal: Principal,
  input: {
    readonly name?: string;
    readonly biography?: string | null;
    readonly avatarFileId?: string | null;
  },
) {
  const name = input.name === undefined ? undefined : normalizeName(input.name);
  const biography = input.biography === undefined ? undefined : input.biography || null;
  yield* requireValid([
    ...(name === undefined ? [] : fieldIssues("name", nameRules(name))),
    ...(biography ? fieldIssues("biography", biographyRules(biography)) : []),
  ]);
  if (input.avatarFileId) yield* requireOwnFile(principal, input.avatarFileId);
  const now = yield* Clock.currentTimeMillis;
  yield* updateProfile(principal.userId, { name, biography, avatarFileId: input.avatarFileId }, now);
  const user = yield* readUser(principal.userId);
  return { id: user.id, name: user.name, biography: user.biography, avatarUrl: avatarUrlOf(user) };
});

const decodeLocale = Schema.decodeUnknownOption(LocaleName);

/** The settings part of a profile; a saved locale no longer supported reads as none. */
export const settingsOf = (user: UserRecord): UserSettings => ({
  locale: Option.getOrNull(decodeLocale(user.locale)),
  timeZone: user.timeZone,
});

/** `update_user_settings`: locale and time zone, saved only for signed-in users. */
export const updateUserSettings = Effect.fn("accounts.updateUserSettings")(function* (
  principal: Principal,
  input: { readonly locale?: LocaleName; readonly timeZone?: string },
) {
  yield* updateSettings(principal.userId, input, yield* Clock.currentTimeMillis);
  const user = yield* readUser(principal.userId);
  return { settings: settingsOf(user) };
});
