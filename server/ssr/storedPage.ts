import { createHash } from "node:crypto";
import type { RenderedPage } from "../../domain/ssr/pageRenderer";
import { type NoncedDocument, noncedDocument } from "./pageNonce";

/**
 * Brotli quality of cached HTML. Each copy is compressed once per lifetime and sent many times, so
 * the quality only shows in the bytes sent; past 5 the time to compress grows faster than the page
 * shrinks (figures in docs/performance.md).
 */
export const HTML_BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/** A rendered page kept in memory, compressed up to its first nonce (server/ssr/pageNonce.ts). */
export interface StoredPage {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly sharedMaxAgeMs: number;
  /** When it was rendered (the cache's clock), for its age and freshness. */
  readonly storedAt: number;
  readonly document: NoncedDocument;
  /**
   * A weak validator (responses differ in their nonce only): the hash of the parts without the marker,
   * so every process of a cluster names the same page alike. Quoted, without `W/`.
   */
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
  marker: string,
  brotliQuality: number = HTML_BROTLI_QUALITY,
): Promise<StoredPage> => {
  const document = await noncedDocument(await collectBody(page.body), marker, {
    gzipLevel: GZIP_LEVEL,
    brotliQuality,
  });
  const hash = createHash("sha256").update(document.head);
  for (const part of document.rest) hash.update("\0").update(part);
  return {
    status: page.status,
    headers: page.headers,
    sharedMaxAgeMs: page.sharedMaxAgeMs,
    storedAt,
    document,
    etag: `"${hash.digest("base64url").slice(0, 27)}"`,
  };
};
