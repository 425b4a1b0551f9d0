import { describe, expect, it } from "vitest";
import { documentEnd, documentStart, pageAssets, parseTemplate } from "../../../../ui/app/ssr/document.ts";
import { INDEX_TEMPLATE } from "../../../helpers/indexTemplate.ts";

const MANIFEST = {
  "index.html": { file: "static/initial-1.js", css: ["static/initial-1.css"], isEntry: true },
  "sports/LivePage.tsx": {
    file: "static/LivePage-2.js",
    imports: ["index.html", "_odds-3.js"],
    css: ["static/LivePage-2.css"],
    isDynamicEntry: true,
  },
  "_odds-3.js": { file: "static/odds-3.js", imports: ["index.html"] },
};

describe("the document around React's HTML", () => {
  it("replaces the template's title, description, language, theme and no-script note", () => {
    const template = parseTemplate(INDEX_TEMPLATE);
    const start = documentStart(template, {
      lang: "es",
      theme: "light",
      headTags: "<title>Fútbol · FunsClub</title>",
      styles: ["static/LivePage-2.css"],
    });
    expect(start).toContain('<html lang="es" data-theme="light">');
    expect(start).not.toContain("Template");
    expect(start).not.toContain('content="template"');
    expect(start).toContain("<title>Fútbol · FunsClub</title>");
    expect(start).toContain('<link rel="stylesheet" crossorigin href="/static/LivePage-2.css">');
    // No script is fetched before the first paint: the loader at the end asks for them.
    expect(start).not.toContain("<script");
    expect(start).not.toContain("modulepreload");
    expect(start.endsWith('<div id="root">')).toBe(true);
    const end = documentEnd(
      template,
      { hydrate: true, snapshots: { a: "</script>" } },
      ["static/LivePage-2.js"],
      "N0nce",
    );
    expect(end).toContain('<script type="application/json" id="ssr-payload">');
    // The loader is the one script that runs: it alone carries the nonce, after everything else React and
    // the payload wrote, and nothing inline needs one before it.
    expect(`${start}${end}`.match(/nonce="N0nce"/g)).toHaveLength(1);
    expect(end.indexOf('nonce="N0nce"')).toBeGreaterThan(end.indexOf("</script>"));
    expect(start).not.toMatch(/<style|style="/);
    expect(start).toContain('<noscript><link rel="stylesheet" href="/noscript.css"></noscript>');
    // The entry comes through import(): Trusted Types refuse a script's src set from a string.
    expect(end).not.toMatch(/\.src\s*=|src:/);
    expect(end).toContain("import(s)");
    expect(end).not.toContain("needs JavaScript");
    // The payload's own `</script>` is escaped: two script elements, two closing tags.
    expect(end.match(/<\/script>/g)).toHaveLength(2);
    expect(end).toContain('"/static/initial-1.js"');
    expect(end).toContain('"/static/LivePage-2.js"');
  });

  it("preloads a page's own chunks and styles, not what index.html loads already", () => {
    expect(pageAssets(MANIFEST, ["sports/LivePage.tsx"], INDEX_TEMPLATE)).toEqual({
      scripts: ["static/LivePage-2.js", "static/odds-3.js"],
      styles: ["static/LivePage-2.css"],
    });
    expect(pageAssets(MANIFEST, ["no/Such.tsx"], INDEX_TEMPLATE)).toEqual({ scripts: [], styles: [] });
  });

  it("refuses a template without its root element", () => {
    expect(() => parseTemplate("<html><head></head><body></body></html>")).toThrow(/#root/);
  });
});
