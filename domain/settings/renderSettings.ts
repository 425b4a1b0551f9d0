import type { LocalePath } from "../i18n/locales.ts";
import { cookieStoragePort } from "./settingCookies.ts";
import {
  DEFAULT_ODDS_VISIBLE,
  DEFAULT_THEME,
  HOST_TIME_ZONE_ENTRY,
  readStoredSettings,
  type Theme,
} from "./systemSettings.ts";
import { type TimeZone, timeZoneAt, UTC } from "./timeZone.ts";
import { readEntry } from "./versionedEntry.ts";

/** The settings a server render needs, as one request's cookies give them (defaults where they say nothing). */
export interface RenderSettings {
  readonly theme: Theme;
  readonly oddsVisible: boolean;
  readonly cookieBannerVisible: boolean;
  /** The zone the visitor chose, else the one their browser last named, else UTC. */
  readonly timeZone: TimeZone;
  /**
   * False on a first visit: the times are rendered in UTC, and the browser hydrates with UTC too before it
   * switches to its own zone.
   */
  readonly timeZoneKnown: boolean;
  /** The locale the visitor chose last, for a redirect from `/`; a page's own locale is its path's. */
  readonly locale: LocalePath | undefined;
}

/**
 * Reads the settings cookies of a `Cookie` header with the same rules the browser reads them (a stale
 * version or a broken value is ignored). `now` gives the zone its offset (daylight saving). Never throws.
 */
export const readSettingsCookies = (header: string | null | undefined, now: Date): RenderSettings => {
  const storage = cookieStoragePort(header);
  const stored = readStoredSettings(storage);
  const zoneName = stored.timeZone ?? readEntry(storage, HOST_TIME_ZONE_ENTRY);
  return {
    theme: stored.theme ?? DEFAULT_THEME,
    oddsVisible: stored.oddsVisible ?? DEFAULT_ODDS_VISIBLE,
    cookieBannerVisible: stored.cookiesAccepted !== true,
    timeZone: zoneName === undefined ? UTC : timeZoneAt(zoneName, now),
    timeZoneKnown: zoneName !== undefined,
    locale: stored.locale,
  };
};

/**
 * The part of the settings that changes a page's HTML, as a short stable string for a cache key:
 * `dark|odds|banner|Europe/Madrid`. Built from the values read, not the cookies sent, so a visitor with no
 * cookies and one who chose the defaults share one entry. The zone is named, not its offset: times are
 * formatted by zone name. An unknown zone (`~UTC`) differs from a chosen UTC, whose times are not marked
 * for replacement after hydration. The stored locale is left out: the path carries the page's.
 */
export const renderVariant = (settings: RenderSettings): string =>
  [
    settings.theme,
    settings.oddsVisible ? "odds" : "no-odds",
    settings.cookieBannerVisible ? "banner" : "no-banner",
    settings.timeZoneKnown ? settings.timeZone.name : `~${settings.timeZone.name}`,
  ].join("|");

export const settingsVariant = (header: string | null | undefined, now: Date): string =>
  renderVariant(readSettingsCookies(header, now));
