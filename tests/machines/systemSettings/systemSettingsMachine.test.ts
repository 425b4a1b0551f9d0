import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import type { LocalePath } from "../../../domain/i18n/locales.ts";
import { HOST_TIME_ZONE_ENTRY, SETTING_ENTRIES } from "../../../domain/settings/systemSettings.ts";
import { hostTimeZone, type TimeZone, UTC } from "../../../domain/settings/timeZone.ts";
import { encodeEntry } from "../../../domain/settings/versionedEntry.ts";
import { systemSettingsMachine } from "../../../machines/systemSettings/systemSettingsMachine.ts";
import { createSettingsStorage, hostTimeZoneEvent } from "../../../ui/app/settings/settingsStorage.ts";
import { createMemoryStorage } from "../../../ui/app/storage.ts";

const JANUARY = new Date("2026-01-15T12:00:00Z");
const JULY = new Date("2026-07-15T12:00:00Z");
/** The zone the fake host names: daylight saving makes its offset differ between January and July. */
const HOST_ZONE = "America/New_York";

/** A started actor over a memory storage, with every effect recorded. */
const start = (initial: Record<string, string> = {}, now = JANUARY, initialTimeZone?: TimeZone) => {
  const storage = createMemoryStorage(initial);
  const themes: string[] = [];
  const locales: LocalePath[] = [];
  const remote: Array<{ locale: LocalePath; timeZoneName: string }> = [];
  const actor = createActor(
    systemSettingsMachine.provide({
      actors: {
        settingsStorage: createSettingsStorage(
          storage,
          { now: () => now, timeZoneName: () => HOST_ZONE },
          { initialTimeZone },
        ),
      },
      actions: {
        applyTheme: (_, { theme }) => void themes.push(theme),
        applyLocale: (_, { locale }) => void locales.push(locale),
        persistRemote: (_, params) => void remote.push(params),
      },
    }),
  ).start();
  return { actor, storage, themes, locales, remote, context: () => actor.getSnapshot().context };
};

const entry = (key: keyof typeof SETTING_ENTRIES, value: unknown, version = 1) => ({
  [SETTING_ENTRIES[key].key]: JSON.stringify({ version, value }),
});

const host = { now: () => JANUARY, timeZoneName: () => HOST_ZONE };

