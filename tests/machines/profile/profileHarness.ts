import type { AuthProfile } from "../../../domain/accounts/authProfile.ts";
import type { UserSettings } from "../../../domain/accounts/profileCommands.ts";
import { profileMachine } from "../../../machines/profile/profileMachine.ts";
import type { SettingsChange } from "../../../machines/profile/savedSettings.ts";
import { type PendingCall, waitingActor } from "../../helpers/pendingCalls.ts";

/**
 * `profileMachine` with its calls waiting in logs until the test answers them, and its two named actions
 * recorded: which saved settings it asked the browser to adopt, and how many failed saves it reported.
 */
export const profileHarness = () => {
  const loads: PendingCall<void, AuthProfile>[] = [];
  const saves: PendingCall<SettingsChange, UserSettings>[] = [];
  const adopted: Array<UserSettings | null> = [];
  let saveFailures = 0;
  const machine = profileMachine.provide({
    actors: { loadProfile: waitingActor(loads), saveSettings: waitingActor(saves) },
    actions: {
      adoptSavedSettings: (_, { settings }) => adopted.push(settings),
      notifySettingsSaveFailed: () => {
        saveFailures += 1;
      },
    },
  });
  return {
    machine,
    pendingLoads: () => loads.filter((call) => call.live()),
    pendingSaves: () => saves.filter((call) => call.live()),
    adopted,
    saveFailures: () => saveFailures,
  };
};

/** Lets promise callbacks (and the events they send) run; fake timers do not touch microtasks. */
export const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};
