/** A schema.org object as JSON-LD: plain JSON, no `undefined` anywhere (it would vanish or break). */
export type JsonValue = string | number | boolean | null | ReadonlyArray<JsonValue> | JsonLd;
export interface JsonLd {
  readonly [key: string]: JsonValue;
}

export const SCHEMA_ORG = "https://schema.org";

/** The origin without a trailing slash: `https://funsclub.example/` and `https://funsclub.example` agree. */
export const normalizeOrigin = (origin: string): string => origin.replace(/\/+$/, "");

/** `path` on `origin`; a URL that is already absolute stays as it is. */
export const absoluteUrl = (origin: string, pathOrUrl: string): string =>
  /^[a-z][a-z0-9+.-]*:/i.test(pathOrUrl)
    ? pathOrUrl
    : `${normalizeOrigin(origin)}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;

/** An object with its `undefined` fields left out, so optional inputs stay out of the JSON. */
export const definedFields = (fields: Readonly<Record<string, JsonValue | undefined>>): JsonLd => {
  const kept: Record<string, JsonValue> = {};
  for (const key in fields) {
    const value = fields[key];
    if (value !== undefined) kept[key] = value;
  }
  return kept;
};

/** An instant (epoch ms) as schema.org's ISO 8601 date-time, in UTC. */
export const isoDateTime = (epochMs: number): string => new Date(epochMs).toISOString();
