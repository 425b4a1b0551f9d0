import { describe, expect, it } from "vitest";
import { LOCALES } from "../../../domain/i18n/locales";
import { breadcrumbList } from "../../../domain/seo/breadcrumbList";
import { renderHeadTags } from "../../../domain/seo/headTags";
import type { PageHead } from "../../../domain/seo/pageHead";
import { attribute, metaContents, readHeadTags } from "./headTokens";

const origin = "https://funsclub.example";

const eventHead: PageHead = {
  title: "Arsenal vs Chelsea live score, odds · Premier League · FunsClub",
  description: "Live: Arsenal 2–1 Chelsea (67')",
  path: "/es-es/event/ev-0000000001",
  locale: "es-es",
  ogType: "website",
  image: { url: "/og/event/ev-0000000001.png", width: 1200, height: 630, alt: "Arsenal vs Chelsea" },
  jsonLd: [breadcrumbList([{ name: "Inicio", path: "/es-es/" }], origin), { "@type": "Thing", name: "x" }],
  noindex: false,
};

describe("renderHeadTags", () => {
  const tags = readHeadTags(renderHeadTags(eventHead, origin));

  it("writes the title and the description", () => {
    expect(tags.filter((tag) => tag.name === "title").map((tag) => tag.text)).toEqual([eventHead.title]);
    expect(metaContents(tags, "description")).toEqual([eventHead.description]);
  });

  it("names the page's own URL as canonical", () => {
    const canonical = tags.filter((tag) => attribute(tag, "rel") === "canonical");
    expect(canonical.map((tag) => attribute(tag, "href"))).toEqual([`${origin}/es-es/event/ev-0000000001`]);
  });

  it("links the page in each of the nine languages, and en-us as x-default", () => {
    const alternates = tags
      .filter((tag) => attribute(tag, "rel") === "alternate")
      .map((tag) => [attribute(tag, "hreflang"), attribute(tag, "href")]);
    expect(alternates).toEqual([
      ...LOCALES.map((locale) => [locale.language, `${origin}/${locale.path}/event/ev-0000000001`]),
      ["x-default", `${origin}/en-us/event/ev-0000000001`],
    ]);
    expect(alternates.map(([hreflang]) => hreflang)).toContain("zh-TW");
  });

  it("gives Open Graph the title, description, URL, type, site and locale", () => {
    expect(metaContents(tags, "og:title")).toEqual([eventHead.title]);
    expect(metaContents(tags, "og:description")).toEqual([eventHead.description]);
    expect(metaContents(tags, "og:url")).toEqual([`${origin}/es-es/event/ev-0000000001`]);
    expect(metaContents(tags, "og:type")).toEqual(["website"]);
    expect(metaContents(tags, "og:site_name")).toEqual(["FunsClub"]);
    expect(metaContents(tags, "og:locale")).toEqual(["es_ES"]);
    expect(metaContents(tags, "og:locale:alternate").sort()).toEqual(
      LOCALES.filter((locale) => locale.path !== "es-es")
        .map((locale) => locale.enumName)
        .sort(),
    );
  });

  it("makes the image absolute and gives its size and text to Open Graph and the large Twitter card", () => {
    const imageUrl = `${origin}/og/event/ev-0000000001.png`;
    expect(metaContents(tags, "og:image")).toEqual([imageUrl]);
    expect(metaContents(tags, "og:image:width")).toEqual(["1200"]);
    expect(metaContents(tags, "og:image:height")).toEqual(["630"]);
    expect(metaContents(tags, "og:image:alt")).toEqual(["Arsenal vs Chelsea"]);
    expect(metaContents(tags, "twitter:card")).toEqual(["summary_large_image"]);
    expect(metaContents(tags, "twitter:image")).toEqual([imageUrl]);
    expect(metaContents(tags, "twitter:title")).toEqual([eventHead.title]);
  });

  it("writes one JSON-LD script per object, readable as JSON", () => {
    const scripts = tags.filter((tag) => tag.name === "script");
    expect(scripts.map((tag) => attribute(tag, "type"))).toEqual([
      "application/ld+json",
      "application/ld+json",
    ]);
    expect(scripts.map((tag) => JSON.parse(tag.text!))).toEqual(eventHead.jsonLd);
  });

  it("lets the index list the page", () => {
    expect(metaContents(tags, "robots")).toEqual([]);
  });

  it("keeps an absolute image URL as it is and accepts an origin with a trailing slash", () => {
    const head = { ...eventHead, image: { ...eventHead.image!, url: "https://cdn.example/a.png" } };
    const again = readHeadTags(renderHeadTags(head, `${origin}/`));
    expect(metaContents(again, "og:image")).toEqual(["https://cdn.example/a.png"]);
    expect(metaContents(again, "og:url")).toEqual([`${origin}/es-es/event/ev-0000000001`]);
  });
});

describe("renderHeadTags without an image", () => {
  const tags = readHeadTags(renderHeadTags({ ...eventHead, image: undefined }, origin));

  it("falls back to the small Twitter card and names no image", () => {
    expect(metaContents(tags, "twitter:card")).toEqual(["summary"]);
    expect(metaContents(tags, "og:image")).toEqual([]);
    expect(metaContents(tags, "twitter:image")).toEqual([]);
  });
});

describe("renderHeadTags of a page kept out of the index", () => {
  const tags = readHeadTags(renderHeadTags({ ...eventHead, noindex: true }, origin));

  it("says noindex and names neither a canonical URL nor alternates", () => {
    expect(metaContents(tags, "robots")).toEqual(["noindex"]);
    expect(tags.filter((tag) => tag.name === "link")).toEqual([]);
  });
});

describe("renderHeadTags escaping", () => {
  it("keeps markup in texts as text", () => {
    const html = renderHeadTags(
      {
        ...eventHead,
        title: `</title><script>alert(1)</script>`,
        description: `"><script>alert(1)</script>`,
        jsonLd: [{ name: "</script><script>alert(1)</script><!--" }],
      },
      origin,
    );
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<!--");
    const tags = readHeadTags(html);
    expect(tags.find((tag) => tag.name === "title")!.text).toBe("</title><script>alert(1)</script>");
    expect(metaContents(tags, "description")).toEqual([`"><script>alert(1)</script>`]);
    expect(JSON.parse(tags.find((tag) => tag.name === "script")!.text!)).toEqual({
      name: "</script><script>alert(1)</script><!--",
    });
  });
});
