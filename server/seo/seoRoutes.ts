import type { IncomingMessage, ServerResponse } from "node:http";
import { ROBOTS_PATH, SITEMAP_INDEX_PATH, SITEMAPS_FOLDER } from "../../domain/seo/sitemapPaths";
import type { SitemapLimits } from "../../domain/seo/sitemapXml";
import type { FeedEngine } from "../feed/FeedEngine";
import { type BodyEncoding, bodyEncodingFor, compressBody } from "../http/respond";
import { robotsTxt } from "./robots";
import { buildSitemaps } from "./sitemap";
import { SITEMAP_SECTIONS, type SitemapSection } from "./sitemapSections";

/** Sitemaps are built again at most this often: crawlers read them far less often than the line moves. */
export const SITEMAP_REBUILD_MS = 60_000;
const CACHE_CONTROL = "public, max-age=300";
const XML = "application/xml; charset=utf-8";

export interface SeoRoutesOptions {
  readonly publicUrl: string;
  readonly feed: Pick<FeedEngine, "lines">;
  /** Epoch ms (tests move it). */
  readonly now?: () => number;
  readonly sections?: ReadonlyArray<SitemapSection>;
  /** The protocol's limits by default; tests make them small to see files split. */
  readonly limits?: SitemapLimits;
}

interface Document {
  readonly text: string;
  /** Its bytes, made on first demand: most files of a minute are never asked for. */
  raw?: Buffer;
  /** Each encoding compressed once, when first asked for. */
  readonly encoded: Map<BodyEncoding, Promise<Buffer>>;
}

interface Generation {
  readonly builtAt: number;
  readonly documents: ReadonlyMap<string, Document>;
}

const documentOf = (text: string): Document => ({ text, encoded: new Map() });

const send = async (
  req: IncomingMessage,
  res: ServerResponse,
  type: string,
  document: Document,
): Promise<void> => {
  document.raw ??= Buffer.from(document.text);
  const raw = document.raw;
  const encoding = bodyEncodingFor(req, raw.length);
  let body = raw;
  if (encoding) {
    let encoded = document.encoded.get(encoding);
    if (!encoded) {
      encoded = compressBody(raw, encoding);
      document.encoded.set(encoding, encoded);
    }
    body = await encoded;
  }
  res.writeHead(200, {
    "content-type": type,
    "content-length": body.length,
    "cache-control": CACHE_CONTROL,
    vary: "accept-encoding",
    "x-content-type-options": "nosniff",
    ...(encoding ? { "content-encoding": encoding } : {}),
  });
  res.end(req.method === "HEAD" ? undefined : body);
};

/**
 * `/robots.txt`, `/sitemap.xml` and the sitemap files it lists. The sitemaps are built from the line
 * when asked for and kept as strings for a minute (with their compressed forms, made on first demand),
 * so a crawler reading every file costs one build. Answers `undefined` for any other path.
 */
export const makeSeoRoutes = ({
  publicUrl,
  feed,
  now = Date.now,
  sections = SITEMAP_SECTIONS,
  limits,
}: SeoRoutesOptions) => {
  const robots = documentOf(robotsTxt(publicUrl));
  let generation: Generation | undefined;

  const sitemaps = (): ReadonlyMap<string, Document> => {
    const time = now();
    if (!generation || time - generation.builtAt >= SITEMAP_REBUILD_MS) {
      const files = buildSitemaps({
        origin: publicUrl,
        sections,
        listing: { lines: feed.lines() },
        ...(limits ? { limits } : {}),
      });
      generation = {
        builtAt: time,
        documents: new Map([...files].map(([path, text]) => [path, documentOf(text)])),
      };
    }
    return generation.documents;
  };

  return (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> | undefined => {
    const path = url.pathname;
    const isSitemap = path === SITEMAP_INDEX_PATH || path.startsWith(SITEMAPS_FOLDER);
    if (path !== ROBOTS_PATH && !isSitemap) return undefined;
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD" }).end();
      return Promise.resolve();
    }
    if (path === ROBOTS_PATH) return send(req, res, "text/plain; charset=utf-8", robots);
    const document = sitemaps().get(path);
    if (!document) {
      res
        .writeHead(404, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-cache" })
        .end("No such sitemap");
      return Promise.resolve();
    }
    return send(req, res, XML, document);
  };
};
