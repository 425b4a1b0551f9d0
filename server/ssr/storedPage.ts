import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { RenderedPage } from "../../domain/ssr/pageRenderer";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Brotli quality of cached HTML. Each copy is compressed once per lifetime and sent many times, so
 * the quality only shows in the bytes sent; past 5 the time to compress grows faster than the page
 * shrinks (figures in docs/performance.md).
 */
export const HTML_BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/** A rendered page kept in memory, in each encoding it is sent in. */
export interface StoredPage {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly sharedMaxAgeMs: number;
  /** When it was rendered (the cache's clock), for its age and freshness. */
  readonly storedAt: number;
  readonly raw: Buffer;
  readonly gzip: Buffer;
  readonly brotli: Buffer;
  /** A strong validator: the hash of the raw bytes, quoted. */
  readonly etag: string;
}

export const collectBody = async (body: RenderedPage["body"]): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of body)
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk));
  return Buffer.concat(chunks);
};

/** Reads the whole body once and compresses it (on libuv's pool, off the event loop). */
export const storePage = async (
  page: RenderedPage,
  storedAt: number,
  brotliQuality: number = HTML_BROTLI_QUALITY,
): Promise<StoredPage> => {
  const raw = await collectBody(page.body);
  const [gzipped, brotlied] = await Promise.all([
    gz(raw, { level: GZIP_LEVEL }),
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
  ]);
  return {
    status: page.status,
    headers: page.headers,
    sharedMaxAgeMs: page.sharedMaxAgeMs,
    storedAt,
    raw,
    gzip: gzipped,
    brotli: brotlied,
    etag: `"${createHash("sha256").update(raw).digest("base64url").slice(0, 27)}"`,
  };
};
