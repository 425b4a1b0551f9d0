import type { IncomingMessage, ServerResponse } from "node:http";
import type { RenderedPage } from "../../domain/ssr/pageRenderer";
import { privateCacheControl, sharedCacheControl, sharedVary } from "./cacheHeaders";
import type { StoredPage } from "./storedPage";

type Encoding = "br" | "gzip" | undefined;

const encodingFor = (req: IncomingMessage): Encoding => {
  const accept = String(req.headers["accept-encoding"] ?? "");
  return /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : undefined;
};

/**
 * NOTE: each encoding is its own representation, so each gets its own strong tag (the raw bytes' hash
 * with a suffix). A revalidation matches any of the three: whichever the client holds, it holds this
 * document (Apache's `-gzip` tags, which it then failed to match, are the trap avoided).
 */
const etagOf = (stored: StoredPage, encoding: Encoding): string =>
  encoding === undefined ? stored.etag : `${stored.etag.slice(0, -1)}-${encoding}"`;

const matches = (ifNoneMatch: string | undefined, stored: StoredPage): boolean => {
  if (ifNoneMatch === undefined) return false;
  const ours = new Set([stored.etag, etagOf(stored, "gzip"), etagOf(stored, "br")]);
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || ours.has(tag));
};

/** Sends a kept page: 304 when the client holds it, its best encoding otherwise, no body for HEAD. */
export const sendStored = (
  req: IncomingMessage,
  res: ServerResponse,
  stored: StoredPage,
  ageMs: number,
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
    res.writeHead(304, validators).end();
    return;
  }
  const body = encoding === "br" ? stored.brotli : encoding === "gzip" ? stored.gzip : stored.raw;
  res.writeHead(stored.status, {
    ...stored.headers,
    ...validators,
    "content-length": body.length,
    "x-content-type-options": "nosniff",
    ...(encoding ? { "content-encoding": encoding } : {}),
  });
  res.end(req.method === "HEAD" ? undefined : body);
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
 * Streams a page that is not shared, chunk by chunk as the renderer yields it, waiting for the socket
 * when it is full. Leaving the loop early (HEAD, a client gone) returns the iterator, which tells the
 * renderer to stop.
 */
export const streamPage = async (
  req: IncomingMessage,
  res: ServerResponse,
  page: RenderedPage,
): Promise<void> => {
  res.writeHead(page.status, {
    ...page.headers,
    "cache-control": privateCacheControl(page.status),
    "x-content-type-options": "nosniff",
  });
  const iterator = page.body[Symbol.asyncIterator]();
  if (req.method === "HEAD") {
    await iterator.return?.();
    res.end();
    return;
  }
  for (;;) {
    if (res.destroyed) {
      await iterator.return?.();
      return;
    }
    const next = await iterator.next();
    if (next.done) break;
    if (!res.write(next.value)) await drained(res);
  }
  res.end();
};
