import type { IncomingMessage, ServerResponse } from "node:http";
import { isTokenPage, TOKEN_PAGE_HEADERS } from "../../domain/security/contentSecurityPolicy";
import type { PageRenderer, RenderedPage, RenderRequest } from "../../domain/ssr/pageRenderer";
import type { Logger } from "../log";
import { errorDocument } from "./errorDocument";
import type { HtmlCache } from "./htmlCache";
import type { PageSecurity } from "./pageSecurity";

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join("; ") : value;
};

/**
 * Every page path the static files do not answer: rendered by the app's server entry, through the HTML
 * cache (anonymous pages are the same for everyone with the same render-changing cookies). A page whose
 * address holds a token is never kept, sends no referrer and may not be stored. A render that fails
 * answers 500 with the error page.
 */
export const makeSsrRoute = (deps: {
  readonly renderer: PageRenderer;
  readonly cache: HtmlCache;
  readonly security: PageSecurity;
  readonly logger: Logger;
}) => {
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD" }).end();
      return;
    }
    const request: RenderRequest = {
      url: `${url.pathname}${url.search}`,
      cookie: header(req, "cookie"),
      nonce: deps.security.marker,
    };
    const token = isTokenPage(url.pathname);
    const key = token ? null : `${request.url}\n${deps.renderer.variantOf(request)}`;
    const render = token
      ? async (): Promise<RenderedPage> => {
          const page = await deps.renderer.render(request);
          return { ...page, sharedMaxAgeMs: 0, headers: { ...page.headers, ...TOKEN_PAGE_HEADERS } };
        }
      : () => deps.renderer.render(request);
    try {
      await deps.cache.serve(req, res, key, render);
    } catch (error) {
      deps.logger.error("page render failed", {
        path: url.pathname,
        error: error instanceof Error ? error.message : String(error),
      });
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const { nonce, headers } = deps.security.issue();
      res
        .writeHead(500, {
          ...headers,
          "content-type": "text/html; charset=utf-8",
          "cache-control": "no-store",
        })
        .end(req.method === "HEAD" ? undefined : errorDocument("The page could not be rendered.", nonce));
    }
  };
};
