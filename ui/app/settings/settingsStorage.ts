import { fromCallback } from "xstate";
import { readStoredSettings, writeStoredSetting } from "../../../domain/settings/systemSettings.ts";
import { hostTimeZone, timeZoneAt } from "../../../domain/settings/timeZone.ts";
import type { StoragePort } from "../../../domain/settings/versionedEntry.ts";
import type {
  SettingsHydrateEvent,
  SettingsStorageWriteEvent,
} from "../../../machines/systemSettings/systemSettingsMachine.ts";

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

/**
 * The storage port as the machine's `settingsStorage` actor: on start it reads every stored setting
 * (dropping stale versions) and reports them with the host's time zone; afterwards it writes what the
 * machine asks. The composition root gives it `localStorage` and the browser; tests a memory storage and a
 * fixed clock and zone.
 */
export const createSettingsStorage = (storage: StoragePort, host: SettingsStorageHost) =>
  fromCallback<SettingsStorageWriteEvent>(({ sendBack, receive }) => {
    const at = host.now();
    const { timeZone, ...rest } = readStoredSettings(storage);
    const hydrate: SettingsHydrateEvent = {
      type: "settings.hydrate",
      stored: timeZone === undefined ? rest : { ...rest, timeZone: timeZoneAt(timeZone, at) },
      browserTimeZone: hostTimeZone(host.timeZoneName(), at),
    };
    sendBack(hydrate);
    receive((event) => writeStoredSetting(storage, event.write));
  });
