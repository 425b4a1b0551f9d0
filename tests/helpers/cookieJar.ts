/**
 * `document.cookie` in miniature for one path: reading gives `name=value; …`, writing a `Set-Cookie` text
 * sets the cookie or, with a max age of 0 or less, deletes it. `refuse` stands for a browser that blocks
 * cookies: writes are ignored.
 */
export const createCookieJar = (
  initial: Readonly<Record<string, string>> = {},
  options: { readonly refuse?: boolean; readonly protocol?: string } = {},
) => {
  const jar = new Map(Object.entries(initial));
  const writes: string[] = [];
  return {
    writes,
    location: { protocol: options.protocol ?? "http:" },
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    },
    set cookie(text: string) {
      writes.push(text);
      if (options.refuse) return;
      const [pair = "", ...attributes] = text.split(";").map((part) => part.trim());
      const at = pair.indexOf("=");
      const name = pair.slice(0, at);
      const maxAge = attributes.find((attribute) => /^max-age=/i.test(attribute));
      if (maxAge !== undefined && Number(maxAge.slice("max-age=".length)) <= 0) jar.delete(name);
      else jar.set(name, pair.slice(at + 1));
    },
  };
};
