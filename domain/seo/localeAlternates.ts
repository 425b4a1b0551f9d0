import { DEFAULT_LOCALE_PATH, LOCALES, withLocaleSegment } from "../i18n/locales";
import { absoluteUrl } from "./jsonLd";

export interface LocaleAlternate {
  /** A language tag, or `x-default` for visitors whose language is none of ours. */
  readonly hreflang: string;
  readonly url: string;
}

/**
 * The same page in each interface language, then `x-default` (the en-us page). NOTE: the tags are the
 * locales' languages (`en`, `pt`, `zh-TW`), not their regions: each language has one locale, so an
 * English reader anywhere is sent to en-us rather than to nothing.
 */
export const localeAlternates = (path: string, origin: string): ReadonlyArray<LocaleAlternate> => [
  ...LOCALES.map((locale) => ({
    hreflang: locale.language,
    url: absoluteUrl(origin, withLocaleSegment(path, locale.path)),
  })),
  { hreflang: "x-default", url: absoluteUrl(origin, withLocaleSegment(path, DEFAULT_LOCALE_PATH)) },
];
