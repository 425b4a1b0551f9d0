import { createTestModel } from "@xstate/graph";
import { beforeEach, describe, expect, it } from "vitest";
import { type Actor, createActor, type EventObject, fromCallback, type SnapshotFrom } from "xstate";
import type { LocalePath } from "../../../domain/i18n/locales.ts";
import {
  HOST_TIME_ZONE_ENTRY,
  readStoredSettings,
  type SettingWrite,
  writeStoredSetting,
} from "../../../domain/settings/systemSettings.ts";
import type { TimeZone } from "../../../domain/settings/timeZone.ts";
import { readEntry, writeEntry } from "../../../domain/settings/versionedEntry.ts";
import {
  DEFAULT_SYSTEM_SETTINGS,
  type SettingsHydrateEvent,
  type SettingsStorageWriteEvent,
  type SystemSettingsEvent,
  systemSettingsMachine,
} from "../../../machines/systemSettings/systemSettingsMachine.ts";
import { createMemoryStorage } from "../../../ui/app/storage.ts";
import { transitionCoverage } from "../../helpers/transitionCoverage.ts";

/**
 * Model-based test: every state the settings reach (hydrating, then ready with each combination of two
 * locales, two time zones, the zone chosen or the host's, odds on or off, both themes, banner shown or
 * accepted) and every transition from each, including the ones that must change nothing. Each path runs against a real actor whose storage,
 * document theme, i18n and remote-save effects are recorded, and each reached state is checked against them.
 */
type SettingsSnapshot = SnapshotFrom<typeof systemSettingsMachine>;

const MADRID: TimeZone = { name: "Europe/Madrid", offsetSeconds: 3600 };
const TOKYO: TimeZone = { name: "Asia/Tokyo", offsetSeconds: 32400 };

const events: ReadonlyArray<SystemSettingsEvent> = [
  { type: "settings.hydrate", stored: {}, browserTimeZone: MADRID },
  {
    type: "settings.hydrate",
    stored: { locale: "es-es", timeZone: TOKYO, oddsVisible: false, theme: "light", cookiesAccepted: true },
    browserTimeZone: MADRID,
  },
  { type: "settings.locale.change", locale: "es-es" },
  { type: "settings.locale.change", locale: "en-us" },
  // Not a supported locale: ignored (accounts spec section 5).
  { type: "settings.locale.change", locale: "xx-yy" as LocalePath },
  { type: "settings.timeZone.change", timeZone: TOKYO },
  { type: "settings.timeZone.change", timeZone: MADRID },
  { type: "settings.odds.toggle" },
  { type: "settings.theme.toggle" },
  { type: "settings.theme.set", theme: "light" },
  { type: "settings.theme.set", theme: "dark" },
  { type: "cookieBanner.accept" },
  // The host's zone after hydration: shown and recorded only while the visitor has chosen none.
  { type: "settings.hostTimeZone", timeZone: TOKYO },
  { type: "settings.hostTimeZone", timeZone: MADRID },
];

const serialize = (snapshot: SettingsSnapshot) =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context });
const label = (snapshot: SettingsSnapshot) => {
  const { locale, timeZone, timeZoneStored, oddsVisible, theme, cookieBannerVisible } = snapshot.context;
  const zone = `${timeZone.name}${timeZoneStored ? "" : "(host)"}`;
  return `${String(snapshot.value)}(${locale} ${zone} odds:${oddsVisible} ${theme} banner:${cookieBannerVisible})`;
};

const model = createTestModel(systemSettingsMachine, { events, serializeState: serialize });
const paths = transitionCoverage(model, serialize, label);

