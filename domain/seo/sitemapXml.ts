/**
 * The sitemaps protocol's XML (sitemaps.org 0.9): a `<urlset>` of pages and a `<sitemapindex>` over
 * sitemap files, with the protocol's limits. Pure text building: the caller gives absolute URLs.
 */

/** At most this many URLs per sitemap file, and this many sitemaps per index (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;
/** At most this many bytes per file, uncompressed (sitemaps.org: 50 MiB). */
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

export interface SitemapUrl {
  /** Absolute URL. */
  readonly loc: string;
  /** Epoch ms of the page's (or file's) last change, when one is known. */
  readonly lastmod?: number | undefined;
}

const ENTITIES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Whether XML 1.0 allows a UTF-16 code unit at `i` (control characters and lone surrogates it does not). */
const legalAt = (text: string, i: number): boolean => {
  const code = text.charCodeAt(i);
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
  if (code >= 0xd800 && code <= 0xdbff) {
    const next = text.charCodeAt(i + 1);
    return next >= 0xdc00 && next <= 0xdfff;
  }
  if (code >= 0xdc00 && code <= 0xdfff) {
    const previous = text.charCodeAt(i - 1);
    return previous >= 0xd800 && previous <= 0xdbff;
  }
  return code !== 0xfffe && code !== 0xffff;
};

/** Whether a code unit needs no work: legal in XML and not one of the five escaped characters. */
const plain = (code: number): boolean =>
  (code >= 0x20 &&
    code < 0xd800 &&
    code !== 0x26 &&
    code !== 0x3c &&
    code !== 0x3e &&
    code !== 0x22 &&
    code !== 0x27) ||
  (code >= 0xe000 && code < 0xfffe);

/**
 * Text safe inside an element or a quoted attribute. NOTE: sitemaps.org asks for all five entities
 * escaped in URLs, not only `&` and `<`; characters XML 1.0 forbids outright (control characters, lone
 * surrogates) are dropped, since no escape makes them legal.
 */
export const escapeXml = (text: string): string => {
  let first = 0;
  // Most URLs need nothing: they are returned as they are, without building a copy.
  while (first < text.length && plain(text.charCodeAt(first))) first++;
  if (first === text.length) return text;
  let out = text.slice(0, first);
  for (let i = first; i < text.length; i++) {
    const char = text[i]!;
    if (legalAt(text, i)) out += ENTITIES[char] ?? char;
  }
  return out;
};

/** W3C Datetime to the second, in UTC: `2026-11-24T16:31:03Z`. */
export const w3cDatetime = (epochMs: number): string => `${new Date(epochMs).toISOString().slice(0, 19)}Z`;

const entry = (tag: "url" | "sitemap", { loc, lastmod }: SitemapUrl): string =>
  `<${tag}><loc>${escapeXml(loc)}</loc>${
    lastmod === undefined ? "" : `<lastmod>${w3cDatetime(lastmod)}</lastmod>`
  }</${tag}>\n`;

const URLSET_OPEN = `${DECLARATION}<urlset xmlns="${SITEMAP_NS}">\n`;
const URLSET_CLOSE = "</urlset>\n";

/** One `<urlset>` of whole URLs (`urlsetFiles` writes the same entries, cut to the limits). */
export const urlsetXml = (urls: ReadonlyArray<SitemapUrl>): string =>
  URLSET_OPEN + urls.map((url) => entry("url", url)).join("") + URLSET_CLOSE;

export const sitemapIndexXml = (sitemaps: ReadonlyArray<SitemapUrl>): string =>
  `${DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${sitemaps.map((s) => entry("sitemap", s)).join("")}</sitemapindex>\n`;

export interface SitemapLimits {
  readonly maxUrls: number;
  readonly maxBytes: number;
}

export const SITEMAP_LIMITS: SitemapLimits = { maxUrls: SITEMAP_MAX_URLS, maxBytes: SITEMAP_MAX_BYTES };

/** UTF-8 length of a string, without an encoder (domain code runs in the browser and Node alike). */
const utf8Bytes = (text: string): number => {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
};

/** A section's pages made ready to list under any base: each path escaped, dated and measured once. */
export interface SitemapPages {
  /** Each page's entry after its base: the escaped path, `</loc>`, its lastmod and `</url>`. */
  readonly tails: ReadonlyArray<string>;
  readonly tailBytes: ReadonlyArray<number>;
  readonly lastmods: ReadonlyArray<number | undefined>;
}

export const prepareSitemapPages = (
  pages: ReadonlyArray<{ readonly path: string; readonly lastmod?: number | undefined }>,
): SitemapPages => {
  const tails = pages.map(({ path, lastmod }) => {
    const date = lastmod === undefined ? "" : `<lastmod>${w3cDatetime(lastmod)}</lastmod>`;
    return `${escapeXml(path)}</loc>${date}</url>\n`;
  });
  return { tails, tailBytes: tails.map(utf8Bytes), lastmods: pages.map((page) => page.lastmod) };
};

/** One sitemap file: its document and the newest `lastmod` of its URLs (for the index). */
export interface UrlsetFile {
  readonly xml: string;
  readonly lastmod: number | undefined;
}

/**
 * The pages under `base` (`https://example.com/en-us`, to which each path is appended) written into
 * consecutive sitemap files that each stay within the limits, in order; none when there are no pages.
 * A URL that alone would pass the byte limit cannot be listed and is left out. NOTE: a base and a path
 * are escaped apart, which is the same as escaping their join (escaping goes character by character).
 */
export const urlsetFiles = (
  base: string,
  pages: SitemapPages,
  limits: SitemapLimits = SITEMAP_LIMITS,
): ReadonlyArray<UrlsetFile> => {
  const head = `<url><loc>${escapeXml(base)}`;
  const headBytes = utf8Bytes(head);
  const frame = utf8Bytes(URLSET_OPEN) + utf8Bytes(URLSET_CLOSE);
  const files: UrlsetFile[] = [];
  let entries: string[] = [];
  let bytes = frame;
  let lastmod: number | undefined;
  const close = () => {
    files.push({ xml: URLSET_OPEN + entries.join("") + URLSET_CLOSE, lastmod });
    entries = [];
    bytes = frame;
    lastmod = undefined;
  };
  pages.tails.forEach((tail, at) => {
    const size = headBytes + pages.tailBytes[at]!;
    if (frame + size > limits.maxBytes) return;
    if (entries.length >= limits.maxUrls || bytes + size > limits.maxBytes) close();
    entries.push(head + tail);
    bytes += size;
    const date = pages.lastmods[at];
    if (date !== undefined && (lastmod === undefined || date > lastmod)) lastmod = date;
  });
  if (entries.length > 0) close();
  return files;
};
