import { LOCALES, localeByPath } from "../i18n/locales";
import { escapeHtml, jsonForScript } from "./htmlEscape";
import { absoluteUrl } from "./jsonLd";
import { localeAlternates } from "./localeAlternates";
import { type PageHead, SITE_NAME } from "./pageHead";

const meta = (attribute: "name" | "property", key: string, content: string): string =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

const link = (attributes: Readonly<Record<string, string>>): string =>
  `<link ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(" ")}>`;

/**
 * The head tags of a page as HTML: title, description, canonical and hreflang alternates, Open Graph
 * and Twitter card, robots, and one JSON-LD script per object. Every text is escaped here; callers
 * pass plain text.
 */
export const renderHeadTags = (head: PageHead, origin: string): string => {
  const url = absoluteUrl(origin, head.path);
  const ogLocale = localeByPath(head.locale)?.enumName ?? head.locale;
  const image = head.image && { ...head.image, url: absoluteUrl(origin, head.image.url) };
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta("name", "description", head.description)];
  // NOTE: a page kept out of the index names no canonical nor alternates: Google reads a canonical as
  // "index this URL instead", which contradicts noindex.
  if (head.noindex) tags.push(meta("name", "robots", "noindex"));
  else
    tags.push(
      link({ rel: "canonical", href: url }),
      ...localeAlternates(head.path, origin).map((alternate) =>
        link({ rel: "alternate", hreflang: alternate.hreflang, href: alternate.url }),
      ),
    );
  tags.push(
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:type", head.ogType),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", url),
    meta("property", "og:locale", ogLocale),
    ...LOCALES.filter((locale) => locale.path !== head.locale).map((locale) =>
      meta("property", "og:locale:alternate", locale.enumName),
    ),
  );
  if (image)
    tags.push(
      meta("property", "og:image", image.url),
      meta("property", "og:image:width", String(image.width)),
      meta("property", "og:image:height", String(image.height)),
      meta("property", "og:image:alt", image.alt),
    );
  tags.push(
    meta("name", "twitter:card", image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
  );
  if (image)
    tags.push(meta("name", "twitter:image", image.url), meta("name", "twitter:image:alt", image.alt));
  for (const object of head.jsonLd)
    tags.push(`<script type="application/ld+json">${jsonForScript(object)}</script>`);
  return tags.join("\n");
};