describe("systemSettingsMachine model", () => {
  let storage: ReturnType<typeof createMemoryStorage>;
  let documentTheme: string | undefined;
  let appliedLocales: LocalePath[];
  let remoteSaves: Array<{ locale: LocalePath; timeZoneName: string }>;
  let actor: Actor<typeof systemSettingsMachine>;

  beforeEach(() => {
    storage = createMemoryStorage();
    documentTheme = undefined;
    appliedLocales = [];
    remoteSaves = [];
    actor = createActor(
      systemSettingsMachine.provide({
        // Writes go to the memory storage; hydration is the model's own `settings.hydrate` step.
        actors: {
          settingsStorage: fromCallback<SettingsStorageWriteEvent>(({ receive }) => {
            receive((event) => {
              if (event.type === "storage.write") writeStoredSetting(storage, event.write);
              else writeEntry(storage, HOST_TIME_ZONE_ENTRY, event.name);
            });
          }),
        },
        actions: {
          applyTheme: (_, { theme }) => {
            documentTheme = theme;
          },
          applyLocale: (_, { locale }) => void appliedLocales.push(locale),
          persistRemote: (_, params) => void remoteSaves.push(params),
        },
      }),
    ).start();
  });

  it("reaches hydrating and all 64 combinations of ready settings, walking every transition", () => {
    expect(Object.keys(model.getAdjacencyMap())).toHaveLength(1 + 64);
    expect(paths).toHaveLength(2 + 64 * (events.length - 2));
  });

  for (const { description, path } of paths) {
    it(description, async () => {
      // The library types an executor's event as its type only; it is the full model event.
      const send = ({ event }: { event: EventObject }) => void actor.send(event as SystemSettingsEvent);
      await model.testPath(path, {
        states: {
          hydrating: (state) => {
            const snapshot = actor.getSnapshot();
            expect(snapshot.value).toBe("hydrating");
            expect(snapshot.context).toEqual(state.context);
            expect(snapshot.context.hydrated).toBe(false);
            // Nothing applied or written before stored settings are known.
            expect(documentTheme).toBeUndefined();
            expect(appliedLocales).toEqual([]);
            expect(storage.entries()).toEqual({});
          },
          ready: (state) => {
            const snapshot = actor.getSnapshot();
            const { context } = snapshot;
            expect(snapshot.value).toBe("ready");
            expect(context).toEqual(state.context);
            expect(context.hydrated).toBe(true);
            expect(documentTheme).toBe(context.theme);
            expect(appliedLocales.at(-1) ?? context.locale).toBe(context.locale);
            // A reload would restore exactly what is shown: stored values, else the defaults.
            const stored = readStoredSettings(storage);
            expect(stored.locale ?? DEFAULT_SYSTEM_SETTINGS.locale).toBe(context.locale);
            // A chosen zone is stored; otherwise the host's recorded one (else the hydrated MADRID) is shown,
            // and the server renders the next page with it.
            if (context.timeZoneStored) expect(stored.timeZone).toBe(context.timeZone.name);
            else {
              expect(stored.timeZone).toBeUndefined();
              expect(readEntry(storage, HOST_TIME_ZONE_ENTRY) ?? MADRID.name).toBe(context.timeZone.name);
            }
            expect(stored.oddsVisible ?? DEFAULT_SYSTEM_SETTINGS.oddsVisible).toBe(context.oddsVisible);
            expect(stored.theme ?? DEFAULT_SYSTEM_SETTINGS.theme).toBe(context.theme);
            expect(stored.cookiesAccepted !== true).toBe(context.cookieBannerVisible);
            // The remote seam hears every locale and chosen time zone change, and only those (the host's
            // zone is not the visitor's choice).
            const last = remoteSaves.at(-1);
            if (last) expect(last.locale).toBe(context.locale);
            if (last && context.timeZoneStored) expect(last.timeZoneName).toBe(context.timeZone.name);
          },
        },
        events: {
          // The hydrate step stands for reading storage, so what it carries is put there first.
          "settings.hydrate": ({ event }) => {
            const hydrate = event as SettingsHydrateEvent;
            const { timeZone, ...rest } = hydrate.stored;
            for (const [key, value] of Object.entries(rest)) {
              writeStoredSetting(storage, { key, value } as SettingWrite);
            }
            if (timeZone) writeStoredSetting(storage, { key: "timeZone", value: timeZone.name });
            actor.send(hydrate);
          },
          "settings.locale.change": send,
          "settings.timeZone.change": send,
          "settings.odds.toggle": send,
          "settings.theme.toggle": send,
          "settings.theme.set": send,
          "cookieBanner.accept": send,
          "settings.hostTimeZone": send,
        },
      });
    });
  }
});
