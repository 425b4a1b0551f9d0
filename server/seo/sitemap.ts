import { LOCALES, type LocalePath } from "../../domain/i18n/locales";
import { SITEMAP_INDEX_PATH, sitemapFilePath } from "../../domain/seo/sitemapPaths";
import {
  prepareSitemapPages,
  SITEMAP_LIMITS,
  type SitemapLimits,
  type SitemapUrl,
  sitemapIndexXml,
  urlsetFiles,
} from "../../domain/seo/sitemapXml";
import type { SiteListing, SitemapSection } from "./sitemapSections";

export interface SitemapBuild {
  readonly origin: string;
  readonly sections: ReadonlyArray<SitemapSection>;
  readonly listing: SiteListing;
  readonly locales?: ReadonlyArray<LocalePath>;
  readonly limits?: SitemapLimits;
}

/**
 * Every sitemap document by its path: the index at `/sitemap.xml` and, per locale and section, the
 * section's pages cut into numbered files within the protocol's limits. An empty section has no file.
 * NOTE: no `xhtml:link` alternates: each page's head carries its hreflang links, which search engines
 * take instead; here they would make every file about ten times larger.
 */
export const buildSitemaps = ({
  origin,
  sections,
  listing,
  locales = LOCALES.map((locale) => locale.path),
  limits = SITEMAP_LIMITS,
}: SitemapBuild): ReadonlyMap<string, string> => {
  const files = new Map<string, string>();
  const index: SitemapUrl[] = [];
  for (const section of sections) {
    const pages = prepareSitemapPages(section.pages(listing));
    for (const locale of locales) {
      urlsetFiles(`${origin}/${locale}`, pages, limits).forEach(({ xml, lastmod }, at) => {
        const path = sitemapFilePath({ locale, section: section.name, part: at + 1 });
        files.set(path, xml);
        index.push({ loc: `${origin}${path}`, lastmod });
      });
    }
  }
  // NOTE: the index's own limit (50,000 sitemaps) is far off: nine locales times a few files per section.
  files.set(SITEMAP_INDEX_PATH, sitemapIndexXml(index));
  return files;
};
