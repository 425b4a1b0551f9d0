import { existsSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, normalize, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { PageSecurity } from "../ssr/pageSecurity";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".map": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".svg", ".map", ".txt", ".webmanifest"]);

interface Asset {
  readonly type: string;
  readonly raw: Buffer;
  readonly gzip?: Buffer;
  readonly brotli?: Buffer;
}

/**
 * Serves the built web app. Hashed files under /static/ are immutable; every other path that is not a
 * file is a page: rendered by `renderPage` (server rendering), or without it index.html (the browser app
 * decides, including its own not-found page). Files are read and compressed once, then served from
 * memory: the bundle is small and this is the hot path of a visit. An HTML file gets a nonce of its own
 * on its script and style elements, and the policy that allows them.
 */
export const makeStaticFiles = (
  webDir: string,
  security: PageSecurity,
  renderPage?: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>,
) => {
  const root = resolve(webDir);
  const assets = new Map<string, Asset | null>();

  const load = (relative: string): Asset | null => {
    const cached = assets.get(relative);
    if (cached !== undefined) return cached;
    const file = join(root, relative);
    let asset: Asset | null = null;
    if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) {
      const raw = readFileSync(file);
      const ext = extname(file);
      const compress = COMPRESSIBLE.has(ext) && raw.length > 1024;
      asset = {
        type: TYPES[ext] ?? "application/octet-stream",
        raw,
        ...(compress
          ? {
              gzip: gzipSync(raw, { level: 9 }),
              brotli: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            }
          : {}),
      };
    }
    assets.set(relative, asset);
    return asset;
  };

  const sendDocument = (req: IncomingMessage, res: ServerResponse, asset: Asset, cacheControl: string) => {
    const { nonce, headers } = security.issue();
    const body = Buffer.from(
      asset.raw.toString().replace(/<(script|style)(?=[\s>])/g, `<$1 nonce="${nonce}"`),
    );
    res.writeHead(200, {
      ...headers,
      "content-type": asset.type,
      "content-length": body.length,
      "cache-control": cacheControl,
    });
    res.end(req.method === "HEAD" ? undefined : body);
  };

  const send = (req: IncomingMessage, res: ServerResponse, asset: Asset, cacheControl: string): void => {
    if (asset.type === TYPES[".html"]) {
      sendDocument(req, res, asset, cacheControl);
      return;
    }
    const accept = String(req.headers["accept-encoding"] ?? "");
    const [body, encoding] =
      asset.brotli && /\bbr\b/.test(accept)
        ? [asset.brotli, "br"]
        : asset.gzip && /\bgzip\b/.test(accept)
          ? [asset.gzip, "gzip"]
          : [asset.raw, undefined];
    res.writeHead(200, {
      "content-type": asset.type,
      "content-length": body.length,
      "cache-control": cacheControl,
      vary: "accept-encoding",
      "x-content-type-options": "nosniff",
      ...(encoding ? { "content-encoding": encoding } : {}),
    });
    res.end(req.method === "HEAD" ? undefined : body);
  };

  return (req: IncomingMessage, res: ServerResponse, url: URL): void | Promise<void> => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD" }).end();
      return;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(url.pathname);
    } catch {
      // A broken escape names no file; as a page it is the router's to refuse.
      decoded = "/__malformed__";
    }
    const path = normalize(decoded).replace(/^(\.\.[/\\])+/, "");
    // index.html is a page too when pages are rendered: never the bare template.
    const file = path !== "/" && !(renderPage && path === "/index.html") ? load(path) : null;
    if (file) {
      send(
        req,
        res,
        file,
        path.startsWith("/static/") ? "public, max-age=31536000, immutable" : "public, max-age=300",
      );
      return;
    }
    if (path.startsWith("/static/")) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
      return;
    }
    if (renderPage) return renderPage(req, res, url);
    const index = load("/index.html");
    if (!index) {
      res
        .writeHead(503, { "content-type": "text/plain; charset=utf-8" })
        .end("The web app is not built yet: run `npm run build` (npm start does it for you).");
      return;
    }
    send(req, res, index, "no-cache");
  };
};
