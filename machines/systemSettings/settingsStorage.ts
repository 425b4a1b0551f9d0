import { fromCallback } from "xstate";
import {
  readStoredSettings,
  type SettingWrite,
  type StoredSettings,
  writeStoredSetting,
} from "../../domain/settings/systemSettings.ts";
import { browserTimeZone, type TimeZone, timeZoneAt } from "../../domain/settings/timeZone.ts";
import type { StoragePort } from "../../domain/settings/versionedStorage.ts";

/** Stored settings as the machine receives them: a stored time zone already carries today's offset. */
export type HydratedSettings = Omit<StoredSettings, "timeZone"> & { readonly timeZone?: TimeZone };

/** Sent by the storage actor to its parent once, when it starts. */
export interface SettingsHydrateEvent {
  readonly type: "settings.hydrate";
  readonly stored: HydratedSettings;
  readonly browserTimeZone: TimeZone;
}

/** Sent by the parent to remember one setting. */
export interface SettingsStorageWriteEvent {
  readonly type: "storage.write";
  readonly write: SettingWrite;
}

/**
 * The storage port as an actor: on start it reads every stored setting (dropping stale versions) and
 * reports them with the browser's time zone; afterwards it writes what the parent asks. The composition
 * root gives it `localStorage`, tests a memory storage and a fixed clock.
 */
export const createSettingsStorage = (storage: StoragePort, now: () => Date = () => new Date()) =>
  fromCallback<SettingsStorageWriteEvent>(({ sendBack, receive }) => {
    const at = now();
    const { timeZone, ...rest } = readStoredSettings(storage);
    const hydrate: SettingsHydrateEvent = {
      type: "settings.hydrate",
      stored: timeZone === undefined ? rest : { ...rest, timeZone: timeZoneAt(timeZone, at) },
      browserTimeZone: browserTimeZone(at),
    };
    sendBack(hydrate);
    receive((event) => writeStoredSetting(storage, event.write));
  });
