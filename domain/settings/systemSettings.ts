import { isLocalePath, type LocalePath } from "../i18n/locales.ts";
import { isTimeZoneName } from "./timeZone.ts";
import { type EntrySpec, readEntry, type StoragePort, writeEntry } from "./versionedEntry.ts";

/** System settings (accounts spec sections 3 and 4): defaults and what is kept in browser storage. */

export const THEMES = ["dark", "light"] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = "dark";
export const isTheme = (value: unknown): value is Theme => value === "dark" || value === "light";

export const DEFAULT_ODDS_VISIBLE = true;

/** What a visitor's browser remembers. The time zone keeps its name only: its offset depends on the date. */
export interface StoredSettings {
  readonly locale?: LocalePath;
  readonly timeZone?: string;
  readonly oddsVisible?: boolean;
  readonly theme?: Theme;
  readonly cookiesAccepted?: true;
}

export type StoredSettingKey = keyof StoredSettings;

const isLocale = (value: unknown): value is LocalePath => typeof value === "string" && isLocalePath(value);
const isBoolean = (value: unknown): value is boolean => typeof value === "boolean";
const isTrue = (value: unknown): value is true => value === true;

/** One versioned entry per setting, so a change of one shape drops only that setting. */
export const SETTING_ENTRIES: {
  readonly [K in StoredSettingKey]-?: EntrySpec<NonNullable<StoredSettings[K]>>;
} = {
  locale: { key: "funsclub.settings.locale", version: 1, is: isLocale },
  timeZone: { key: "funsclub.settings.timeZone", version: 1, is: isTimeZoneName },
  oddsVisible: { key: "funsclub.settings.oddsVisible", version: 1, is: isBoolean },
  theme: { key: "funsclub.settings.theme", version: 1, is: isTheme },
  cookiesAccepted: { key: "funsclub.settings.cookiesAccepted", version: 1, is: isTrue },
};

/**
 * The zone the visitor's browser last named, kept apart from the stored `timeZone`: it is not the visitor's
 * choice (the profile never saves it), only what the server renders times in when none was chosen.
 */
export const HOST_TIME_ZONE_ENTRY: EntrySpec<string> = {
  key: "funsclub.settings.hostTimeZone",
  version: 1,
  is: isTimeZoneName,
};

const withoutMissing = (settings: StoredSettings): StoredSettings =>
  Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));

/** Every stored setting that is present and current; stale or broken entries are removed on the way. */
export const readStoredSettings = (storage: StoragePort): StoredSettings =>
  withoutMissing({
    locale: readEntry(storage, SETTING_ENTRIES.locale),
    timeZone: readEntry(storage, SETTING_ENTRIES.timeZone),
    oddsVisible: readEntry(storage, SETTING_ENTRIES.oddsVisible),
    theme: readEntry(storage, SETTING_ENTRIES.theme),
    cookiesAccepted: readEntry(storage, SETTING_ENTRIES.cookiesAccepted),
  });

/** One setting to remember, as a union so the value always matches its key. */
export type SettingWrite = {
  readonly [K in StoredSettingKey]: { readonly key: K; readonly value: NonNullable<StoredSettings[K]> };
}[StoredSettingKey];

export const writeStoredSetting = (storage: StoragePort, write: SettingWrite): void =>
  // The union keeps key and value together for callers; the lookup by key loses that link for the compiler.
  writeEntry(storage, SETTING_ENTRIES[write.key] as EntrySpec<SettingWrite["value"]>, write.value);
