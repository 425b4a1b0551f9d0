import { describe, expect, it } from "vitest";
import {
  budgetReport,
  budgetTable,
  type Manifest,
  scriptsOfHtml,
  staticClosure,
} from "../../scripts/bundleBudget.ts";

/** The shape Vite writes: an entry with shared chunks, two lazy pages, two lazy languages, the inspector. */
const manifest: Manifest = {
  "index.html": {
    file: "static/index.js",
    isEntry: true,
    imports: ["_react.js", "_shared.js"],
    dynamicImports: [
      "home/HomePage.tsx",
      "auth/SignInPage.tsx",
      "i18n/locales/en.ts",
      "i18n/locales/th.ts",
      "devtools/devtools.ts",
    ],
  },
  "_react.js": { file: "static/react.js" },
  "_shared.js": { file: "static/shared.js", imports: ["_react.js"] },
  "_forms.js": { file: "static/forms.js", imports: ["_shared.js"] },
  "home/HomePage.tsx": { file: "static/HomePage.js", isDynamicEntry: true, imports: ["_shared.js"] },
  "auth/SignInPage.tsx": { file: "static/SignInPage.js", isDynamicEntry: true, imports: ["_forms.js"] },
  "i18n/locales/en.ts": { file: "static/en.js", isDynamicEntry: true },
  "i18n/locales/th.ts": { file: "static/th.js", isDynamicEntry: true },
  "devtools/devtools.ts": { file: "static/devtools.js", isDynamicEntry: true },
};

const KB = 1024;
const sizes: Record<string, number> = {
  "static/index.js": 40 * KB,
  "static/react.js": 60 * KB,
  "static/shared.js": 20 * KB,
  "static/forms.js": 15 * KB,
  "static/HomePage.js": 10 * KB,
  "static/SignInPage.js": 5 * KB,
  "static/en.js": 6 * KB,
  "static/th.js": 9 * KB,
  "static/devtools.js": 500 * KB,
};
const sizeOf = (file: string) => {
  const size = sizes[file];
  if (size === undefined) throw new Error(`no size for ${file}`);
  return size;
};

/** What the built index.html loads: the entry and a modulepreload of its shared chunk. */
const START = ["static/index.js", "static/shared.js"];

const bytesOf = (report: ReturnType<typeof budgetReport>, page: string) =>
  report.pages.find((row) => row.page === page)?.bytes;

describe("staticClosure", () => {
  it("follows static imports transitively and counts a shared chunk once", () => {
    expect([...staticClosure(manifest, "auth/SignInPage.tsx")].sort()).toEqual([
      "_forms.js",
      "_react.js",
      "_shared.js",
      "auth/SignInPage.tsx",
    ]);
  });

  it("refuses a manifest that names a chunk it does not describe", () => {
    expect(() => staticClosure({ "a.ts": { file: "a.js", imports: ["_gone.js"] } }, "a.ts")).toThrow(
      /_gone\.js/,
    );
  });
});

describe("scriptsOfHtml", () => {
  it("lists the module scripts and preloads, not the stylesheet", () => {
    const html = `<script type="module" crossorigin src="/static/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/static/react-b2.js">
    <link rel="stylesheet" crossorigin href="/static/index-c3.css">`;
    expect(scriptsOfHtml(html)).toEqual(["static/index-a1.js", "static/react-b2.js"]);
  });
});

describe("budgetReport", () => {
  it("measures each lazy page with the entry, the shared chunks and the largest language", () => {
    const report = budgetReport(manifest, START, sizeOf, 170 * KB);
    expect(report.locale).toBe("i18n/locales/th.ts");
    // entry 40 + react 60 + shared 20 + th 9
    expect(bytesOf(report, "(entry only)")).toBe(129 * KB);
    // + HomePage 10 (shared already counted)
    expect(bytesOf(report, "home/HomePage.tsx")).toBe(139 * KB);
    // + SignInPage 5 + forms 15
    expect(bytesOf(report, "auth/SignInPage.tsx")).toBe(149 * KB);
    expect(report.pages.map((row) => row.page)).not.toContain("devtools/devtools.ts");
    expect(report.passed).toBe(true);
  });

  it("finds the pages from the start-up chunk when the manifest marks no entry (start-up code grouped)", () => {
    const grouped: Manifest = {
      "_initial.js": { file: "static/initial.js", dynamicImports: ["home/HomePage.tsx"] },
      "home/HomePage.tsx": { file: "static/HomePage.js", isDynamicEntry: true },
    };
    const report = budgetReport(
      grouped,
      ["static/initial.js"],
      (file) => (file.includes("initial") ? 100 : 7),
      KB,
    );
    expect(report.pages.map((row) => [row.page, row.bytes])).toEqual([
      ["(entry only)", 100],
      ["home/HomePage.tsx", 107],
    ]);
  });

  it("fails when one page goes over the limit, and names it", () => {
    const report = budgetReport(manifest, START, sizeOf, 145 * KB);
    expect(report.passed).toBe(false);
    expect(report.pages.filter((row) => row.overLimit).map((row) => row.page)).toEqual([
      "auth/SignInPage.tsx",
    ]);
    const table = budgetTable(report);
    expect(table).toMatch(/auth\/SignInPage\.tsx\s+149\.0 KB\s+6\s+OVER by 4\.0 KB/);
    expect(table).toMatch(/home\/HomePage\.tsx\s+139\.0 KB\s+5\s+ok/);
  });

  it("counts a page's string namespaces at their largest language, and lists no namespace as a page", () => {
    const withStrings: Manifest = {
      ...manifest,
      "index.html": {
        ...manifest["index.html"]!,
        dynamicImports: [...(manifest["index.html"]!.dynamicImports ?? []), "i18n/pageStrings.ts"],
      },
      "i18n/pageStrings.ts": {
        file: "static/pageStrings.js",
        isDynamicEntry: true,
        dynamicImports: ["i18n/pages/tips/en.ts", "i18n/pages/tips/th.ts"],
      },
      "i18n/pages/tips/en.ts": { file: "static/tips-en.js", isDynamicEntry: true },
      "i18n/pages/tips/th.ts": { file: "static/tips-th.js", isDynamicEntry: true },
    };
    const sized = (file: string) =>
      ({ "static/pageStrings.js": KB, "static/tips-en.js": 2 * KB, "static/tips-th.js": 3 * KB })[file] ??
      sizeOf(file);
    const report = budgetReport(withStrings, START, sized, 170 * KB, { HomePage: ["tips"] });
    // HomePage 139 as above + the map of namespace chunks 1 + the Thai tips strings 3
    expect(bytesOf(report, "home/HomePage.tsx")).toBe(143 * KB);
    expect(bytesOf(report, "auth/SignInPage.tsx")).toBe(149 * KB);
    expect(report.pages.map((row) => row.page).filter((page) => page.includes("i18n/"))).toEqual([]);
    expect(() => budgetReport(withStrings, START, sized, 170 * KB, { HomePage: ["ranking"] })).toThrow(
      /ranking/,
    );
  });

  it("refuses an index.html that loads a script the manifest does not describe", () => {
    expect(() => budgetReport(manifest, [...START, "static/gone.js"], sizeOf, KB)).toThrow(
      /static\/gone\.js/,
    );
  });
});
