import { readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { CHROMIUM_PATH } from "../../scripts/chromium.ts";
import { BASELINE_PAGE, buildApp, startAppServer, writeBaselinePage } from "./appServer.ts";
import { runCommitToDomBench } from "./commitToDom.ts";
import { lighthousePage, lighthouseTable, type PageResult, securityTable } from "./lighthouse.ts";

/**
 * `npm run bench:web`: the browser figures of issues 7, 14 and 17 on a fresh production build.
 *  1. Lighthouse (mobile preset) on home, live soccer and a live event, beside a baseline page (the
 *     app's own document and stylesheet without its scripts) served by the same server in the same run;
 *     the tables (the figures, then the security audits' findings) go to stdout and to their section of
 *     docs/performance.md.
 *  2. Server commit to DOM (bench/web/commitToDom.ts).
 * `npm run bench:web -- lighthouse` or `-- commit-to-dom` runs one of them; `--runs N` (default 3).
 */
const WEB_DIR = "dist/web-bench";
const DOC = "docs/performance.md";
const SECTION_START = "<!-- bench:web lighthouse -->";
const SECTION_END = "<!-- /bench:web lighthouse -->";

const log = (line: string) => process.stderr.write(`${line}\n`);
const args = process.argv.slice(2);
const only = args.find((arg) => arg === "lighthouse" || arg === "commit-to-dom");
const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
const chromePath = CHROMIUM_PATH;

const machine = () =>
  `${cpus().length} × ${cpus()[0]?.model ?? "unknown CPU"}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${
    process.version
  }, load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(" / ")}`;

/** Replaces the section between the markers, or appends it before "Not measured yet" (or at the end). */
const writeDocSection = (body: string) => {
  const doc = readFileSync(DOC, "utf8");
  const section = `${SECTION_START}\n${body}\n${SECTION_END}`;
  const start = doc.indexOf(SECTION_START);
  const end = doc.indexOf(SECTION_END);
  const next =
    start >= 0 && end > start
      ? `${doc.slice(0, start)}${section}${doc.slice(end + SECTION_END.length)}`
      : doc.includes("\n## Not measured yet")
        ? doc.replace("\n## Not measured yet", `\n${section}\n\n## Not measured yet`)
        : `${doc.trimEnd()}\n\n${section}\n`;
  writeFileSync(DOC, next);
};

log(`building the app into ${WEB_DIR}…`);
buildApp(WEB_DIR);

if (only !== "commit-to-dom") {
  writeBaselinePage(WEB_DIR);
  const server = await startAppServer(WEB_DIR, log);
  const pages: PageResult[] = [];
  try {
    const targets = [
      { name: "baseline: the app's document and CSS, no scripts", path: `/${BASELINE_PAGE}` },
      { name: "home", path: "/en-us/" },
      { name: "live soccer", path: "/en-us/live/soccer" },
      { name: "live event", path: `/en-us/event/${server.liveSoccerEventId}` },
    ];
    for (const target of targets) {
      log(`Lighthouse: ${target.name} (${runs} runs)…`);
      pages.push(await lighthousePage(server.url, target.name, target.path, { runs, chromePath, log }));
    }
  } finally {
    await server.stop();
  }
  const table = lighthouseTable(pages, runs);
  const security = securityTable(pages);
  const date = new Date().toISOString().slice(0, 10);
  console.log(`\nLighthouse ${date}; machine: ${machine()}\n`);
  console.log(table);
  console.log(`\n${security}`);
  writeDocSection(
    [
      `## Browser: Lighthouse, mobile preset (npm run bench:web), run of ${date}`,
      "",
      `Machine: ${machine()} (at the end of the run).`,
      "",
      "Lighthouse 12.8.2 with its defaults (mobile: an emulated mid-range phone, simulated slow 4G, 4× CPU",
      "slowdown) on Debian's Chromium against a production build served by the real server",
      "(NODE_ENV=production, PGlite in memory, the simulator's line). The baseline is the same document and",
      "stylesheet with no script, served by the same server in the same run: read each page against it. Each",
      "figure is the median of its own runs.",
      "",
      table,
      "",
      "Lighthouse's security audits (best practices, weight 0: they never move its score), findings by",
      "severity, the most any run had; the server runs on plain http here, so it sends no HSTS header.",
      "",
      security,
    ].join("\n"),
  );
  log(`wrote the Lighthouse section of ${DOC}`);
}

if (only !== "lighthouse") {
  log("commit to DOM…");
  const result = await runCommitToDomBench({ webDir: WEB_DIR, port: 0, log });
  console.log(`\n${result.table}`);
}
process.exit(0);
