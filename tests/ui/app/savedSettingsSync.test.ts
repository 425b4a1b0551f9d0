import { describe, expect, it } from "vitest";
import { createActor, fromCallback } from "xstate";
import { systemSettingsMachine } from "../../../machines/systemSettings/systemSettingsMachine.ts";
import { adoptSavedSettings, settingsChangeOf } from "../../../ui/app/savedSettingsSync.ts";

/** Settings hydrated with nothing stored, in a browser that says it is in London. */
const readySettings = () =>
  createActor(
    systemSettingsMachine.provide({
      actors: {
        settingsStorage: fromCallback(({ sendBack }) => {
          sendBack({
            type: "settings.hydrate",
            stored: {},
            browserTimeZone: { name: "Europe/London", offsetSeconds: 0 },
          });
        }),
      },
    }),
  ).start();

describe("adoptSavedSettings", () => {
  it("switches to the saved zone (with its offset) and locale", () => {
    const settings = readySettings();
    adoptSavedSettings(settings, { locale: "th_TH", timeZone: "Asia/Bangkok" });
    const { locale, timeZone } = settings.getSnapshot().context;
    expect(locale).toBe("th-th");
    expect(timeZone).toEqual({ name: "Asia/Bangkok", offsetSeconds: 7 * 3600 });
  });

  it("keeps the browser's zone when the account saved UTC", () => {
    const settings = readySettings();
    adoptSavedSettings(settings, { locale: null, timeZone: "UTC" });
    expect(settings.getSnapshot().context.timeZone.name).toBe("Europe/London");
  });
});

describe("settingsChangeOf", () => {
  it("names only the setting the event changed, as the back end stores it", () => {
    expect(settingsChangeOf({ type: "settings.locale.change", locale: "pt-br" })).toEqual({
      locale: "pt_BR",
    });
    expect(
      settingsChangeOf({
        type: "settings.timeZone.change",
        timeZone: { name: "Asia/Tokyo", offsetSeconds: 32400 },
      }),
    ).toEqual({ timeZone: "Asia/Tokyo" });
    expect(settingsChangeOf({ type: "settings.theme.toggle" })).toBeNull();
  });
});
