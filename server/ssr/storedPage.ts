import { createHash } from "node:crypto";
import type { RenderedPage } from "../../domain/ssr/pageRenderer";
import { type NoncedDocument, noncedDocument } from "./pageNonce";

/**
 * gzip level of cached HTML. Each copy is compressed once per lifetime and sent many times.
 * NOTE: no brotli for pages any more: each response carries its own CSP nonce, and gzip's stored blocks
 * let one compressed copy take any nonce (server/ssr/pageNonce.ts); brotli would mean compressing again
 * per response. Static files keep brotli.
 */
export const HTML_GZIP_LEVEL = 6;

/** A rendered page kept in memory, split where its nonces go. */
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
  gzipLevel: number = HTML_GZIP_LEVEL,
): Promise<StoredPage> => {
  const document = await noncedDocument(await collectBody(page.body), marker, gzipLevel);
  const hash = createHash("sha256");
  for (const part of document.parts) hash.update(part).update("\0");
  return {
    status: page.status,
    headers: page.headers,
    sharedMaxAgeMs: page.sharedMaxAgeMs,
    storedAt,
    document,
    etag: `"${hash.digest("base64url").slice(0, 27)}"`,
  };
};
