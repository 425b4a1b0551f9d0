import type { IncomingMessage, ServerResponse } from "node:http";
import type { PageRenderer, RenderRequest } from "../../domain/ssr/pageRenderer";
import type { Logger } from "../log";
import { errorDocument } from "./errorDocument";
import type { HtmlCache } from "./htmlCache";

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join("; ") : value;
};

/**
 * Every page path the static files do not answer: rendered by the app's server entry, through the HTML
 * cache (anonymous pages are the same for everyone with the same render-changing cookies). A render that
 * fails answers 500 with the error page.
 */
export const makeSsrRoute = (deps: {
  readonly renderer: PageRenderer;
  readonly cache: HtmlCache;
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
    };
    const key = `${request.url}\n${deps.renderer.variantOf(request)}`;
    try {
      await deps.cache.serve(req, res, key, () => deps.renderer.render(request));
    } catch (error) {
      deps.logger.error("page render failed", {
        path: url.pathname,
        error: error instanceof Error ? error.message : String(error),
      });
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res
        .writeHead(500, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" })
        .end(req.method === "HEAD" ? undefined : errorDocument("The page could not be rendered."));
    }
  };
};
