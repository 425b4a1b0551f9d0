import type { i18n as I18n } from "i18next";
import type { FeedTree } from "../../../domain/feed/tree.ts";
import type { LocalePath } from "../../../domain/i18n/locales.ts";
import { renderHeadTags } from "../../../domain/seo/headTags.ts";
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
  /** A tipster profile's name, from the profile machine's server-rendered snapshot. */
  readonly tipsterName: string | undefined;
  /** The server's clock, for what depends on it (an ended event drops out of the listing). */
  readonly now: number;
  /** The page's route as the router resolved it: its id and parameters. */
  readonly route: { readonly id: string; readonly params: Readonly<Record<string, string>> };
}

/** Which head a rendered page gets, from its route and what its render found. */
const headInput = (page: PageHeadContext): PageHeadInput => {
  const { locale, url, route } = page;
  const path = url.pathname;
  if (page.notFound) return { kind: "notFound", locale, path };
  if (page.signedInOnly) return { kind: "private", locale, path };
  if (page.eventId && page.eventTree) {
    return { kind: "event", locale, eventId: page.eventId, tree: page.eventTree, now: page.now };
  }
  const { sportCode, date, tab, period, userId } = route.params;
  if (route.id === "/$locale/") return { kind: "home", locale };
  if (route.id === "/$locale/live/$sportCode" && sportCode) return { kind: "live", locale, sportCode };
  if (route.id === "/$locale/all/$sportCode/$date" && sportCode && date) {
    return { kind: "day", locale, sportCode, date };
  }
  if (route.id === "/$locale/tips/$sportCode" && sportCode) return { kind: "tips", locale, sportCode };
  if (route.id === "/$locale/tipsters-ranking/$sportCode/$tab/$period" && sportCode && tab && period)
    return { kind: "ranking", locale, sportCode, tab, period };
  if (route.id.startsWith("/$locale/user-profile/$userId/view") && userId)
    return { kind: "tipster", locale, userId, tab, sportCode, name: page.tipsterName };
  if (route.id === "/$locale/tips-record") return { kind: "tipRecord", locale };
  // Account pages (sign-in, password reset...) and what is still to come: not for search engines.
  return { kind: "private", locale, path };
};

/**
 * The page's head tags: title, description, canonical, hreflang, Open Graph, Twitter and JSON-LD. Built
 * after the route has loaded, so the page's namespaces (`tips:`, `ranking:`...) are in `i18n` already.
 */
export const pageHeadTags = (page: PageHeadContext): string =>
  renderHeadTags(pageHeadFor(headInput(page), page.i18n.t, page.origin), page.origin);
