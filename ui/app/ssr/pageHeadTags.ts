import type { i18n as I18n } from "i18next";
import type { FeedTree } from "../../../domain/feed/tree.ts";
import type { LocalePath } from "../../../domain/i18n/locales.ts";
import { renderHeadTags } from "../../../domain/seo/headTags.ts";
import { pageOfPath } from "../localePath.ts";
import { type PageHeadInput, pageHeadFor } from "./pageHead.ts";

export interface PageHeadContext {
  readonly url: URL;
  readonly locale: LocalePath;
  readonly i18n: I18n;
  readonly origin: string;
  readonly notFound: boolean;
  readonly signedInOnly: boolean;
  readonly eventId: string | undefined;
  readonly eventTree: FeedTree | undefined;
  /** The server's clock, for what depends on it (an ended event drops out of the listing). */
  readonly now: number;
}

/** Which head a rendered page gets, from its path and what its render found. */
const headInput = (page: PageHeadContext): PageHeadInput => {
  const { locale, url } = page;
  const path = url.pathname;
  if (page.notFound) return { kind: "notFound", locale, path };
  if (page.signedInOnly) return { kind: "private", locale, path };
  if (page.eventId && page.eventTree) {
    return { kind: "event", locale, eventId: page.eventId, tree: page.eventTree, now: page.now };
  }
  const segments = pageOfPath(path).split("/").filter(Boolean);
  if (segments.length === 0) return { kind: "home", locale };
  if (segments[0] === "live" && segments.length === 2)
    return { kind: "live", locale, sportCode: segments[1]! };
  if (segments[0] === "all" && segments.length === 3) {
    return { kind: "day", locale, sportCode: segments[1]!, date: segments[2]! };
  }
  // Account pages (sign-in, password reset...) and what is still to come: not for search engines.
  return { kind: "private", locale, path };
};

/** The page's head tags: title, description, canonical, hreflang, Open Graph, Twitter and JSON-LD. */
export const pageHeadTags = (page: PageHeadContext): string =>
  renderHeadTags(pageHeadFor(headInput(page), page.i18n.t, page.origin), page.origin);
