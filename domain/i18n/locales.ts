/**
 * Interface locales (sports-data section 9): the path segment is `ll-cc`, the i18n language is the
 * short code, and the enum name is what the back end stores.
 */
export const LOCALES = [
  { path: "en-us", language: "en", enumName: "en_US", label: "English" },
  { path: "es-es", language: "es", enumName: "es_ES", label: "Español" },
  { path: "pt-br", language: "pt", enumName: "pt_BR", label: "Português" },
  { path: "tr-tr", language: "tr", enumName: "tr_TR", label: "Türkçe" },
  { path: "ru-ru", language: "ru", enumName: "ru_RU", label: "Русский" },
  { path: "th-th", language: "th", enumName: "th_TH", label: "ไทย" },
  { path: "zh-tw", language: "zh-TW", enumName: "zh_TW", label: "繁體中文" },
  { path: "vi-vn", language: "vi", enumName: "vi_VN", label: "Tiếng Việt" },
  { path: "id-id", language: "id", enumName: "id_ID", label: "Bahasa Indonesia" },
] as const;

export type Locale = (typeof LOCALES)[number];
export type LocalePath = Locale["path"];
export type Language = Locale["language"];

export const DEFAULT_LOCALE_PATH: LocalePath = "en-us";

/** The locale segment shape: two letters, dash, two letters. */
export const LOCALE_SEGMENT = /^[a-z]{2}-[a-z]{2}$/;

export const isLocalePath = (value: string): value is LocalePath => LOCALES.some((l) => l.path === value);

export const localeByPath = (path: string): Locale | undefined => LOCALES.find((l) => l.path === path);

/** Replaces (or adds) the locale segment at the start of a path: `/es-es/live/soccer` → `/en-us/live/soccer`. */
export const withLocaleSegment = (pathname: string, locale: LocalePath): string => {
  const parts = pathname.split("/");
  const first = parts[1] ?? "";
  if (LOCALE_SEGMENT.test(first)) {
    parts[1] = locale;
    return parts.join("/") || `/${locale}/`;
  }
  return `/${locale}${pathname.startsWith("/") ? "" : "/"}${pathname}`;
};
