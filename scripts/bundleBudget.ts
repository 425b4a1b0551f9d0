/**
 * The initial-JS budget of each page, worked out from Vite's build manifest (`build.manifest`). Pure: the
 * caller gives the manifest and the compressed size of each file, so the rule is tested without a build.
 *
 * A page's initial JS is what a visitor landing on it downloads before the page can render: the scripts
 * index.html loads and their static imports, the page's lazy chunk (a dynamic import of those, see
 * `ui/app/router.tsx`) and its static imports, one language chunk, and the page's own string namespaces
 * (ui/i18n/namespaces.ts `PAGE_STRINGS`: the namespaces' map of chunks `i18n/pageStrings.ts`, a lazy
 * chunk itself, and each namespace at its largest language). The pages are derived from the
 * manifest, so a new lazy route is measured without a list to keep in step.
 *
 * NOTE: the start-up chunks are found by the files index.html names, not by the manifest's `isEntry`:
 * with the start-up code grouped in one chunk (vite.config.ts) the bundler merges the HTML entry into
 * that group, and the manifest then marks no entry at all.
 */

export interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: ReadonlyArray<string>;
  readonly dynamicImports?: ReadonlyArray<string>;
}

export type Manifest = Readonly<Record<string, ManifestChunk>>;

export interface PageBudget {
  /** The page's source file as the manifest names it (relative to ui/), or "(entry only)". */
  readonly page: string;
  readonly files: ReadonlyArray<string>;
  readonly bytes: number;
  readonly overLimit: boolean;
}

export interface BudgetReport {
  readonly limitBytes: number;
  /** The language chunk counted on every page: the largest, so no language goes over unseen. */
  readonly locale: string | null;
  readonly pages: ReadonlyArray<PageBudget>;
  readonly passed: boolean;
}

const isLocale = (key: string) => /(^|\/)i18n\/locales\/[^/]+\.ts$/.test(key);
/** The map of the namespaces' chunks, fetched by the pages that have one. */
const isPageStringsMap = (key: string) => /(^|\/)i18n\/pageStrings\.ts$/.test(key);
/** `i18n/pages/<namespace>/<language>.ts`: a page's own strings, counted with the pages that load them. */
const pageStringsOf = (key: string) => /(?:^|\/)i18n\/pages\/([^/]+)\/[^/]+\.ts$/.exec(key)?.[1];

/** A page's export name from its manifest key (`tips/TipsPage.tsx` → `TipsPage`), as PAGE_STRINGS names it. */
const pageNameOfKey = (key: string) => key.replace(/^.*\//, "").replace(/\.[^.]+$/, "");

/** The manifest keys a chunk loads before it runs: itself and its static imports, transitively. */
export const staticClosure = (manifest: Manifest, key: string): ReadonlyArray<string> => {
  const seen = new Set<string>();
  const visit = (at: string) => {
    if (seen.has(at)) return;
    const chunk = manifest[at];
    if (!chunk) throw new Error(`The manifest names ${at} but has no entry for it`);
    seen.add(at);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...seen];
};

/** The files index.html loads as scripts (`<script src>` and `<link rel="modulepreload">`), as in the manifest. */
export const scriptsOfHtml = (html: string): ReadonlyArray<string> =>
  [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/?([^"]+\.js)"/g)].map((match) => match[1]!);

export const budgetReport = (
  manifest: Manifest,
  htmlScripts: ReadonlyArray<string>,
  sizeOf: (file: string) => number,
  limitBytes: number,
  /** The string namespaces each page loads before it renders, by page name (PAGE_STRINGS). */
  pageStrings: Readonly<Record<string, ReadonlyArray<string>>> = {},
): BudgetReport => {
  const startKeys = Object.keys(manifest).filter((key) => htmlScripts.includes(manifest[key]!.file));
  const missing = htmlScripts.filter((file) => !startKeys.some((key) => manifest[key]!.file === file));
  if (startKeys.length === 0 || missing.length > 0)
    throw new Error(
      `index.html loads scripts the manifest does not describe: ${missing.join(", ") || "none"}`,
    );
  const start = [...new Set(startKeys.flatMap((key) => staticClosure(manifest, key)))];
  const lazy = [...new Set(start.flatMap((key) => manifest[key]!.dynamicImports ?? []))];
  const jsFiles = (keys: Iterable<string>) =>
    [...new Set([...keys].map((key) => manifest[key]!.file))].filter((file) => file.endsWith(".js"));
  const total = (files: ReadonlyArray<string>) => files.reduce((sum, file) => sum + sizeOf(file), 0);

  const locales = lazy.filter(isLocale);
  const locale =
    locales
      .map((key) => ({ key, bytes: total(jsFiles(staticClosure(manifest, key))) }))
      .sort((a, b) => b.bytes - a.bytes)[0]?.key ?? null;
  const base = [...start, ...(locale ? staticClosure(manifest, locale) : [])];
  // Each namespace at its largest language, like the start-up language above.
  const largestOf = (keys: ReadonlyArray<string>) =>
    keys
      .map((key) => ({ key, bytes: total(jsFiles(staticClosure(manifest, key))) }))
      .sort((a, b) => b.bytes - a.bytes)[0]?.key;
  const stringsMap = lazy.find(isPageStringsMap);
  const namespaceChunks = stringsMap ? (manifest[stringsMap]!.dynamicImports ?? []) : [];
  const namespaceKeys = (namespace: string): ReadonlyArray<string> => {
    const largest = largestOf(namespaceChunks.filter((key) => pageStringsOf(key) === namespace));
    if (!stringsMap || !largest)
      throw new Error(`No chunk in the build for the string namespace ${namespace}`);
    return [...staticClosure(manifest, stringsMap), ...staticClosure(manifest, largest)];
  };

  // Pages are ui's own lazy modules (keys are relative to ui/). The development inspector, and modules
  // loaded later from outside ui/ (the GraphQL client on its first query), are no page.
  const pageKeys = lazy.filter(
    (key) => !isLocale(key) && !isPageStringsMap(key) && !key.includes("devtools/") && !key.startsWith("../"),
  );
  const measure = (page: string, keys: ReadonlyArray<string>): PageBudget => {
    const files = jsFiles(keys);
    const bytes = total(files);
    return { page, files, bytes, overLimit: bytes > limitBytes };
  };
  const pages = [
    measure("(entry only)", base),
    ...pageKeys.map((key) =>
      measure(key, [
        ...base,
        ...staticClosure(manifest, key),
        ...(pageStrings[pageNameOfKey(key)] ?? []).flatMap(namespaceKeys),
      ]),
    ),
  ];
  return { limitBytes, locale, pages, passed: pages.every((page) => !page.overLimit) };
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The report as a table for the terminal, largest page first. */
export const budgetTable = (report: BudgetReport): string => {
  const rows = [...report.pages].sort((a, b) => b.bytes - a.bytes);
  const width = Math.max(...rows.map((row) => row.page.length), 4);
  const lines = [
    `Initial JS per page (gzip level 9), limit ${kb(report.limitBytes)}; language counted: ${report.locale ?? "none (bundled)"}`,
    `${"page".padEnd(width)}  ${"gzip".padStart(9)}  files  status`,
    ...rows.map(
      (row) =>
        `${row.page.padEnd(width)}  ${kb(row.bytes).padStart(9)}  ${String(row.files.length).padStart(5)}  ${
          row.overLimit ? `OVER by ${kb(row.bytes - report.limitBytes)}` : "ok"
        }`,
    ),
  ];
  return lines.join("\n");
};
