import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { readSettingsCookies } from "../../../../domain/settings/renderSettings.ts";
import {
  readStoredSettings,
  SETTING_ENTRIES,
  writeStoredSetting,
} from "../../../../domain/settings/systemSettings.ts";
import { encodeEntry } from "../../../../domain/settings/versionedEntry.ts";
import {
  type SystemSettingsEvent,
  systemSettingsMachine,
} from "../../../../machines/systemSettings/systemSettingsMachine.ts";
import { browserCookieStorage } from "../../../../ui/app/settings/browserCookieStorage.ts";
import { createSettingsStorage, hostTimeZoneEvent } from "../../../../ui/app/settings/settingsStorage.ts";
import { createMemoryStorage, migratingStorage } from "../../../../ui/app/storage.ts";
import { createCookieJar } from "../../../helpers/cookieJar.ts";

const NOW = new Date("2026-01-15T12:00:00Z");
const THEME = SETTING_ENTRIES.theme;

describe("browserCookieStorage", () => {
  it("keeps a setting in its versioned cookie for a year, Secure over HTTPS only", () => {
    const plain = createCookieJar();
    writeStoredSetting(browserCookieStorage(plain), { key: "theme", value: "light" });
    expect(plain.writes).toEqual(["fc_theme_v1=%22light%22; Path=/; Max-Age=31536000; SameSite=Lax"]);
    const https = createCookieJar({}, { protocol: "https:" });
    writeStoredSetting(browserCookieStorage(https), { key: "oddsVisible", value: false });
    expect(https.writes).toEqual(["fc_odds_v1=false; Path=/; Max-Age=31536000; SameSite=Lax; Secure"]);
    expect(readStoredSettings(browserCookieStorage(https))).toEqual({ oddsVisible: false });
  });

  it("drops a cookie of another version when reading it, with max age -1", () => {
    const jar = createCookieJar({ fc_theme_v0: "%22light%22", fc_odds_v1: "false" });
    expect(readStoredSettings(browserCookieStorage(jar))).toEqual({ oddsVisible: false });
    expect(jar.writes).toEqual(["fc_theme_v0=; Path=/; Max-Age=-1; SameSite=Lax"]);
    expect(jar.cookie).toBe("fc_odds_v1=false");
  });

  it("replaces other versions when writing", () => {
    const jar = createCookieJar({ fc_theme_v0: "%22light%22", other: "1" });
    writeStoredSetting(browserCookieStorage(jar), { key: "theme", value: "dark" });
    expect(jar.cookie).toBe("other=1; fc_theme_v1=%22dark%22");
  });

  it("keeps nothing for a key no settings cookie holds", () => {
    const jar = createCookieJar();
    const storage = browserCookieStorage(jar);
    storage.setItem("funsclub.session", "x");
    expect(storage.getItem("funsclub.session")).toBeNull();
    expect(jar.writes).toEqual([]);
  });
});

describe("migratingStorage over cookies and the old localStorage entries", () => {
  it("moves an old entry into its cookie once, then reads the cookie", () => {
    const jar = createCookieJar();
    const legacy = createMemoryStorage({ [THEME.key]: encodeEntry(THEME, "light") });
    const storage = migratingStorage(browserCookieStorage(jar), legacy);
    expect(readStoredSettings(storage)).toEqual({ theme: "light" });
    expect(jar.cookie).toBe("fc_theme_v1=%22light%22");
    expect(legacy.entries()).toEqual({});
    expect(readStoredSettings(storage)).toEqual({ theme: "light" });
  });

  it("prefers the cookie to an old entry, and a write leaves no old entry to come back", () => {
    const jar = createCookieJar({ fc_theme_v1: "%22dark%22" });
    const legacy = createMemoryStorage({ [THEME.key]: encodeEntry(THEME, "light") });
    const storage = migratingStorage(browserCookieStorage(jar), legacy);
    expect(readStoredSettings(storage)).toEqual({ theme: "dark" });
    writeStoredSetting(storage, { key: "theme", value: "dark" });
    expect(legacy.entries()).toEqual({});
  });

  it("drops a stale old entry from both", () => {
    const jar = createCookieJar();
    const legacy = createMemoryStorage({ [THEME.key]: '{"version":0,"value":"light"}' });
    expect(readStoredSettings(migratingStorage(browserCookieStorage(jar), legacy))).toEqual({});
    expect(legacy.entries()).toEqual({});
    expect(jar.cookie).toBe("");
  });

  it("keeps remembering in localStorage when the browser refuses cookies", () => {
    const jar = createCookieJar({}, { refuse: true });
    const legacy = createMemoryStorage({ [THEME.key]: encodeEntry(THEME, "light") });
    const storage = migratingStorage(browserCookieStorage(jar), legacy);
    expect(readStoredSettings(storage)).toEqual({ theme: "light" });
    writeStoredSetting(storage, { key: "oddsVisible", value: false });
    expect(readStoredSettings(storage)).toEqual({ theme: "light", oddsVisible: false });
  });
});

