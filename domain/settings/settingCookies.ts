import { parseCookieHeader } from "./cookieHeader.ts";
import {
  HOST_TIME_ZONE_ENTRY,
  SETTING_ENTRIES,
  type StoredSettingKey,
  type StoredSettings,
} from "./systemSettings.ts";
import { decodeEntry, type EntrySpec, type StoragePort } from "./versionedEntry.ts";

/**
 * The cookie form of the versioned settings entries, so the server reads what the browser remembers (issue
 * 14: the first HTML is right for this visitor). One cookie per entry, named `<short name>_v<version>`, its
 * value the JSON of the bare value, URL-encoded: `fc_theme_v1=%22light%22`. The version lives in the name
 * so that each request carries a few bytes per setting rather than the `{version, value}` object; the
 * cookies are rebuilt into that object for the entry reader, so the rules stay the storage's own: a cookie
 * of another version, or whose value fails its check, is dropped.
 */

/** Every value kept in a cookie: the stored settings and the zone the browser last named. */
export type SettingCookieValues = { readonly [K in StoredSettingKey]-?: NonNullable<StoredSettings[K]> } & {
  readonly hostTimeZone: string;
};
export type SettingCookieKey = keyof SettingCookieValues;

interface SettingCookie<A> {
  readonly entry: EntrySpec<A>;
  /** Short, since every request carries it; the version is appended. */
  readonly name: string;
}

const SETTING_COOKIES: { readonly [K in SettingCookieKey]: SettingCookie<SettingCookieValues[K]> } = {
  locale: { entry: SETTING_ENTRIES.locale, name: "fc_locale" },
  timeZone: { entry: SETTING_ENTRIES.timeZone, name: "fc_tz" },
  oddsVisible: { entry: SETTING_ENTRIES.oddsVisible, name: "fc_odds" },
  theme: { entry: SETTING_ENTRIES.theme, name: "fc_theme" },
  cookiesAccepted: { entry: SETTING_ENTRIES.cookiesAccepted, name: "fc_consent" },
  hostTimeZone: { entry: HOST_TIME_ZONE_ENTRY, name: "fc_hosttz" },
};

/** Long enough that a returning visitor is remembered (the spec names no duration). */
export const SETTING_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const VERSION = /^\d{1,9}$/;

// The lookups by key are typed as the union of all cookies; each key's value type is kept by the callers.
type AnySettingCookie = SettingCookie<SettingCookieValues[SettingCookieKey]>;

const cookieOfStorageKey = (storageKey: string): AnySettingCookie | undefined =>
  Object.values<AnySettingCookie>(SETTING_COOKIES).find((cookie) => cookie.entry.key === storageKey);

const versionedName = (cookie: AnySettingCookie, version: number): string => `${cookie.name}_v${version}`;

/** `fc_theme_v1`: the cookie that holds this setting at its current version. */
export const settingCookieName = (key: SettingCookieKey): string => {
  const cookie: AnySettingCookie = SETTING_COOKIES[key];
  return versionedName(cookie, cookie.entry.version);
};

/** The versions of one setting's cookies present in a header, as `[name, version]`. */
const versionsPresent = (
  cookies: ReadonlyMap<string, string>,
  cookie: AnySettingCookie,
): Array<readonly [string, number]> => {
  const prefix = `${cookie.name}_v`;
  return [...cookies.keys()]
    .filter((name) => name.startsWith(prefix) && VERSION.test(name.slice(prefix.length)))
    .map((name) => [name, Number(name.slice(prefix.length))] as const);
};

/** Every cookie name, of any version, that holds the setting a storage key names (for removing them). */
export const settingCookieNamesIn = (cookies: ReadonlyMap<string, string>, storageKey: string): string[] => {
  const cookie = cookieOfStorageKey(storageKey);
  return cookie ? versionsPresent(cookies, cookie).map(([name]) => name) : [];
};

const decodeCookieValue = (raw: string): unknown => {
  try {
    return JSON.parse(decodeURIComponent(raw));
  } catch {
    return undefined;
  }
};

/**
 * What a versioned storage would hold under `storageKey`, rebuilt from the cookies: `{version, value}` as
 * JSON, or null when no cookie holds it. The current version's cookie is preferred; another version's is
 * handed over only for the entry reader to drop it. A value that does not decode leaves `value` out, which
 * the reader drops as malformed.
 */
export const storedEntryInCookies = (
  cookies: ReadonlyMap<string, string>,
  storageKey: string,
): string | null => {
  const cookie = cookieOfStorageKey(storageKey);
  if (!cookie) return null;
  const present = versionsPresent(cookies, cookie);
  const [name, version] = present.find(([, v]) => v === cookie.entry.version) ?? present[0] ?? [];
  if (name === undefined) return null;
  return JSON.stringify({ version, value: decodeCookieValue(cookies.get(name) ?? "") });
};

/**
 * The settings as a request's cookies hold them, behind the storage port the entry reader takes. Read-only:
 * the server never sets a setting cookie (a shared cache must not keep a `Set-Cookie`), and a stale cookie
 * is dropped by the browser when it next reads it.
 */
export const cookieStoragePort = (header: string | null | undefined): StoragePort => {
  const cookies = parseCookieHeader(header);
  return {
    getItem: (key) => storedEntryInCookies(cookies, key),
    setItem: () => {},
    removeItem: () => {},
  };
};

export interface SettingCookieOptions {
  /** Only over HTTPS: the caller knows the scheme. */
  readonly secure: boolean;
  /** One year unless said otherwise. */
  readonly maxAgeSeconds?: number;
}

const attributes = (maxAgeSeconds: number, secure: boolean): string =>
  ["Path=/", `Max-Age=${maxAgeSeconds}`, "SameSite=Lax", ...(secure ? ["Secure"] : [])].join("; ");

/** `Set-Cookie` (or `document.cookie`) text for one setting at its current version. */
export const serializeSettingCookie = <K extends SettingCookieKey>(
  key: K,
  value: SettingCookieValues[K],
  options: SettingCookieOptions,
): string =>
  `${settingCookieName(key)}=${encodeURIComponent(JSON.stringify(value))}; ${attributes(
    options.maxAgeSeconds ?? SETTING_COOKIE_MAX_AGE_SECONDS,
    options.secure,
  )}`;

/** Removes a cookie by name; max age -1 as the accounts spec says (section 9), with the path it was set on. */
export const serializeCookieRemoval = (name: string, options: Pick<SettingCookieOptions, "secure">): string =>
  `${name}=; ${attributes(-1, options.secure)}`;

/**
 * The cookie text that remembers a versioned entry (`encoded` as the entry writer made it) under its
 * storage key; undefined for a key no cookie holds or a value that fails its check.
 */
export const settingCookieOfEntry = (
  storageKey: string,
  encoded: string,
  options: SettingCookieOptions,
): string | undefined => {
  const key = (Object.keys(SETTING_COOKIES) as SettingCookieKey[]).find(
    (candidate) => SETTING_COOKIES[candidate].entry.key === storageKey,
  );
  if (key === undefined) return undefined;
  const decoded = decodeEntry<SettingCookieValues[SettingCookieKey]>(SETTING_COOKIES[key].entry, encoded);
  return decoded.kind === "valid" ? serializeSettingCookie(key, decoded.value, options) : undefined;
};
