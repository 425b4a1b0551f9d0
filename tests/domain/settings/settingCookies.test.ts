import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../../domain/i18n/locales.ts";
import { parseCookieHeader } from "../../../domain/settings/cookieHeader.ts";
import {
  cookieStoragePort,
  SETTING_COOKIE_MAX_AGE_SECONDS,
  type SettingCookieKey,
  type SettingCookieValues,
  serializeCookieRemoval,
  serializeSettingCookie,
  settingCookieName,
} from "../../../domain/settings/settingCookies.ts";
import {
  HOST_TIME_ZONE_ENTRY,
  readStoredSettings,
  type StoredSettings,
} from "../../../domain/settings/systemSettings.ts";
import { readEntry } from "../../../domain/settings/versionedEntry.ts";

/** The `name=value` a browser sends back for a `Set-Cookie` text. */
const sent = (setCookie: string): string => setCookie.slice(0, setCookie.indexOf(";"));
const header = (...setCookies: string[]): string => setCookies.map(sent).join("; ");

const ZONES = ["UTC", "Europe/Madrid", "Asia/Kolkata", "America/Argentina/Buenos_Aires", "Etc/GMT+10"];

const storedSettings: fc.Arbitrary<StoredSettings> = fc.record(
  {
    locale: fc.constantFrom(...LOCALES.map((locale) => locale.path)),
    timeZone: fc.constantFrom(...ZONES),
    oddsVisible: fc.boolean(),
    theme: fc.constantFrom("dark" as const, "light" as const),
    cookiesAccepted: fc.constant(true as const),
  },
  { requiredKeys: [] },
);

const setCookiesOf = (settings: StoredSettings, secure = false): string[] =>
  (Object.entries(settings) as Array<[SettingCookieKey, SettingCookieValues[SettingCookieKey]]>).map(
    ([key, value]) => serializeSettingCookie(key, value, { secure }),
  );

describe("parseCookieHeader", () => {
  it("splits a header into names and raw values, the first of a repeated name winning", () => {
    const cookies = parseCookieHeader(" a=1; b = x%20y ;a=2; novalue; =orphan; c=");
    expect([...cookies]).toEqual([
      ["a", "1"],
      ["b", "x%20y"],
      ["c", ""],
    ]);
  });

  it("reads nothing from a missing header", () => {
    expect(parseCookieHeader(undefined).size).toBe(0);
    expect(parseCookieHeader("").size).toBe(0);
  });

  it("keeps prototype names as plain names", () => {
    const cookies = parseCookieHeader("__proto__=1; constructor=2");
    expect(cookies.get("__proto__")).toBe("1");
    expect(cookies.get("toString")).toBeUndefined();
  });
});

describe("setting cookies", () => {
  it("names each setting short and versioned, its value the URL-encoded JSON", () => {
    expect(settingCookieName("theme")).toBe("fc_theme_v1");
    expect(serializeSettingCookie("timeZone", "Europe/Madrid", { secure: true })).toBe(
      `fc_tz_v1=%22Europe%2FMadrid%22; Path=/; Max-Age=${SETTING_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax; Secure`,
    );
    expect(serializeSettingCookie("oddsVisible", false, { secure: false, maxAgeSeconds: 60 })).toBe(
      "fc_odds_v1=false; Path=/; Max-Age=60; SameSite=Lax",
    );
    expect(SETTING_COOKIE_MAX_AGE_SECONDS).toBe(31_536_000);
  });

  it("removes a cookie with max age -1 on the path it was set on", () => {
    expect(serializeCookieRemoval("fc_theme_v0", { secure: false })).toBe(
      "fc_theme_v0=; Path=/; Max-Age=-1; SameSite=Lax",
    );
  });

  it("round-trips any stored settings through Set-Cookie and the Cookie header", () => {
    fc.assert(
      fc.property(storedSettings, fc.boolean(), (settings, secure) => {
        const cookie = header(...setCookiesOf(settings, secure));
        expect(readStoredSettings(cookieStoragePort(cookie))).toEqual(settings);
      }),
    );
  });

  it("reads the host's zone apart from the chosen one", () => {
    const storage = cookieStoragePort(
      header(serializeSettingCookie("hostTimeZone", "Asia/Tokyo", { secure: false })),
    );
    expect(readStoredSettings(storage)).toEqual({});
    expect(readEntry(storage, HOST_TIME_ZONE_ENTRY)).toBe("Asia/Tokyo");
  });

  it.each([
    ["another version", "fc_theme_v2=%22light%22"],
    ["an unversioned name", "fc_theme=%22light%22"],
    ["a value that fails its check", "fc_theme_v1=%22purple%22"],
    ["a value that is not JSON", "fc_theme_v1=light"],
    ["a broken escape", "fc_theme_v1=%E0%A4%A"],
  ])("ignores %s", (_, cookie) => {
    expect(readStoredSettings(cookieStoragePort(cookie))).toEqual({});
  });

  it("prefers the current version when a stale one lingers beside it", () => {
    const cookie = "fc_theme_v0=%22dark%22; fc_theme_v1=%22light%22; fc_theme_v7=%22dark%22";
    expect(readStoredSettings(cookieStoragePort(cookie))).toEqual({ theme: "light" });
  });

  it("is read-only: the server never changes a request's cookies", () => {
    const storage = cookieStoragePort("fc_theme_v1=%22light%22");
    storage.setItem("funsclub.settings.theme", '{"version":1,"value":"dark"}');
    storage.removeItem("funsclub.settings.theme");
    expect(readStoredSettings(storage)).toEqual({ theme: "light" });
  });

  it("never throws on a hostile header, and reads only valid settings from it", () => {
    const names = fc.constantFrom(
      "fc_theme_v1",
      "fc_tz_v1",
      "fc_odds_v1",
      "fc_consent_v1",
      "fc_locale_v1",
      "fc_hosttz_v1",
      "__proto__",
      "fc_theme_v",
    );
    const hostile = fc.oneof(
      fc.string({ unit: "binary", maxLength: 300 }),
      fc
        .array(fc.tuple(names, fc.string({ unit: "binary", maxLength: 40 })), { maxLength: 8 })
        .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join("; ")),
    );
    fc.assert(
      fc.property(hostile, (cookie) => {
        const settings = readStoredSettings(cookieStoragePort(cookie));
        expect(settings.theme === undefined || ["dark", "light"].includes(settings.theme)).toBe(true);
        expect(settings.oddsVisible === undefined || typeof settings.oddsVisible === "boolean").toBe(true);
        expect(settings.cookiesAccepted === undefined || settings.cookiesAccepted === true).toBe(true);
        if (settings.timeZone !== undefined) {
          expect(() => new Intl.DateTimeFormat("en-US", { timeZone: settings.timeZone })).not.toThrow();
        }
      }),
    );
  });
});
