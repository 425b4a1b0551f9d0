import { request } from "node:http";
import { childrenNamed, childText, parseXml } from "../../domain/seo/wellFormedXml";

export interface Answer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** As sent: still compressed when `content-encoding` says so. */
  readonly body: Buffer;
}

/** A plain request, no decompression (fetch would hide the encoding). */
export const get = (url: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });

export interface Crawl {
  /** The sitemap files the index lists, as paths, in its order. */
  readonly sitemaps: ReadonlyArray<string>;
  /** The index's `lastmod` of each file. */
  readonly sitemapLastmods: ReadonlyMap<string, string | undefined>;
  /** Each file's `<loc>`s with their `lastmod`. */
  readonly urls: ReadonlyMap<
    string,
    ReadonlyArray<{ readonly loc: string; readonly lastmod?: string | undefined }>
  >;
}

/**
 * Reads `/sitemap.xml` from `origin` as a crawler would and follows every sitemap it lists, checking each
 * document is well-formed XML of the right root (the reader throws when not). The listed URLs carry the
 * public origin: they are read back under `origin`.
 */
export const crawlSitemaps = async (origin: string, publicUrl: string): Promise<Crawl> => {
  const read = async (path: string, root: string) => {
    const answer = await get(`${origin}${path}`);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    if (answer.headers["content-type"] !== "application/xml; charset=utf-8")
      throw new Error(`${path} is ${answer.headers["content-type"]}`);
    const document = parseXml(answer.body.toString("utf8"));
    if (document.name !== root) throw new Error(`${path} is a <${document.name}>, not a <${root}>`);
    return document;
  };
  const pathOf = (loc: string) => {
    if (!loc.startsWith(`${publicUrl}/`)) throw new Error(`${loc} is not under ${publicUrl}`);
    return loc.slice(publicUrl.length);
  };
  const index = await read("/sitemap.xml", "sitemapindex");
  const entries = childrenNamed(index, "sitemap").map((entry) => ({
    path: pathOf(childText(entry, "loc") ?? ""),
    lastmod: childText(entry, "lastmod"),
  }));
  const urls = new Map<string, Array<{ loc: string; lastmod?: string | undefined }>>();
  for (const { path } of entries) {
    const urlset = await read(path, "urlset");
    urls.set(
      path,
      childrenNamed(urlset, "url").map((url) => ({
        loc: childText(url, "loc") ?? "",
        lastmod: childText(url, "lastmod"),
      })),
    );
  }
  return {
    sitemaps: entries.map((entry) => entry.path),
    sitemapLastmods: new Map(entries.map((entry) => [entry.path, entry.lastmod])),
    urls,
  };
};
