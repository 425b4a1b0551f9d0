import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../../domain/i18n/locales";
import { renderHeadTags } from "../../../domain/seo/headTags";
import { escapeHtml, jsonForScript } from "../../../domain/seo/htmlEscape";
import type { JsonLd } from "../../../domain/seo/jsonLd";
import type { PageHead } from "../../../domain/seo/pageHead";
import { attribute, decodeEntities, metaContents, readHeadTags } from "./headTokens";

/** Any text, leaning on the pieces that end a tag, an attribute or a script. */
const hostile = fc
  .array(
    fc.oneof(
      fc.string({ unit: "binary" }),
      fc.constantFrom(
        "</script>",
        "</SCRIPT ",
        "<!--",
        "-->",
        "</title>",
        '"',
        "'",
        "&",
        "&amp;",
        "<",
        ">",
        "\u2028",
        "\u2029",
        "\\",
        "İ",
      ),
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(""));

const jsonLd: fc.Arbitrary<JsonLd> = fc.dictionary(
  hostile,
  fc.oneof(hostile, fc.integer(), fc.array(hostile, { maxLength: 3 }), fc.dictionary(hostile, hostile)),
  { maxKeys: 4 },
);

const head: fc.Arbitrary<PageHead> = fc.record({
  title: hostile,
  description: hostile,
  path: hostile.map((rest) => `/en-us/${rest}`),
  locale: fc.constantFrom(...LOCALES.map((locale) => locale.path)),
  ogType: fc.constantFrom("website" as const, "article" as const),
  image: fc.option(
    fc.record({ url: hostile.map((rest) => `/og/${rest}`), width: fc.nat(), height: fc.nat(), alt: hostile }),
    { nil: undefined },
  ),
  jsonLd: fc.array(jsonLd, { maxLength: 3 }),
  noindex: fc.boolean(),
});

describe("escaping (properties)", () => {
  it("escapeHtml leaves no character that ends a text or a quoted attribute, and decodes back", () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const escaped = escapeHtml(text);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(decodeEntities(escaped)).toBe(text);
      }),
    );
  });

  it("jsonForScript can never end a script nor open a comment, and parses back to the value", () => {
    fc.assert(
      fc.property(jsonLd, (value) => {
        const json = jsonForScript(value);
        expect(json).not.toMatch(/[<>\u2028\u2029]/);
        expect(JSON.parse(json)).toEqual(value);
      }),
    );
  });
});

describe("renderHeadTags (properties)", () => {
  it("reads back as exactly its own tags, with every text intact", () => {
    fc.assert(
      fc.property(head, (page) => {
        const tags = readHeadTags(renderHeadTags(page, "https://funsclub.example"));
        expect(tags.filter((tag) => tag.name === "title").map((tag) => tag.text)).toEqual([page.title]);
        expect(metaContents(tags, "description")).toEqual([page.description]);
        expect(metaContents(tags, "og:title")).toEqual([page.title]);
        expect(metaContents(tags, "og:image:alt")).toEqual(page.image ? [page.image.alt] : []);
        const scripts = tags.filter((tag) => tag.name === "script");
        expect(scripts.map((tag) => attribute(tag, "type"))).toEqual(
          page.jsonLd.map(() => "application/ld+json"),
        );
        expect(scripts.map((tag) => JSON.parse(tag.text!))).toEqual(page.jsonLd);
        expect(tags.filter((tag) => tag.name === "link")).toHaveLength(
          page.noindex ? 0 : 1 + LOCALES.length + 1,
        );
      }),
      { numRuns: 300 },
    );
  });
});
