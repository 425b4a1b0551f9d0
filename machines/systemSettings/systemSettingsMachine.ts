import { assign, fromCallback, sendTo, setup, spawnChild } from "xstate";
import { DEFAULT_LOCALE_PATH, isLocalePath, type LocalePath } from "../../domain/i18n/locales.ts";
import {
  DEFAULT_ODDS_VISIBLE,
  DEFAULT_THEME,
  isTheme,
  type SettingWrite,
  type StoredSettings,
  type Theme,
} from "../../domain/settings/systemSettings.ts";
import { type TimeZone, UTC } from "../../domain/settings/timeZone.ts";

/** Stored settings as the machine receives them: a stored time zone already carries today's offset. */
export type HydratedSettings = Omit<StoredSettings, "timeZone"> & { readonly timeZone?: TimeZone };

/** Sent by the storage actor to its parent once, when it starts. */
export interface SettingsHydrateEvent {
  readonly type: "settings.hydrate";
  readonly stored: HydratedSettings;
  /**
   * The zone to show while none is stored. Under server rendering it is the zone the server rendered with
   * (so hydration matches) and the host's own arrives later as `settings.hostTimeZone`; otherwise the host's.
   */
  readonly browserTimeZone: TimeZone;
}

/**
 * The zone the host (the browser) names, sent once the server-rendered page has hydrated. It replaces the
 * shown zone only when the visitor chose none, and it is not their choice: it is recorded apart, for the
 * server's next render, and never saved to the account.
 */
export interface SettingsHostTimeZoneEvent {
  readonly type: "settings.hostTimeZone";
  readonly timeZone: TimeZone;
}

/** Sent by the parent to the storage actor: remember one setting, or the zone the host named. */
export type SettingsStorageWriteEvent =
  | { readonly type: "storage.write"; readonly write: SettingWrite }
  | { readonly type: "storage.hostTimeZone"; readonly name: string };

/** The default storage remembers nothing and knows no host zone; the composition root provides the browser's. */
const nothingStored = fromCallback<SettingsStorageWriteEvent>(({ sendBack }) => {
  const hydrate: SettingsHydrateEvent = { type: "settings.hydrate", stored: {}, browserTimeZone: UTC };
  sendBack(hydrate);
});

/**
 * System settings (accounts spec sections 3 and 4): interface locale, time zone, odds visibility, theme
 * and the cookie banner. The machine owns the rules; storage, the document and i18n are reached through
 * named implementations the composition root provides (`ui/main.tsx`) and tests swap.
 */
export interface SystemSettingsContext {
  /** Path form, as in the URL: `en-us`. */
  readonly locale: LocalePath;
  readonly timeZone: TimeZone;
  /** True once the zone is the visitor's choice (stored); the host's zone never replaces a chosen one. */
  readonly timeZoneStored: boolean;
  readonly oddsVisible: boolean;
  readonly theme: Theme;
  readonly cookieBannerVisible: boolean;
  /** False until stored settings have been read: the UI waits for it before showing the cookie banner. */
  readonly hydrated: boolean;
}

export type SystemSettingsEvent =
  | SettingsHydrateEvent
  | SettingsHostTimeZoneEvent
  | { readonly type: "settings.locale.change"; readonly locale: LocalePath }
  | { readonly type: "settings.timeZone.change"; readonly timeZone: TimeZone }
  | { readonly type: "settings.odds.toggle" }
  | { readonly type: "settings.theme.toggle" }
  | { readonly type: "settings.theme.set"; readonly theme: Theme }
  | { readonly type: "cookieBanner.accept" };

export const DEFAULT_SYSTEM_SETTINGS: SystemSettingsContext = {
  locale: DEFAULT_LOCALE_PATH,
  // Replaced on hydration by the stored zone or the browser's; UTC only until then.
  timeZone: UTC,
  timeZoneStored: false,
  oddsVisible: DEFAULT_ODDS_VISIBLE,
  theme: DEFAULT_THEME,
  cookieBannerVisible: true,
  hydrated: false,
};

const otherTheme = (theme: Theme): Theme => (theme === "dark" ? "light" : "dark");

