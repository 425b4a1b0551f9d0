/**
 * Escaping for text the server writes into a document's head. One function for text and attribute
 * values alike: with `"` and `'` escaped too, a value cannot leave a quoted attribute whichever quote
 * the tag uses.
 */
const HTML_ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

const unicodeEscape = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;

/**
 * JSON for the inside of a `<script>` element. A script's text is not HTML-decoded, so entities would
 * corrupt it; instead every `<`, `>` and `&` becomes a JSON `\u` escape (so neither `</script>` nor
 * `<!--` can appear), and so do U+2028 and U+2029, which end a line in older JavaScript parsers.
 * These characters can only stand inside JSON strings, where the escape means the same character.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, unicodeEscape);
