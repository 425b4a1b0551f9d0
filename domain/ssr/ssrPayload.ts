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
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

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
