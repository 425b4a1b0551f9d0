import { isLocalePath, type LocalePath, withLocaleSegment } from "../../domain/i18n/locales.ts";

const firstSegment = (pathname: string): string => pathname.split("/")[1] ?? "";

/** The locale a path starts with, if it is one of ours. */
export const localeOfPath = (pathname: string): LocalePath | undefined => {
  const segment = firstSegment(pathname);
  return isLocalePath(segment) ? segment : undefined;
};

/**
 * Where a path with a wrong locale segment should go, or undefined when it is fine. `/ES-ES/live` keeps its
 * language in lower case; an unknown or malformed segment falls back (`/xx-yy/live` and `/live` both go to
 * `/en-us/live` with the default fallback).
 */
export const localeRedirect = (pathname: string, fallback: LocalePath): string | undefined => {
  const segment = firstSegment(pathname);
  if (isLocalePath(segment)) return undefined;
  const lower = segment.toLowerCase();
  if (isLocalePath(lower)) return `/${lower}${pathname.slice(1 + segment.length)}`;
  return withLocaleSegment(pathname, fallback);
};

/** The path without its locale, so `/en-us/live/soccer` and `/es-es/live/soccer` are the same page. */
export const pageOfPath = (pathname: string): string =>
  localeOfPath(pathname) ? pathname.slice(1 + firstSegment(pathname).length) || "/" : pathname;

/**
 * After a route change the page scrolls to the top (sports-data section 2), except when only the language
 * changed: the reader stays where they were.
 */
export const shouldScrollToTop = (from: string | undefined, to: string): boolean =>
  from !== undefined && pageOfPath(from) !== pageOfPath(to);
