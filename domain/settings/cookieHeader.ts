/**
 * A `Cookie` request header (or `document.cookie`) as name → value, values left as sent. The first of two
 * cookies with one name wins: browsers send the one of the longest path first (RFC 6265 section 5.4).
 *
 * NOTE: a `Map`, not an object, so a cookie named `__proto__` or `constructor` is only a name. The header
 * comes from anyone: nothing here throws, whatever it holds.
 */
export const parseCookieHeader = (header: string | null | undefined): ReadonlyMap<string, string> => {
  const cookies = new Map<string, string>();
  if (typeof header !== "string") return cookies;
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (name.length > 0 && !cookies.has(name)) cookies.set(name, part.slice(at + 1).trim());
  }
  return cookies;
};
