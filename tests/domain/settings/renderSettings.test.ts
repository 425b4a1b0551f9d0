import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type RenderSettings,
  readSettingsCookies,
  renderVariant,
  settingsVariant,
} from "../../../domain/settings/renderSettings.ts";
import { serializeSettingCookie } from "../../../domain/settings/settingCookies.ts";
import { UTC } from "../../../domain/settings/timeZone.ts";

const JANUARY = new Date("2026-01-15T12:00:00Z");
const JULY = new Date("2026-07-15T12:00:00Z");

const cookie = (...setCookies: string[]) =>
  setCookies.map((text) => text.slice(0, text.indexOf(";"))).join("; ");
const off = { secure: false };

describe("readSettingsCookies", () => {
  it("renders a first visit with the defaults, in UTC, with the zone unknown", () => {
    expect(readSettingsCookies(undefined, JANUARY)).toEqual({
      theme: "dark",
      oddsVisible: true,
      cookieBannerVisible: true,
      timeZone: UTC,
      timeZoneKnown: false,
      locale: undefined,
    });
  });

  it("reads every setting a returning visitor chose, the zone with the date's offset", () => {
    const header = cookie(
      serializeSettingCookie("theme", "light", off),
      serializeSettingCookie("oddsVisible", false, off),
      serializeSettingCookie("cookiesAccepted", true, off),
      serializeSettingCookie("timeZone", "Europe/Madrid", off),
      serializeSettingCookie("locale", "pt-br", off),
    );
    expect(readSettingsCookies(header, JULY)).toEqual({
      theme: "light",
      oddsVisible: false,
      cookieBannerVisible: false,
      timeZone: { name: "Europe/Madrid", offsetSeconds: 7200 },
      timeZoneKnown: true,
      locale: "pt-br",
    });
    expect(readSettingsCookies(header, JANUARY).timeZone).toEqual({
      name: "Europe/Madrid",
      offsetSeconds: 3600,
    });
  });

  it("falls back to the zone the browser recorded when none was chosen", () => {
    const host = serializeSettingCookie("hostTimeZone", "Asia/Kolkata", off);
    expect(readSettingsCookies(cookie(host), JANUARY)).toMatchObject({
      timeZone: { name: "Asia/Kolkata", offsetSeconds: 19800 },
      timeZoneKnown: true,
    });
    // A chosen zone wins over the browser's.
    const chosen = serializeSettingCookie("timeZone", "America/New_York", off);
    expect(readSettingsCookies(cookie(host, chosen), JANUARY).timeZone.name).toBe("America/New_York");
  });

  it("never throws on a hostile header and always answers a renderable zone", () => {
    const part = fc.oneof(
      fc.string({ unit: "binary", maxLength: 30 }),
      fc.constantFrom("fc_tz_v1=", "fc_hosttz_v1=", "fc_theme_v1=", "%", ";", "="),
    );
    fc.assert(
      fc.property(fc.array(part, { maxLength: 12 }), (parts) => {
        const settings = readSettingsCookies(parts.join(""), JANUARY);
        expect(() => new Intl.DateTimeFormat("en-US", { timeZone: settings.timeZone.name })).not.toThrow();
        expect(settings.timeZoneKnown || settings.timeZone === UTC).toBe(true);
      }),
    );
  });

  it("ignores a recorded zone this runtime does not know", () => {
    expect(readSettingsCookies("fc_hosttz_v1=%22Mars%2FOlympus%22", JANUARY)).toMatchObject({
      timeZone: UTC,
      timeZoneKnown: false,
    });
  });
});

describe("settingsVariant", () => {
  it("is short and names what changes the HTML", () => {
    expect(settingsVariant(undefined)).toBe("dark|odds|banner|~UTC");
    const header = cookie(
      serializeSettingCookie("theme", "light", off),
      serializeSettingCookie("oddsVisible", false, off),
      serializeSettingCookie("cookiesAccepted", true, off),
      serializeSettingCookie("hostTimeZone", "Europe/Madrid", off),
    );
    expect(settingsVariant(header)).toBe("light|no-odds|no-banner|Europe/Madrid");
  });

  it("is the same for no cookies, the defaults chosen, and cookies that do not change the HTML", () => {
    const defaults = cookie(
      serializeSettingCookie("theme", "dark", off),
      serializeSettingCookie("oddsVisible", true, off),
      serializeSettingCookie("locale", "es-es", off),
    );
    expect(settingsVariant(`${defaults}; session=abc; fc_theme_v0=%22light%22`)).toBe(settingsVariant(""));
  });

  it("spells a zone as the runtime does, so a crafted spelling is not an entry of its own", () => {
    expect(settingsVariant("fc_tz_v1=%22europe%2Fmadrid%22")).toBe(
      settingsVariant("fc_tz_v1=%22Europe%2FMadrid%22"),
    );
  });

  it("is the variant of what readSettingsCookies reads, for any header", () => {
    const part = fc.oneof(
      fc.constantFrom(
        "fc_theme_v1=%22light%22",
        "fc_odds_v1=false",
        "fc_consent_v1=true",
        "fc_tz_v1=%22Asia%2FTokyo%22",
        "fc_hosttz_v1=%22Europe%2FMadrid%22",
        "fc_hosttz_v1=%22UTC%22",
        "fc_tz_v0=%22Asia%2FTokyo%22",
      ),
      fc.string({ maxLength: 20 }),
    );
    fc.assert(
      fc.property(fc.array(part, { maxLength: 6 }), (parts) => {
        const header = parts.join("; ");
        expect(settingsVariant(header)).toBe(renderVariant(readSettingsCookies(header, JULY)));
      }),
    );
  });

  it("tells apart any two settings that render differently", () => {
    const settings: fc.Arbitrary<RenderSettings> = fc
      .record({
        theme: fc.constantFrom("dark" as const, "light" as const),
        oddsVisible: fc.boolean(),
        cookieBannerVisible: fc.boolean(),
        timeZone: fc.constantFrom(
          UTC,
          { name: "Europe/Madrid", offsetSeconds: 3600 },
          { name: "Europe/Paris", offsetSeconds: 3600 },
        ),
        timeZoneKnown: fc.boolean(),
        locale: fc.constantFrom(undefined, "en-us" as const, "es-es" as const),
      })
      // As read: a zone is unknown only in UTC.
      .map((read) => (read.timeZoneKnown ? read : { ...read, timeZone: UTC }));
    const rendered = ({ locale: _, ...rest }: RenderSettings) => JSON.stringify(rest);
    fc.assert(
      fc.property(settings, settings, (a, b) => {
        expect(renderVariant(a) === renderVariant(b)).toBe(rendered(a) === rendered(b));
      }),
    );
  });
});
