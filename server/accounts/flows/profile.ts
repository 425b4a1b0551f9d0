import { Clock, Effect, Option, Schema } from "effect";
import { LocaleName } from "../../../domain/accounts/accountFields";
import type { UserSettings } from "../../../domain/accounts/profileCommands";
import { biographyRules, fieldIssues, nameRules, normalizeName } from "../../../domain/accounts/validation";
import { AccountFailure, requireValid } from "../failures";
import type { Principal } from "../sessions/authenticate";
import { findUserById, type UserRecord, updateProfile, updateSettings } from "../stores/userStore";

const readUser = (userId: string) =>
  Effect.flatMap(findUserById(userId), (user) =>
    user ? Effect.succeed(user) : Effect.fail(AccountFailure.userNotFound()),
  );

/** `update_user_profile`: name and biography (trimmed; an empty or null biography clears it). */
export const updateUserProfile = Effect.fn("accounts.updateUserProfile")(function* (
  principal: Principal,
  input: { readonly name?: string; readonly biography?: string | null },
) {
  const name = input.name === undefined ? undefined : normalizeName(input.name);
  const biography = input.biography === undefined ? undefined : input.biography || null;
  yield* requireValid([
    ...(name === undefined ? [] : fieldIssues("name", nameRules(name))),
    ...(biography ? fieldIssues("biography", biographyRules(biography)) : []),
  ]);
  const now = yield* Clock.currentTimeMillis;
  yield* updateProfile(principal.userId, { name, biography }, now);
  const user = yield* readUser(principal.userId);
  return { id: user.id, name: user.name, biography: user.biography };
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