export const systemSettingsMachine = setup({
  types: {
    context: {} as SystemSettingsContext,
    events: {} as SystemSettingsEvent,
  },
  actors: {
    // Default: nothing stored, so the machine alone never touches the browser. The UI provides localStorage.
    settingsStorage: nothingStored,
  },
  actions: {
    /** Sets `data-theme` on the document; provided by the UI. */
    applyTheme: (_, _params: { theme: Theme }) => {},
    /** Switches i18n and rewrites the URL's locale segment; provided by the UI. */
    applyLocale: (_, _params: { locale: LocalePath }) => {},
    /**
     * Seam for saving locale and time zone to the signed-in user's profile (accounts spec section 4). There
     * are no accounts yet, so nothing is provided and it does nothing.
     */
    persistRemote: (_, _params: { locale: LocalePath; timeZoneName: string }) => {},
    save: sendTo(
      "storage",
      (_, write: SettingWrite): SettingsStorageWriteEvent => ({ type: "storage.write", write }),
    ),
    recordHostTimeZone: sendTo(
      "storage",
      (_, params: { name: string }): SettingsStorageWriteEvent => ({
        type: "storage.hostTimeZone",
        name: params.name,
      }),
    ),
  },
  guards: {
    isNewLocale: ({ context }, params: { locale: string }) =>
      isLocalePath(params.locale) && params.locale !== context.locale,
    isNewTimeZone: ({ context }, params: { name: string }) => params.name !== context.timeZone.name,
    isNewTheme: ({ context }, params: { theme: string }) =>
      isTheme(params.theme) && params.theme !== context.theme,
    isCookieBannerVisible: ({ context }) => context.cookieBannerVisible,
    isTimeZoneUnchosen: ({ context }) => !context.timeZoneStored,
  },
}).createMachine({
  id: "systemSettings",
  context: DEFAULT_SYSTEM_SETTINGS,
  entry: spawnChild("settingsStorage", { id: "storage" }),
  initial: "hydrating",
  states: {
    hydrating: {
      on: {
        "settings.hydrate": {
          target: "ready",
          actions: [
            assign(({ event }) => ({
              locale: event.stored.locale ?? DEFAULT_SYSTEM_SETTINGS.locale,
              // The stored zone wins; otherwise the browser's (accounts spec section 4).
              timeZone: event.stored.timeZone ?? event.browserTimeZone,
              timeZoneStored: event.stored.timeZone !== undefined,
              oddsVisible: event.stored.oddsVisible ?? DEFAULT_SYSTEM_SETTINGS.oddsVisible,
              theme: event.stored.theme ?? DEFAULT_SYSTEM_SETTINGS.theme,
              cookieBannerVisible: event.stored.cookiesAccepted !== true,
              hydrated: true,
            })),
            { type: "applyTheme", params: ({ context }) => ({ theme: context.theme }) },
          ],
        },
      },
    },
    ready: {
      on: {
        "settings.hostTimeZone": {
          guard: "isTimeZoneUnchosen",
          actions: [
            assign({ timeZone: ({ event }) => event.timeZone }),
            // Recorded even when it is the zone shown already: the server may not have it yet.
            { type: "recordHostTimeZone", params: ({ event }) => ({ name: event.timeZone.name }) },
          ],
        },
        "settings.locale.change": {
          guard: { type: "isNewLocale", params: ({ event }) => ({ locale: event.locale }) },
          actions: [
            assign({ locale: ({ event }) => event.locale }),
            { type: "applyLocale", params: ({ context }) => ({ locale: context.locale }) },
            { type: "save", params: ({ context }) => ({ key: "locale", value: context.locale }) },
            {
              type: "persistRemote",
              params: ({ context }) => ({ locale: context.locale, timeZoneName: context.timeZone.name }),
            },
          ],
        },
        "settings.timeZone.change": {
          guard: { type: "isNewTimeZone", params: ({ event }) => ({ name: event.timeZone.name }) },
          actions: [
            assign({ timeZone: ({ event }) => event.timeZone, timeZoneStored: true }),
            { type: "save", params: ({ context }) => ({ key: "timeZone", value: context.timeZone.name }) },
            {
              type: "persistRemote",
              params: ({ context }) => ({ locale: context.locale, timeZoneName: context.timeZone.name }),
            },
          ],
        },
        "settings.odds.toggle": {
          actions: [
            assign({ oddsVisible: ({ context }) => !context.oddsVisible }),
            { type: "save", params: ({ context }) => ({ key: "oddsVisible", value: context.oddsVisible }) },
          ],
        },
        "settings.theme.toggle": {
          actions: [
            assign({ theme: ({ context }) => otherTheme(context.theme) }),
            { type: "applyTheme", params: ({ context }) => ({ theme: context.theme }) },
            { type: "save", params: ({ context }) => ({ key: "theme", value: context.theme }) },
          ],
        },
        "settings.theme.set": {
          guard: { type: "isNewTheme", params: ({ event }) => ({ theme: event.theme }) },
          actions: [
            assign({ theme: ({ event }) => event.theme }),
            { type: "applyTheme", params: ({ context }) => ({ theme: context.theme }) },
            { type: "save", params: ({ context }) => ({ key: "theme", value: context.theme }) },
          ],
        },
        "cookieBanner.accept": {
          guard: "isCookieBannerVisible",
          actions: [
            assign({ cookieBannerVisible: false }),
            { type: "save", params: { key: "cookiesAccepted", value: true } },
          ],
        },
      },
    },
  },
});
