import { describe, expect, it } from "vitest";
import {
  localeNameOfPath,
  mergeChanges,
  settingsToAdopt,
  unsavedPart,
} from "../../../machines/profile/savedSettings.ts";

const current = { locale: "en-us", timeZoneName: "Europe/London" } as const;

describe("settingsToAdopt (accounts spec section 4)", () => {
  it("adopts a saved time zone that differs and is not UTC", () => {
    expect(settingsToAdopt({ locale: null, timeZone: "Asia/Bangkok" }, current)).toEqual({
      timeZone: "Asia/Bangkok",
    });
  });

  it("keeps the current zone when the saved one is UTC, the same, unknown or missing", () => {
    for (const timeZone of ["UTC", "Etc/UTC", "GMT", "Europe/London", "Mars/Olympus", null]) {
      expect(settingsToAdopt({ locale: null, timeZone }, current)).toEqual({});
    }
  });

  it("adopts a saved locale that differs and is supported, as its path form", () => {
    expect(settingsToAdopt({ locale: "th_TH", timeZone: null }, current)).toEqual({ locale: "th-th" });
    expect(settingsToAdopt({ locale: "en_US", timeZone: null }, current)).toEqual({});
  });

  it("adopts nothing without saved settings", () => {
    expect(settingsToAdopt(null, current)).toEqual({});
  });
});

describe("unsavedPart", () => {
  const saved = { locale: "es_ES", timeZone: "Europe/Madrid" } as const;

  it("keeps only the fields that differ from the saved ones", () => {
    expect(unsavedPart(saved, { locale: "es_ES", timeZone: "Asia/Tokyo" })).toEqual({
      timeZone: "Asia/Tokyo",
    });
    expect(unsavedPart(saved, { locale: "es_ES" })).toBeNull();
    expect(unsavedPart(null, { locale: "en_US" })).toEqual({ locale: "en_US" });
  });
});

describe("mergeChanges and localeNameOfPath", () => {
  it("lets the later value of a field win", () => {
    expect(mergeChanges({ locale: "es_ES", timeZone: "UTC" }, { timeZone: "Asia/Tokyo" })).toEqual({
      locale: "es_ES",
      timeZone: "Asia/Tokyo",
    });
    expect(mergeChanges(null, { locale: "vi_VN" })).toEqual({ locale: "vi_VN" });
  });

  it("names a path locale as the back end stores it", () => {
    expect(localeNameOfPath("zh-tw")).toBe("zh_TW");
    expect(localeNameOfPath("pt-br")).toBe("pt_BR");
  });
});
