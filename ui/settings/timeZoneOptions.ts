import { formatUtcOffset, type TimeZone, timeZoneAt } from "../../domain/settings/timeZone.ts";

export interface TimeZoneOption extends TimeZone {
  readonly label: string;
}

/**
 * Every zone the browser knows, with today's offset, sorted west to east. Built once per page view (a few
 * hundred Intl lookups) and only when the settings drawer first opens.
 */
let cached: ReadonlyArray<TimeZoneOption> | undefined;

export const timeZoneOptions = (now: Date): ReadonlyArray<TimeZoneOption> => {
  cached ??= [...new Set(["UTC", ...Intl.supportedValuesOf("timeZone")])]
    .map((name) => timeZoneAt(name, now))
    .sort((a, b) => a.offsetSeconds - b.offsetSeconds || a.name.localeCompare(b.name))
    .map((zone) => ({
      ...zone,
      label: `(${formatUtcOffset(zone.offsetSeconds)}) ${zone.name.replaceAll("_", " ")}`,
    }));
  return cached;
};
