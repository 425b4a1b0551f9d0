import type { LocalePath } from "../i18n/locales";

/** Where crawlers find what they may read and what there is to read. */
export const ROBOTS_PATH = "/robots.txt";
export const SITEMAP_INDEX_PATH = "/sitemap.xml";

/** The folder of every sitemap file the index lists. */
export const SITEMAPS_FOLDER = "/sitemaps/";

export interface SitemapFile {
  readonly locale: LocalePath;
  /** A section's name: `pages`, `events`, later `tournaments`... */
  readonly section: string;
  /** From 1. */
  readonly part: number;
}

/**
 * One sitemap file of a section in a locale: `/sitemaps/en-us/events-2.xml`. NOTE: every section is
 * numbered, even one that fits one file, so a file's URL stays the same when its section grows.
 */
export const sitemapFilePath = ({ locale, section, part }: SitemapFile): string =>
  `${SITEMAPS_FOLDER}${locale}/${section}-${part}.xml`;