/** The browser's settings actor over a cookie jar, as the composition root starts it under server rendering. */
const browserSettings = (jar: ReturnType<typeof createCookieJar>, hostZone: string | undefined) => {
  const host = { now: () => NOW, timeZoneName: () => hostZone };
  const documentThemes: string[] = [];
  const actor = createActor(
    systemSettingsMachine.provide({
      actors: {
        settingsStorage: createSettingsStorage(
          migratingStorage(browserCookieStorage(jar), createMemoryStorage()),
          host,
          {
            initialTimeZone: readSettingsCookies(jar.cookie, NOW).timeZone,
          },
        ),
      },
      actions: { applyTheme: (_, { theme }) => void documentThemes.push(theme) },
    }),
  ).start();
  return { actor, host, documentThemes };
};

const userEvent: fc.Arbitrary<SystemSettingsEvent> = fc.oneof(
  fc.constant({ type: "settings.theme.toggle" } as const),
  fc.constant({ type: "settings.odds.toggle" } as const),
  fc.constant({ type: "cookieBanner.accept" } as const),
  fc.constantFrom("es-es", "pt-br").map((locale) => ({ type: "settings.locale.change", locale }) as const),
  fc
    .constantFrom({ name: "Asia/Tokyo", offsetSeconds: 32400 }, { name: "UTC", offsetSeconds: 0 })
    .map((timeZone) => ({ type: "settings.timeZone.change", timeZone }) as const),
);

describe("the server and the browser read the same cookies", () => {
  it("hydrates a first visit with the server's UTC, then the host's zone, which the next render uses", () => {
    const jar = createCookieJar();
    expect(readSettingsCookies(jar.cookie, NOW)).toMatchObject({
      timeZone: { name: "UTC" },
      timeZoneKnown: false,
    });
    const first = browserSettings(jar, "Asia/Kolkata");
    expect(first.actor.getSnapshot().context.timeZone.name).toBe("UTC");
    first.actor.send(hostTimeZoneEvent(first.host));
    expect(first.actor.getSnapshot().context.timeZone.name).toBe("Asia/Kolkata");
    expect(readSettingsCookies(jar.cookie, NOW)).toMatchObject({
      timeZone: { name: "Asia/Kolkata" },
      timeZoneKnown: true,
    });
    // The next visit hydrates with the zone the server rendered in: nothing changes after hydration.
    const second = browserSettings(jar, "Asia/Kolkata");
    expect(second.actor.getSnapshot().context.timeZone).toEqual(
      readSettingsCookies(jar.cookie, NOW).timeZone,
    );
  });

  it("after any visit, the next page's server render and browser start agree on everything they show", () => {
    fc.assert(
      fc.property(
        fc.array(userEvent, { maxLength: 8 }),
        fc.constantFrom("Asia/Kolkata", "Europe/Madrid", undefined),
        (events, hostZone) => {
          const jar = createCookieJar();
          const visit = browserSettings(jar, hostZone);
          visit.actor.send(hostTimeZoneEvent(visit.host));
          for (const event of events) visit.actor.send(event);
          const shown = visit.actor.getSnapshot().context;

          const server = readSettingsCookies(jar.cookie, NOW);
          const next = browserSettings(jar, hostZone);
          const started = next.actor.getSnapshot().context;
          for (const context of [started, server]) {
            expect(context.theme).toBe(shown.theme);
            expect(context.oddsVisible).toBe(shown.oddsVisible);
            expect(context.cookieBannerVisible).toBe(shown.cookieBannerVisible);
            expect(context.timeZone).toEqual(shown.timeZone);
          }
          expect(server.locale ?? "en-us").toBe(shown.locale);
          // The document already carries the server's theme: the start applies that same theme, no flip.
          expect(next.documentThemes).toEqual([server.theme]);
        },
      ),
    );
  });
});
