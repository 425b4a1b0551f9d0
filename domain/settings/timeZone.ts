/** A time zone as the product uses it: the IANA name and its offset from UTC in seconds (top events take it). */
export interface TimeZone {
  readonly name: string;
  readonly offsetSeconds: number;
}

export const UTC: TimeZone = { name: "UTC", offsetSeconds: 0 };

/**
 * NOTE: building an `Intl.DateTimeFormat` costs tens of microseconds, and the server reads a zone from the
 * cookies of every request (its cache key included), so what a zone name resolves to is remembered. Only
 * names the runtime knows are kept, by their case-folded or canonical spelling (Intl ignores case), so a
 * crafted cookie cannot fill the memo with spellings of one zone; and no more than this many.
 */
const REMEMBERED_ZONES = 1024;
const canonicalNames = new Map<string, string>();
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

const remember = <A>(memo: Map<string, A>, name: string, value: A): A => {
  if (memo.size < REMEMBERED_ZONES) memo.set(name, value);
  return value;
};

/**
 * The runtime's own spelling of a zone name (`europe/madrid` → `Europe/Madrid`), undefined for a name its
 * Intl does not know.
 */
export const canonicalTimeZoneName = (value: unknown): string | undefined => {
  if (typeof value !== "string" || value.length === 0) return undefined;
  const folded = value.toLowerCase();
  const known = canonicalNames.get(folded);
  if (known !== undefined) return known;
  try {
    const canonical = new Intl.DateTimeFormat("en-US", { timeZone: value }).resolvedOptions().timeZone;
    return remember(canonicalNames, folded, canonical);
  } catch {
    return undefined;
  }
};

/** True for a name the runtime's Intl knows (`Europe/Madrid`), false for anything else. */
export const isTimeZoneName = (value: unknown): value is string => canonicalTimeZoneName(value) !== undefined;

const OFFSET = /^GMT(?:([+-])(\d{1,2})(?::?(\d{2}))?)?$/;

/**
 * The zone's offset at a given instant. It depends on the instant (daylight saving), which is why a stored
 * time zone keeps only its name and the offset is computed again when read.
 */
export const timeZoneOffsetSeconds = (name: string, at: Date): number => {
  const zone = canonicalTimeZoneName(name) ?? name;
  const format =
    offsetFormats.get(zone) ??
    remember(
      offsetFormats,
      zone,
      new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" }),
    );
  const label = format.formatToParts(at).find((part) => part.type === "timeZoneName")?.value ?? "GMT";
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
