import type { LocalePath } from "../i18n/locales.ts";
import { cookieStoragePort } from "./settingCookies.ts";
import {
  DEFAULT_ODDS_VISIBLE,
  DEFAULT_THEME,
  HOST_TIME_ZONE_ENTRY,
  readStoredSettings,
  type Theme,
} from "./systemSettings.ts";
import { canonicalTimeZoneName, type TimeZone, timeZoneAt, UTC } from "./timeZone.ts";
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

/** The settings cookies with the zone by name only: its offset is not needed for a cache key. */
const readCookies = (header: string | null | undefined) => {
  const storage = cookieStoragePort(header);
  const stored = readStoredSettings(storage);
  return {
    theme: stored.theme ?? DEFAULT_THEME,
    oddsVisible: stored.oddsVisible ?? DEFAULT_ODDS_VISIBLE,
    cookieBannerVisible: stored.cookiesAccepted !== true,
    zoneName: stored.timeZone ?? readEntry(storage, HOST_TIME_ZONE_ENTRY),
    locale: stored.locale,
  };
};

/**
 * Reads the settings cookies of a `Cookie` header with the same rules the browser reads them (a stale
 * version or a broken value is ignored). `now` gives the zone its offset (daylight saving). Never throws.
 */
export const readSettingsCookies = (header: string | null | undefined, now: Date): RenderSettings => {
  const { zoneName, ...rest } = readCookies(header);
  return {
    ...rest,
    timeZone: zoneName === undefined ? UTC : timeZoneAt(zoneName, now),
    timeZoneKnown: zoneName !== undefined,
  };
};

/** The variant's fields: what changes the HTML, the zone by name. */
type VariantFields = Pick<RenderSettings, "theme" | "oddsVisible" | "cookieBannerVisible"> & {
  readonly zoneName: string | undefined;
};

const variantOf = (fields: VariantFields): string =>
  [
    fields.theme,
    fields.oddsVisible ? "odds" : "no-odds",
    fields.cookieBannerVisible ? "banner" : "no-banner",
    // Spelled as the runtime spells it, so `europe/madrid` in a crafted cookie is not a cache entry of its own.
    fields.zoneName === undefined ? "~UTC" : (canonicalTimeZoneName(fields.zoneName) ?? fields.zoneName),
  ].join("|");

/**
 * The part of the settings that changes a page's HTML, as a short stable string for a cache key:
 * `dark|odds|banner|Europe/Madrid`. Built from the values read, not the cookies sent, so a visitor with no
 * cookies and one who chose the defaults share one entry. The zone is named, not its offset: times are
 * formatted by zone name (and the name decides the offset at any date). An unknown zone (`~UTC`) differs
 * from a chosen UTC, whose times are not marked for replacement after hydration. The stored locale is left
 * out: the path carries the page's.
 */
export const renderVariant = (settings: RenderSettings): string =>
  variantOf({ ...settings, zoneName: settings.timeZoneKnown ? settings.timeZone.name : undefined });

/**
 * `renderVariant(readSettingsCookies(header, now))` without computing the zone's offset, which a cache
 * hit never needs: this runs on every request.
 */
export const settingsVariant = (header: string | null | undefined): string => variantOf(readCookies(header));
