import type { IncomingMessage, ServerResponse } from "node:http";
import type { RenderedPage } from "../../domain/ssr/pageRenderer";
import { privateCacheControl, sharedCacheControl, sharedVary } from "./cacheHeaders";
import { brotliWithNonce, gzipWithNonce, replaceMarker, withNonce } from "./pageNonce";
import type { PageSecurity } from "./pageSecurity";
import type { StoredPage } from "./storedPage";

type Encoding = "br" | "gzip" | undefined;

const encodingFor = (req: IncomingMessage): Encoding => {
  const accept = String(req.headers["accept-encoding"] ?? "");
  return /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : undefined;
};

/**
 * NOTE: each encoding is its own representation, so each gets its own tag (the page's hash with a
 * suffix), weak because responses differ in their nonce. A revalidation matches any of them: whichever the
 * client holds, it holds this document (Apache's `-gzip` tags, which it then failed to match, are the
 * trap avoided).
 */
const etagOf = (stored: StoredPage, encoding: Encoding): string =>
  `W/${encoding === undefined ? stored.etag : `${stored.etag.slice(0, -1)}-${encoding}"`}`;

const matches = (ifNoneMatch: string | undefined, stored: StoredPage): boolean => {
  if (ifNoneMatch === undefined) return false;
  const ours = new Set(
    [etagOf(stored, undefined), etagOf(stored, "gzip"), etagOf(stored, "br")].map((tag) => tag.slice(2)),
  );
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || ours.has(tag));
};

/**
 * Sends a kept page with a nonce of its own: 304 when the client holds it, its best encoding otherwise,
 * no body for HEAD. A 304 carries no policy: the browser keeps the one that came with the copy it holds, which
 * matches that copy's nonce.
 */
export const sendStored = (
  req: IncomingMessage,
  res: ServerResponse,
  stored: StoredPage,
  ageMs: number,
  security: PageSecurity,
): void => {
  const encoding = encodingFor(req);
  const validators = {
    etag: etagOf(stored, encoding),
    "cache-control": sharedCacheControl(stored.sharedMaxAgeMs),
    vary: sharedVary(stored.headers.vary),
    // A cache downstream counts the lifetime from the render, not from when it got its copy.
    age: String(Math.floor(Math.max(0, ageMs) / 1000)),
  };
  if (matches(req.headers["if-none-match"], stored)) {
    res.removeHeader("content-security-policy");
    res.writeHead(304, validators).end();
    return;
  }
  const { nonce, headers } = security.issue();
  const chunks =
    encoding === "br"
      ? brotliWithNonce(stored.document, nonce)
      : encoding === "gzip"
        ? gzipWithNonce(stored.document, nonce)
        : withNonce(stored.document, nonce);
  let length = 0;
  for (const chunk of chunks) length += chunk.length;
  res.writeHead(stored.status, {
    ...stored.headers,
    ...headers,
    ...validators,
    "content-length": length,
    "x-content-type-options": "nosniff",
    ...(encoding ? { "content-encoding": encoding } : {}),
  });
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  // Corked, the headers and every chunk leave in one writev.
  res.cork();
  for (const chunk of chunks) res.write(chunk);
  res.end();
  res.uncork();
};

/** Resolves once the socket can take more, or once the client has gone. */
const drained = (res: ServerResponse): Promise<void> =>
  new Promise((resolve) => {
    if (res.destroyed) {
      resolve();
      return;
    }
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
  });

/**
 * Streams a page that is not shared, chunk by chunk as the renderer yields it with the marker replaced by
 * this response's nonce, waiting for the socket when it is full. Leaving the loop early (HEAD, a client
 * gone) returns the iterator, which tells the renderer to stop. The page's own `cache-control` (a token
 * page's `no-store`) wins over the private default.
 */
export const streamPage = async (
  req: IncomingMessage,
  res: ServerResponse,
  page: RenderedPage,
  security: PageSecurity,
): Promise<void> => {
  const { nonce, headers } = security.issue();
  res.writeHead(page.status, {
    "cache-control": privateCacheControl(page.status),
    ...page.headers,
    ...headers,
    "x-content-type-options": "nosniff",
  });
  const iterator = replaceMarker(page.body, security.marker, nonce)[Symbol.asyncIterator]();
  if (req.method === "HEAD") {
    await iterator.return?.(undefined);
    res.end();
    return;
  }
  for (;;) {
    if (res.destroyed) {
      await iterator.return?.(undefined);
      return;
    }
    const next = await iterator.next();
    if (next.done) break;
    if (!res.write(next.value)) await drained(res);
  }
  res.end();
};
