/** A time zone as the product uses it: the IANA name and its offset from UTC in seconds (top events take it). */
export interface TimeZone {
  readonly name: string;
  readonly offsetSeconds: number;
}

export const UTC: TimeZone = { name: "UTC", offsetSeconds: 0 };

/** True for a name the runtime's Intl knows (`Europe/Madrid`), false for anything else. */
export const isTimeZoneName = (value: unknown): value is string => {
  if (typeof value !== "string" || value.length === 0) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

const OFFSET = /^GMT(?:([+-])(\d{1,2})(?::?(\d{2}))?)?$/;

/**
 * The zone's offset at a given instant. It depends on the instant (daylight saving), which is why a stored
 * time zone keeps only its name and the offset is computed again when read.
 */
export const timeZoneOffsetSeconds = (name: string, at: Date): number => {
  const label =
    new Intl.DateTimeFormat("en-US", { timeZone: name, timeZoneName: "longOffset" })
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = OFFSET.exec(label);
  if (!match?.[1]) return 0;
  const seconds = Number(match[2]) * 3600 + Number(match[3] ?? 0) * 60;
  return match[1] === "-" ? -seconds : seconds;
};

export const timeZoneAt = (name: string, at: Date): TimeZone => ({
  name,
  offsetSeconds: timeZoneOffsetSeconds(name, at),
});

/**
 * The zone the host names (the browser's, read by the composition root) at `at`; UTC when the host names
 * none or one this runtime does not know.
 */
export const hostTimeZone = (name: string | undefined, at: Date): TimeZone =>
  isTimeZoneName(name) ? timeZoneAt(name, at) : UTC;

/** `19800` → `UTC+05:30`, `0` → `UTC`. */
export const formatUtcOffset = (offsetSeconds: number): string => {
  if (offsetSeconds === 0) return "UTC";
  const sign = offsetSeconds < 0 ? "−" : "+";
  const minutes = Math.abs(offsetSeconds) / 60;
  const hh = String(Math.floor(minutes / 60)).padStart(2, "0");
  const mm = String(minutes % 60).padStart(2, "0");
  return `UTC${sign}${hh}:${mm}`;
};
