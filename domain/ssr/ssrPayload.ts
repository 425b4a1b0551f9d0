/**
 * What a server-rendered page carries for the browser, in a `<script type="application/json">`: the page
 * machines' persisted snapshots by key, and whether the HTML is the page itself (hydrate) or only its shell
 * (render anew: signed-in pages finish in the browser).
 */
export interface SsrPayload {
  readonly hydrate: boolean;
  readonly snapshots: Readonly<Record<string, unknown>>;
}

export const SSR_PAYLOAD_ID = "ssr-payload";

/**
 * JSON safe inside a script element: `<` can neither close the element nor open a comment, and the two
 * line separators JavaScript once refused are escaped too. `JSON.parse` reads it back unchanged.
 */
const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPED: Readonly<Record<string, string>> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

export const scriptSafeJson = (value: unknown): string =>
  // One pass: the payload of a day's line runs to a megabyte.
  JSON.stringify(value).replace(SCRIPT_UNSAFE, (character) => ESCAPED[character]!);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Reads a payload back; anything else (no payload, a broken one) is null and the browser starts fresh. */
export const parseSsrPayload = (text: string | null | undefined): SsrPayload | null => {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!isRecord(value) || typeof value.hydrate !== "boolean" || !isRecord(value.snapshots)) return null;
    return { hydrate: value.hydrate, snapshots: value.snapshots };
  } catch {
    return null;
  }
};
