import { isSameOriginPath } from "../../domain/accounts/externalLogin.ts";
import { type LocalePath, withLocaleSegment } from "../../domain/i18n/locales.ts";
import { localeOfPath } from "../app/localePath.ts";

/** The query parameter of `/sign-in` that names the page to come back to. */
export const REDIRECT_PARAM = "redirect";

/** `/{locale}/sign-in?redirect=…`: where a visitor is sent from a page that needs an account. */
export const signInHref = (locale: LocalePath, returnTo: string): string =>
  `/${locale}/sign-in?${REDIRECT_PARAM}=${encodeURIComponent(returnTo)}`;

/**
 * Where to go after signing in: the `redirect` parameter when it is a page of this site (never `//host`
 * or `https://…`, which would make the sign-in page an open redirect), in the language the user reads now
 * (it may have changed on the sign-in page); the home page otherwise.
 */
export const returnTarget = (redirect: unknown, locale: LocalePath): string => {
  const home = `/${locale}/`;
  if (typeof redirect !== "string" || !isSameOriginPath(redirect)) return home;
  const queryAt = redirect.search(/[?#]/);
  const pathname = queryAt === -1 ? redirect : redirect.slice(0, queryAt);
  const rest = queryAt === -1 ? "" : redirect.slice(queryAt);
  return localeOfPath(pathname) ? `${withLocaleSegment(pathname, locale)}${rest}` : home;
};

/** Pages of the account flows themselves: coming back to one of them after signing in makes no sense. */
const ACCOUNT_PAGES =
  /^\/(?:sign-in|sign-up|email-verification|user\/verify|reset-password|password\/reset|oauth\/callback)(?:\/|$)/;

/**
 * The `search` of a "Sign in" link on the page at `href`: come back here afterwards, unless this is an
 * account page (or a path the router would refuse to return to).
 */
export const signInSearchFrom = (href: string): { readonly redirect?: string } => {
  const pathname = href.split(/[?#]/)[0] ?? "";
  const locale = localeOfPath(pathname);
  if (!locale || !isSameOriginPath(href)) return {};
  const page = pathname.slice(1 + locale.length) || "/";
  return ACCOUNT_PAGES.test(page) || page === "/" ? {} : { redirect: href };
};
