/**
 * `npm run check:bundle [dir]`: fails (exit 1) when a page's initial JS in the built app goes over
 * 170 KB gzip (issue 7). Reads `<dir>/index.html` and `<dir>/.vite/manifest.json` (dir defaults to
 * dist/web) and compresses each file with gzip level 9, as server/http/staticFiles.ts precompresses it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { budgetReport, budgetTable, type Manifest, scriptsOfHtml } from "./bundleBudget.ts";

const LIMIT_BYTES = 170 * 1024;

const dir = process.argv[2] ?? "dist/web";
const manifestPath = join(dir, ".vite", "manifest.json");
let manifest: Manifest;
try {
  manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
} catch (error) {
  console.error(`✖ No build manifest at ${manifestPath} (build the app first: npm run build).`);
  console.error(String(error));
  process.exit(1);
}

const sizes = new Map<string, number>();
const sizeOf = (file: string) => {
  let size = sizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
    sizes.set(file, size);
  }
  return size;
};

const html = readFileSync(join(dir, "index.html"), "utf8");
const report = budgetReport(manifest, scriptsOfHtml(html), sizeOf, LIMIT_BYTES);
console.log(budgetTable(report));
if (!report.passed) {
  console.error(`✖ At least one page's initial JS is over ${LIMIT_BYTES / 1024} KB gzip.`);
  process.exit(1);
}
console.log("✔ Every page is within the initial-JS budget.");
