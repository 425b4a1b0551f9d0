import type { IncomingMessage, ServerResponse } from "node:http";
import type { RenderedPage } from "../../domain/ssr/pageRenderer";
import { staleWhileRevalidateMs } from "./cacheHeaders";
import type { PageSecurity } from "./pageSecurity";
import { sendStored, streamPage } from "./sendPage";
import { HTML_BROTLI_QUALITY, type StoredPage, storePage } from "./storedPage";

export interface HtmlCacheOptions {
  /** The cache's clock in ms (tests move it). */
  readonly now: () => number;
  /** Pages kept at most; the least recently served goes first. */
  readonly maxEntries: number;
  /** `false` (HTML_CACHE=off) renders and streams every request: the benchmark's other half. */
  readonly enabled: boolean;
  readonly brotliQuality?: number;
  /** The renders' nonce marker and each response's nonce and policy. */
  readonly security: PageSecurity;
  /** A render behind a stale copy failed (nobody is waiting for it to report to). */
  readonly onRefreshError?: (error: unknown) => void;
}

export interface HtmlCache {
  /**
   * Answers `req` with the page `render` makes. `key` names what the page depends on (path, locale,
   * the cookies that change the render); `null` for an answer that must not be shared (a signed-in
   * visitor). Rejects when the render does, before anything is sent.
   */
  readonly serve: (
    req: IncomingMessage,
    res: ServerResponse,
    key: string | null,
    render: () => Promise<RenderedPage>,
  ) => Promise<void>;
  /** Pages kept now (for tests and metrics). */
  readonly size: () => number;
}

/** Only documents whose truth does not depend on the visitor are shared: pages and not-found pages. */
const shareable = (page: RenderedPage): boolean =>
  page.sharedMaxAgeMs > 0 &&
  (page.status === 200 || page.status === 404) &&
  page.headers["set-cookie"] === undefined;

const servable = (req: IncomingMessage): boolean => req.method === "GET" || req.method === "HEAD";

/** Lets a renderer that will not be read stop (React aborts its stream when the iterator returns). */
const discard = async (page: RenderedPage): Promise<void> => {
  await page.body[Symbol.asyncIterator]().return?.();
};

/**
 * Anonymous server-rendered HTML kept in memory for the lifetime its renderer gives, so that a page a
 * crowd asks for renders about once per lifetime, not once per request:
 * - concurrent misses of one key wait for one render (single flight);
 * - past its lifetime a copy is still served while one request's render replaces it behind it
 *   (stale-while-revalidate, the window the Cache-Control header gives CDNs), so no visitor waits for
 *   a render of a page that is already kept;
 * - pages that must not be shared (no key, a lifetime of 0, a redirect or error) stream straight
 *   through and are never kept.
 */
export const makeHtmlCache = ({
  now,
  maxEntries,
  enabled,
  brotliQuality = HTML_BROTLI_QUALITY,
  security,
  onRefreshError = () => {},
}: HtmlCacheOptions): HtmlCache => {
  // A Map iterates in insertion order: re-inserting on every hit makes its first key the least recent.
  const pages = new Map<string, StoredPage>();
  /** Renders under way, by key: `null` when the page turned out not to be shareable. */
  const flights = new Map<string, Promise<StoredPage | null>>();

  const keep = (key: string, stored: StoredPage): void => {
    pages.delete(key);
    pages.set(key, stored);
    while (pages.size > maxEntries) pages.delete(pages.keys().next().value as string);
  };

  /**
   * Starts the one render of `key`. The page itself goes to `unshared` when it may not be kept: only
   * the request that started the flight may read its body (a stream is read once).
   */
  const fly = (key: string, render: () => Promise<RenderedPage>, unshared: (page: RenderedPage) => void) => {
    const flight = (async () => {
      // The copy's age counts from the render's start: its data is as old as that.
      const renderedAt = now();
      const page = await render();
      if (!shareable(page)) {
        pages.delete(key);
        unshared(page);
        return null;
      }
      const stored = await storePage(page, renderedAt, security.marker, brotliQuality);
      keep(key, stored);
      return stored;
    })();
    flights.set(key, flight);
    const land = () => {
      if (flights.get(key) === flight) flights.delete(key);
    };
    flight.then(land, land);
    return flight;
  };

  const serveFresh = async (
    req: IncomingMessage,
    res: ServerResponse,
    key: string,
    render: () => Promise<RenderedPage>,
  ): Promise<void> => {
    const waiting = flights.get(key);
    if (waiting) {
      const stored = await waiting;
      if (stored) return sendStored(req, res, stored, now() - stored.storedAt, security);
      // The page was not shareable: this visitor gets a render of their own.
      return streamPage(req, res, await render(), security);
    }
    let own: RenderedPage | undefined;
    const stored = await fly(key, render, (page) => {
      own = page;
    });
    if (stored) return sendStored(req, res, stored, now() - stored.storedAt, security);
    return streamPage(req, res, own as RenderedPage, security);
  };

  const serve: HtmlCache["serve"] = async (req, res, key, render) => {
    if (!enabled || key === null || !servable(req)) return streamPage(req, res, await render(), security);
    const stored = pages.get(key);
    if (stored) {
      const age = now() - stored.storedAt;
      if (age < stored.sharedMaxAgeMs + staleWhileRevalidateMs(stored.sharedMaxAgeMs)) {
        if (age >= stored.sharedMaxAgeMs && !flights.has(key)) {
          // Behind the stale copy. A failed render keeps it for the rest of its window (the next
          // request tries again); one that may not be shared drops it.
          fly(key, render, (page) => void discard(page)).catch(onRefreshError);
        }
        keep(key, stored);
        return sendStored(req, res, stored, age, security);
      }
      pages.delete(key);
    }
    return serveFresh(req, res, key, render);
  };

  return { serve, size: () => pages.size };
};
