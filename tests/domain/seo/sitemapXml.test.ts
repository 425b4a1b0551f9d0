import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  escapeXml,
  prepareSitemapPages,
  sitemapIndexXml,
  urlsetFiles,
  urlsetXml,
  w3cDatetime,
} from "../../../domain/seo/sitemapXml";
import { childrenNamed, childText, parseXml } from "./wellFormedXml";

const T = Date.UTC(2026, 10, 24, 16, 31, 3, 456);
const NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

const locsOf = (xml: string, entry: "url" | "sitemap") =>
  childrenNamed(parseXml(xml), entry).map((element) => childText(element, "loc"));

describe("the well-formedness check itself", () => {
  it.each([
    ["crossed tags", "<a><b></a></b>"],
    ["an unclosed element", "<a><b></b>"],
    ["a raw ampersand", "<a>x & y</a>"],
    ["a raw less-than", "<a>1 < 2</a>"],
    ["an unknown entity", "<a>&nbsp;</a>"],
    ["a second root", "<a/><b/>"],
    ["an unquoted attribute", "<a x=1/>"],
    ["a repeated attribute", '<a x="1" x="2"/>'],
    ["a control character", "<a>\u0001</a>"],
  ])("rejects %s", (_, xml) => {
    expect(() => parseXml(xml)).toThrow(/not well-formed/);
  });

  it("reads what it accepts, entities decoded", () => {
    const root = parseXml(
      '<?xml version="1.0"?>\n<a k="&quot;1&quot;"><b>x &amp; &#60;y&#x3E;</b><c/></a>\n',
    );
    expect(root.attributes).toEqual({ k: '"1"' });
    expect(childText(root, "b")).toBe("x & <y>");
    expect(root.children.map((child) => child.name)).toEqual(["b", "c"]);
  });
});

describe("escapeXml", () => {
  it("escapes the five characters sitemaps.org names", () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
  });

  it("drops what XML 1.0 cannot carry at all, and keeps astral characters whole", () => {
    expect(escapeXml("a\u0000b\u001Fc\uD800d\uDC00e\uFFFEf")).toBe("abcdef");
    expect(escapeXml("goal ⚽ 😀\tend")).toBe("goal ⚽ 😀\tend");
  });

  it("gives a well-formed sitemap whatever the text", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary" }),
        fc.constantFrom("&", "<", "]]>", "&amp;", '"', "'", "</loc>", "\u0000", "\uD800"),
        (text, hostile) => {
          expect(
            locsOf(urlsetXml([{ loc: `https://f.example/${text}${hostile}${text}` }]), "url"),
          ).toHaveLength(1);
        },
      ),
    );
  });

  it("round-trips text that XML can hold", () => {
    const xmlCanHold = (text: string) =>
      [...text].every((char) => {
        const code = char.codePointAt(0)!;
        return code >= 0x20 && code !== 0xfffe && code !== 0xffff && (code < 0xd800 || code > 0xdfff);
      });
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme" }).filter(xmlCanHold),
        fc.constantFrom("&", "<", ">", "&amp;", '"', "'", "</loc>"),
        (text, hostile) => {
          const loc = `https://f.example/${text}${hostile}`;
          expect(locsOf(urlsetXml([{ loc }]), "url")).toEqual([loc]);
        },
      ),
    );
  });
});

describe("urlsetXml and sitemapIndexXml", () => {
  it("write the protocol's elements, lastmod to the second in UTC", () => {
    const urlset = parseXml(
      urlsetXml([
        { loc: "https://f.example/en-us/event/1?a=1&b=2", lastmod: T },
        { loc: "https://f.example/en-us/" },
      ]),
    );
    expect(urlset.name).toBe("urlset");
    expect(urlset.attributes.xmlns).toBe(NS);
    const urls = childrenNamed(urlset, "url");
    expect(urls.map((url) => childText(url, "loc"))).toEqual([
      "https://f.example/en-us/event/1?a=1&b=2",
      "https://f.example/en-us/",
    ]);
    expect(urls.map((url) => childText(url, "lastmod"))).toEqual(["2026-11-24T16:31:03Z", undefined]);

    const index = parseXml(
      sitemapIndexXml([{ loc: "https://f.example/sitemaps/en-us/events-1.xml", lastmod: T }]),
    );
    expect(index.name).toBe("sitemapindex");
    expect(index.attributes.xmlns).toBe(NS);
    expect(childrenNamed(index, "sitemap").map((s) => childText(s, "lastmod"))).toEqual([
      "2026-11-24T16:31:03Z",
    ]);
  });

  it("writes W3C datetimes", () => {
    expect(w3cDatetime(0)).toBe("1970-01-01T00:00:00Z");
    expect(w3cDatetime(T)).toBe("2026-11-24T16:31:03Z");
  });

  it("writes an empty urlset as a well-formed document", () => {
    expect(childrenNamed(parseXml(urlsetXml([])), "url")).toEqual([]);
  });
});

