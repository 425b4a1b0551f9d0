import { fromCallback } from "xstate";
import {
  HOST_TIME_ZONE_ENTRY,
  readStoredSettings,
  writeStoredSetting,
} from "../../../domain/settings/systemSettings.ts";
import { hostTimeZone, type TimeZone, timeZoneAt } from "../../../domain/settings/timeZone.ts";
import { type StoragePort, writeEntry } from "../../../domain/settings/versionedEntry.ts";
import type {
  SettingsHostTimeZoneEvent,
  SettingsHydrateEvent,
  SettingsStorageWriteEvent,
} from "../../../machines/systemSettings/systemSettingsMachine.ts";
import { browserStorage } from "../browserEffects.ts";
import { failSafeStorage, migratingStorage } from "../storage.ts";
import { browserCookieStorage } from "./browserCookieStorage.ts";

export interface SettingsStorageHost {
  /** The clock: a stored zone's offset, and the host's, depend on the date. */
  readonly now: () => Date;
  /** The zone the host names (`Intl.DateTimeFormat().resolvedOptions().timeZone` in the browser). */
  readonly timeZoneName: () => string | undefined;
}

/** The browser as the settings see it. */
export const browserSettingsHost: SettingsStorageHost = {
  now: () => new Date(),
  timeZoneName: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
};

export interface SettingsStorageOptions {
  /**
   * The zone to start with when none is stored: under server rendering, the one the server rendered with
   * (`readSettingsCookies(document.cookie, now).timeZone`, or the one the page carries), so hydration
   * matches; the host's then follows with `hostTimeZoneEvent`. Without it the host's zone applies at once.
   */
  readonly initialTimeZone?: TimeZone;
}

/**
 * The storage port as the machine's `settingsStorage` actor: on start it reads every stored setting
 * (dropping stale versions) and reports them with the zone to show while none is stored; afterwards it
 * writes what the machine asks. The composition root gives it the browser's cookies and the browser; the
 * server a request's cookies; tests a memory storage and a fixed clock and zone.
 */
export const createSettingsStorage = (
  storage: StoragePort,
  host: SettingsStorageHost,
  options: SettingsStorageOptions = {},
) =>
  fromCallback<SettingsStorageWriteEvent>(({ sendBack, receive }) => {
    const at = host.now();
    const { timeZone, ...rest } = readStoredSettings(storage);
    const hydrate: SettingsHydrateEvent = {
      type: "settings.hydrate",
      stored: timeZone === undefined ? rest : { ...rest, timeZone: timeZoneAt(timeZone, at) },
      browserTimeZone: options.initialTimeZone ?? hostTimeZone(host.timeZoneName(), at),
    };
    sendBack(hydrate);
    receive((event) => {
      if (event.type === "storage.write") writeStoredSetting(storage, event.write);
      else writeEntry(storage, HOST_TIME_ZONE_ENTRY, event.name);
    });
  });

/** The host's zone for the settings, to send once a server-rendered page has hydrated. */
export const hostTimeZoneEvent = (host: SettingsStorageHost): SettingsHostTimeZoneEvent => ({
  type: "settings.hostTimeZone",
  timeZone: hostTimeZone(host.timeZoneName(), host.now()),
});

/**
 * The browser's settings storage: cookies, which the server reads too, taking over what `localStorage`
 * held before them.
 */
export const browserSettingsStorage = (): StoragePort =>
  migratingStorage(failSafeStorage(browserCookieStorage(document)), browserStorage());
