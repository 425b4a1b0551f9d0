import { type ActorRefFrom, fromPromise } from "xstate";
import type { AuthProfile } from "../../domain/accounts/authProfile.ts";
import { UpdateUserSettings, type UserSettings } from "../../domain/accounts/profileCommands.ts";
import { profileMachine } from "../../machines/profile/profileMachine.ts";
import type { SettingsChange } from "../../machines/profile/savedSettings.ts";
import type { AuthorizedCalls } from "./authorizedCalls.ts";
import { loadAuthProfile } from "./authProfileQuery.ts";

export type ProfileActorRef = ActorRefFrom<typeof profileMachine>;

/** The profile machine over the authorized calls; what to do with saved settings is the composition root's. */
export const createProfileLogic = (deps: {
  readonly calls: AuthorizedCalls;
  readonly adoptSavedSettings: (settings: UserSettings | null) => void;
  readonly notifySettingsSaveFailed: () => void;
}) =>
  profileMachine.provide({
    actors: {
      loadProfile: fromPromise<AuthProfile, void>(({ signal }) => loadAuthProfile(deps.calls, signal)),
      saveSettings: fromPromise<UserSettings, SettingsChange>(async ({ input, signal }) => {
        const { settings } = await deps.calls.rpc(UpdateUserSettings, input, signal);
        return settings;
      }),
    },
    actions: {
      adoptSavedSettings: (_, { settings }) => deps.adoptSavedSettings(settings),
      notifySettingsSaveFailed: () => deps.notifySettingsSaveFailed(),
    },
  });
