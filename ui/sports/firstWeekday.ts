import type { Weekday } from "./calendarMonth.ts";

interface WeekInfo {
  readonly firstDay?: number;
}

/** What `Intl.Locale` has said about weeks: a method in newer engines, a getter in older ones (Node 20). */
interface LocaleWithWeekInfo {
  readonly getWeekInfo?: () => WeekInfo;
  readonly weekInfo?: WeekInfo;
}

/**
 * The first day of the week where the locale's people live (`en-US` Sunday, `es-ES` Monday), from
 * `Intl.Locale`'s week info; Monday (ISO 8601) where the engine does not know.
 */
export const firstWeekday = (localeTag: string): Weekday => {
  try {
    const locale = new Intl.Locale(localeTag) as unknown as LocaleWithWeekInfo;
    const first = (locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay;
    return first !== undefined && Number.isInteger(first) && first >= 1 && first <= 7
      ? (first as Weekday)
      : 1;
  } catch {
    return 1;
  }
};

/** The locale path segment (`pt-br`) as a language tag with its region (`pt-BR`), which decides the week. */
export const localeTagOfPath = (path: string): string => {
  const [language, region] = path.split("-");
  return region ? `${language}-${region.toUpperCase()}` : (language ?? path);
};