describe("systemSettingsMachine", () => {
  describe("when the page was rendered by the server", () => {
    it("hydrates with the server's zone, then shows and records the host's without choosing it", () => {
      const { actor, context, storage, remote } = start({}, JANUARY, UTC);
      expect(context()).toMatchObject({ timeZone: UTC, timeZoneStored: false });
      actor.send(hostTimeZoneEvent(host));
      expect(context()).toMatchObject({ timeZone: hostTimeZone(HOST_ZONE, JANUARY), timeZoneStored: false });
      expect(storage.getItem(HOST_TIME_ZONE_ENTRY.key)).toBe(encodeEntry(HOST_TIME_ZONE_ENTRY, HOST_ZONE));
      expect(storage.getItem(SETTING_ENTRIES.timeZone.key)).toBeNull();
      expect(remote).toEqual([]);
    });

    it("keeps a stored zone over both the server's fallback and the host's", () => {
      const { actor, context, storage } = start(entry("timeZone", "Asia/Tokyo"), JANUARY, UTC);
      expect(context()).toMatchObject({ timeZone: { name: "Asia/Tokyo" }, timeZoneStored: true });
      actor.send(hostTimeZoneEvent(host));
      expect(context().timeZone.name).toBe("Asia/Tokyo");
      expect(storage.getItem(HOST_TIME_ZONE_ENTRY.key)).toBeNull();
    });

    it("lets the host's zone go once the visitor chooses one", () => {
      const { actor, context, storage } = start({}, JANUARY, UTC);
      actor.send({
        type: "settings.timeZone.change",
        timeZone: { name: "Asia/Tokyo", offsetSeconds: 32400 },
      });
      actor.send(hostTimeZoneEvent(host));
      expect(context()).toMatchObject({ timeZone: { name: "Asia/Tokyo" }, timeZoneStored: true });
      expect(storage.getItem(HOST_TIME_ZONE_ENTRY.key)).toBeNull();
    });

    it("names UTC when the host names no zone it knows", () => {
      expect(hostTimeZoneEvent({ now: () => JULY, timeZoneName: () => undefined })).toEqual({
        type: "settings.hostTimeZone",
        timeZone: UTC,
      });
    });
  });

  describe("when hydrating from an empty storage", () => {
    it("uses the defaults and the browser's time zone, and applies the dark theme", () => {
      const { actor, themes, storage } = start();
      expect(actor.getSnapshot().value).toBe("ready");
      expect(actor.getSnapshot().context).toEqual({
        locale: "en-us",
        timeZone: hostTimeZone(HOST_ZONE, JANUARY),
        timeZoneStored: false,
        oddsVisible: true,
        theme: "dark",
        cookieBannerVisible: true,
        hydrated: true,
      });
      expect(themes).toEqual(["dark"]);
      expect(storage.entries()).toEqual({});
    });
  });

  describe("when hydrating from stored settings", () => {
    it("restores every stored setting", () => {
      const { context, themes } = start({
        ...entry("locale", "pt-br"),
        ...entry("timeZone", "Asia/Kolkata"),
        ...entry("oddsVisible", false),
        ...entry("theme", "light"),
        ...entry("cookiesAccepted", true),
      });
      expect(context()).toEqual({
        locale: "pt-br",
        timeZone: { name: "Asia/Kolkata", offsetSeconds: 19800 },
        timeZoneStored: true,
        oddsVisible: false,
        theme: "light",
        cookieBannerVisible: false,
        hydrated: true,
      });
      expect(themes).toEqual(["light"]);
    });

    it("computes a stored time zone's offset for the current date", () => {
      const stored = entry("timeZone", "America/New_York");
      expect(start(stored, JANUARY).context().timeZone).toEqual({
        name: "America/New_York",
        offsetSeconds: -18000,
      });
      expect(start(stored, JULY).context().timeZone).toEqual({
        name: "America/New_York",
        offsetSeconds: -14400,
      });
    });

    it("drops an entry of another version, removes it and uses the default", () => {
      const { context, storage, themes } = start({
        ...entry("theme", "light", 0),
        ...entry("locale", "es-es"),
      });
      expect(context().theme).toBe("dark");
      expect(themes).toEqual(["dark"]);
      expect(storage.getItem(SETTING_ENTRIES.theme.key)).toBeNull();
      // Other entries are untouched.
      expect(context().locale).toBe("es-es");
      expect(storage.getItem(SETTING_ENTRIES.locale.key)).not.toBeNull();
    });

    it.each([
      ["broken JSON", { [SETTING_ENTRIES.locale.key]: "{not json" }],
      ["a bare value", { [SETTING_ENTRIES.locale.key]: '"es-es"' }],
      ["an unsupported locale", entry("locale", "xx-yy")],
      ["an unknown time zone", entry("timeZone", "Mars/Olympus")],
    ])("drops %s and uses the default", (_, stored) => {
      const { context, storage } = start(stored);
      expect(context().locale).toBe("en-us");
      expect(context().timeZone).toEqual(hostTimeZone(HOST_ZONE, JANUARY));
      expect(storage.entries()).toEqual({});
    });
  });

  describe("when in the ready state", () => {
    it("toggles and sets the theme, applying and storing it", () => {
      const { actor, themes, storage } = start();
      actor.send({ type: "settings.theme.toggle" });
      expect(themes).toEqual(["dark", "light"]);
      expect(storage.getItem(SETTING_ENTRIES.theme.key)).toBe(encodeEntry(SETTING_ENTRIES.theme, "light"));
      actor.send({ type: "settings.theme.set", theme: "light" });
      expect(themes).toEqual(["dark", "light"]);
      actor.send({ type: "settings.theme.set", theme: "dark" });
      expect(themes).toEqual(["dark", "light", "dark"]);
      expect(storage.getItem(SETTING_ENTRIES.theme.key)).toBe(encodeEntry(SETTING_ENTRIES.theme, "dark"));
    });

    it("changes the locale: applies it, stores it and hands it to the remote seam", () => {
      const { actor, locales, remote, storage, context } = start();
      actor.send({ type: "settings.locale.change", locale: "es-es" });
      expect(context().locale).toBe("es-es");
      expect(locales).toEqual(["es-es"]);
      expect(storage.getItem(SETTING_ENTRIES.locale.key)).toBe(encodeEntry(SETTING_ENTRIES.locale, "es-es"));
      expect(remote).toEqual([{ locale: "es-es", timeZoneName: context().timeZone.name }]);
    });

    it("ignores the current locale and unsupported ones", () => {
      const { actor, locales, remote } = start();
      actor.send({ type: "settings.locale.change", locale: "en-us" });
      actor.send({ type: "settings.locale.change", locale: "fr-fr" as LocalePath });
      expect(actor.getSnapshot().context.locale).toBe("en-us");
      expect(locales).toEqual([]);
      expect(remote).toEqual([]);
    });

    it("changes the time zone and remembers its name only", () => {
      const { actor, storage, remote } = start();
      actor.send({
        type: "settings.timeZone.change",
        timeZone: { name: "Asia/Tokyo", offsetSeconds: 32400 },
      });
      expect(actor.getSnapshot().context.timeZone).toEqual({ name: "Asia/Tokyo", offsetSeconds: 32400 });
      expect(storage.getItem(SETTING_ENTRIES.timeZone.key)).toBe(
        encodeEntry(SETTING_ENTRIES.timeZone, "Asia/Tokyo"),
      );
      expect(remote).toEqual([{ locale: "en-us", timeZoneName: "Asia/Tokyo" }]);
    });

    it("toggles odds visibility", () => {
      const { actor, storage } = start();
      actor.send({ type: "settings.odds.toggle" });
      expect(actor.getSnapshot().context.oddsVisible).toBe(false);
      expect(storage.getItem(SETTING_ENTRIES.oddsVisible.key)).toBe(
        encodeEntry(SETTING_ENTRIES.oddsVisible, false),
      );
    });

    it("hides the cookie banner for good once accepted", () => {
      const first = start();
      first.actor.send({ type: "cookieBanner.accept" });
      expect(first.context().cookieBannerVisible).toBe(false);
      expect(start(first.storage.entries()).context().cookieBannerVisible).toBe(false);
    });

    it("does not call the remote seam for theme, odds or cookie changes", () => {
      const { actor, remote } = start();
      actor.send({ type: "settings.theme.toggle" });
      actor.send({ type: "settings.odds.toggle" });
      actor.send({ type: "cookieBanner.accept" });
      expect(remote).toEqual([]);
    });
  });
});
