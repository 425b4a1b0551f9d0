import type { UserSettings } from "../../domain/accounts/profileCommands.ts";
import { timeZoneAt } from "../../domain/settings/timeZone.ts";
import {
  localeNameOfPath,
  type SettingsChange,
  settingsToAdopt,
} from "../../machines/profile/savedSettings.ts";
import type { SystemSettingsEvent } from "../../machines/systemSettings/systemSettingsMachine.ts";
import type { SettingsActorRef } from "./routerContext.ts";

/**
 * The two directions between the account's saved settings and the system settings actor (accounts spec
 * section 4); the rules themselves are `machines/profile/savedSettings.ts`.
 */

/** After the profile loads: switch to the saved zone and locale where the rules say so. */
export const adoptSavedSettings = (settings: SettingsActorRef, saved: UserSettings | null): void => {
  const { locale, timeZone } = settings.getSnapshot().context;
  const adopt = settingsToAdopt(saved, { locale, timeZoneName: timeZone.name });
  if (adopt.timeZone !== undefined) {
    settings.send({ type: "settings.timeZone.change", timeZone: timeZoneAt(adopt.timeZone, new Date()) });
  }
  // The settings actor's applyLocale rewrites the URL's locale segment.
  if (adopt.locale !== undefined) settings.send({ type: "settings.locale.change", locale: adopt.locale });
};

/** What a locale or time-zone change of the settings actor asks to save to the account. */
export const settingsChangeOf = (event: SystemSettingsEvent): SettingsChange | null => {
  switch (event.type) {
    case "settings.locale.change":
      return { locale: localeNameOfPath(event.locale) };
    case "settings.timeZone.change":
      return { timeZone: event.timeZone.name };
    default:
      return null;
  }
};
