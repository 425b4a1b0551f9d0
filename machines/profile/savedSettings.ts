import type { LocaleName } from "../../domain/accounts/accountFields.ts";
import type { UserSettings } from "../../domain/accounts/profileCommands.ts";
import { LOCALES, type LocalePath } from "../../domain/i18n/locales.ts";
import { isTimeZoneName } from "../../domain/settings/timeZone.ts";

/**
 * The rules between the settings saved on the account and the ones this browser uses (accounts spec
 * section 4), as pure functions: which saved values to adopt once the profile loads, and which local
 * changes still need saving.
 */

/** What the browser uses now: the URL's locale and the chosen zone's name. */
export interface CurrentSettings {
  readonly locale: LocalePath;
  readonly timeZoneName: string;
}

/** A change to save with `update_user_settings`: only the fields that changed. */
export interface SettingsChange {
  readonly locale?: LocaleName;
  readonly timeZone?: string;
}

/** What the browser should switch to after the profile loads. */
export interface SettingsToAdopt {
  readonly locale?: LocalePath;
  readonly timeZone?: string;
}

export const localeNameOfPath = (path: LocalePath): LocaleName =>
  LOCALES.find((locale) => locale.path === path)?.enumName ?? "en_US";

const localePathOfName = (name: string): LocalePath | undefined =>
  LOCALES.find((locale) => locale.enumName === name)?.path;

/** "UTC" and its aliases: a saved UTC is what an account gets before anyone chose a zone, so it never wins. */
const isUtc = (name: string): boolean => /^(?:Etc\/)?(?:UTC|UCT|GMT|Universal|Zulu)(?:[+-]0)?$/i.test(name);

/**
 * Section 4: the saved time zone replaces the current one when it differs and is not UTC; the saved locale
 * replaces the current one when it differs and is supported (the URL's locale segment follows).
 */
export const settingsToAdopt = (saved: UserSettings | null, current: CurrentSettings): SettingsToAdopt => {
  const adopt: { locale?: LocalePath; timeZone?: string } = {};
  const zone = saved?.timeZone;
  if (zone && zone !== current.timeZoneName && !isUtc(zone) && isTimeZoneName(zone)) adopt.timeZone = zone;
  const locale = saved?.locale ? localePathOfName(saved.locale) : undefined;
  if (locale !== undefined && locale !== current.locale) adopt.locale = locale;
  return adopt;
};

/** The part of `change` that differs from what the account has saved; null when nothing is left to save. */
export const unsavedPart = (saved: UserSettings | null, change: SettingsChange): SettingsChange | null => {
  const rest: { locale?: LocaleName; timeZone?: string } = {};
  if (change.locale !== undefined && change.locale !== saved?.locale) rest.locale = change.locale;
  if (change.timeZone !== undefined && change.timeZone !== saved?.timeZone) rest.timeZone = change.timeZone;
  return rest.locale === undefined && rest.timeZone === undefined ? null : rest;
};

/** Two changes made one after the other: the later value of each field wins. */
export const mergeChanges = (earlier: SettingsChange | null, later: SettingsChange): SettingsChange => ({
  ...earlier,
  ...later,
});