describe("urlsetFiles", () => {
  const BASE = "https://f.example/en-us";
  const pages = (count: number, pad = 0) =>
    Array.from({ length: count }, (_, i) => ({
      path: `/event/${i}${"x".repeat(pad)}`,
      lastmod: T + i * 1000,
    }));
  const locs = (files: ReadonlyArray<{ xml: string }>) => files.flatMap((file) => locsOf(file.xml, "url"));

  it("makes no file of no pages", () => {
    expect(urlsetFiles(BASE, prepareSitemapPages([]))).toEqual([]);
  });

  it("writes what urlsetXml writes for the same URLs, whatever the path", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            path: fc.string({ unit: "binary" }),
            lastmod: fc.option(fc.integer({ min: 0, max: 4_102_444_800_000 }), { nil: undefined }),
          }),
          { maxLength: 5 },
        ),
        (some) => {
          const [file] = urlsetFiles(BASE, prepareSitemapPages(some));
          const whole = urlsetXml(some.map(({ path, lastmod }) => ({ loc: `${BASE}${path}`, lastmod })));
          expect(file?.xml ?? urlsetXml([])).toBe(whole);
        },
      ),
    );
  });

  it("keeps everything in one file under the protocol's limits, dated by its newest page", () => {
    const files = urlsetFiles(BASE, prepareSitemapPages(pages(1000)));
    expect(files).toHaveLength(1);
    expect(files[0]!.lastmod).toBe(T + 999_000);
    expect(locs(files)).toEqual(pages(1000).map((page) => `${BASE}${page.path}`));
  });

  it("cuts at the URL limit, in order, each file dated by its own newest page", () => {
    const files = urlsetFiles(BASE, prepareSitemapPages(pages(5)), { maxUrls: 2, maxBytes: 1_000_000 });
    expect(files.map((file) => locsOf(file.xml, "url").length)).toEqual([2, 2, 1]);
    expect(files.map((file) => file.lastmod)).toEqual([T + 1000, T + 3000, T + 4000]);
    expect(locs(files)).toEqual(pages(5).map((page) => `${BASE}${page.path}`));
  });

  it("cuts at the byte limit, counting UTF-8 bytes of the written file", () => {
    const many = [...pages(20, 40), { path: "/event/ünïcødé-😀", lastmod: T }];
    const maxBytes = Buffer.byteLength(
      urlsetXml(many.slice(0, 3).map(({ path, lastmod }) => ({ loc: `${BASE}${path}`, lastmod }))),
    );
    const files = urlsetFiles(BASE, prepareSitemapPages(many), { maxUrls: 50_000, maxBytes });
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) expect(Buffer.byteLength(file.xml)).toBeLessThanOrEqual(maxBytes);
    // Each file is full: with the next URL it would not have fitted.
    const fileLocs = files.map((file) => locsOf(file.xml, "url"));
    for (const [i, file] of fileLocs.slice(0, -1).entries())
      expect(
        Buffer.byteLength(
          urlsetXml([...file, fileLocs[i + 1]![0]!].map((loc) => ({ loc: loc!, lastmod: T }))),
        ),
      ).toBeGreaterThan(maxBytes);
    expect(locs(files)).toEqual(many.map((page) => `${BASE}${page.path}`));
  });

  it("leaves out a page that could not fit any file", () => {
    const files = urlsetFiles(
      BASE,
      prepareSitemapPages([...pages(2), { path: `/${"y".repeat(500)}`, lastmod: T }]),
      {
        maxUrls: 10,
        maxBytes: 400,
      },
    );
    expect(locs(files)).toEqual(pages(2).map((page) => `${BASE}${page.path}`));
  });
});
