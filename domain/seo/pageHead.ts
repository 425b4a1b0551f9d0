import type { LocalePath } from "../i18n/locales";
import type { JsonLd } from "./jsonLd";

/** The name every page's previews carry (`og:site_name`) and titles end with. */
export const SITE_NAME = "FunsClub";

/** The Open Graph object types our pages are. */
export type OgType = "website" | "article" | "profile";

export interface PageImage {
  /** Absolute, or a path on the site's origin. */
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

/**
 * What a page tells search engines and link previews, before it becomes tags (`renderHeadTags`). Texts
 * are plain (not escaped) and already in the page's language.
 */
export interface PageHead {
  /** The whole `<title>`, site name included. */
  readonly title: string;
  readonly description: string;
  /** The page's path with its locale segment and without query: `/en-us/event/123`. */
  readonly path: string;
  readonly locale: LocalePath;
  readonly ogType: OgType;
  readonly image?: PageImage | undefined;
  /** schema.org objects, one `<script type="application/ld+json">` each. */
  readonly jsonLd: ReadonlyArray<JsonLd>;
  /** Pages search engines must not list (not found, sign-in, settings). */
  readonly noindex: boolean;
}
