/**
 * The contract between the server and the server-rendered web app (issue 14). The server builds the
 * app's server entry with Vite (`dist/web-ssr/`) and loads it at start; tests import the entry's source.
 * Nothing here knows React or Node: the renderer is a function from a request to a page.
 */

/** What the renderer needs to know of one request. */
export interface RenderRequest {
  /** Path and query, as requested: `/en-us/event/123?x=1`. */
  readonly url: string;
  /** The raw `Cookie` header: the visitor's versioned settings are read from it. */
  readonly cookie: string | undefined;
  /** The `Accept-Language` header, for the locale of a redirect from `/`. */
  readonly acceptLanguage: string | undefined;
}

/** One rendered answer: a document, a redirect, or an error page. */
export interface RenderedPage {
  /** 200, 301 (locale redirects), 404 (unknown path or id) or 500. */
  readonly status: number;
  /** Content type, `location` of a redirect, `vary`; never `set-cookie` (shared caches keep these). */
  readonly headers: Readonly<Record<string, string>>;
  /**
   * How long an anonymous copy may be shared between visitors with the same `variant`, in ms: about a
   * second for a live event, a minute for a finished one; 0 never (redirects to a stored locale, errors).
   */
  readonly sharedMaxAgeMs: number;
  /** The document as React streams it (empty for a redirect). */
  readonly body: AsyncIterable<Uint8Array | string>;
}

/** The server entry's exports, as the server sees them after a dynamic import. */
export interface PageRenderer {
  /**
   * The part of a request, beyond its path, that changes the HTML (theme, odds visibility, time zone,
   * the cookie banner): requests with the same path and variant get the same document.
   */
  readonly variantOf: (request: RenderRequest) => string;
  readonly render: (request: RenderRequest) => Promise<RenderedPage>;
}
