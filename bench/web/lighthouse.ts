import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_QUIET_FLAGS } from "../../scripts/chromium.ts";

/**
 * Lighthouse 12 with its default settings: the mobile preset (a mid-range phone emulated, simulated slow
 * 4G and a 4× slower CPU), performance only. A fresh Chromium per run, so no cache or warm JIT carries over.
 */
export interface LighthouseRun {
  readonly score: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly fcpMs: number;
  /** The SEO and accessibility category scores (0 to 1). */
  readonly seo: number;
  readonly a11y: number;
}

export interface PageResult {
  readonly name: string;
  readonly path: string;
  readonly runs: ReadonlyArray<LighthouseRun>;
  /** Each figure's median over the runs (taken figure by figure). */
  readonly median: LighthouseRun;
}

/** Issue 14's targets (server-rendered pages; issue 7's were 0.9, 1.5 s, 200 ms and 0.05). */
export const TARGETS = { score: 0.95, lcpMs: 1200, tbtMs: 150, cls: 0.02, seo: 1, a11y: 0.98 } as const;

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_QUIET_FLAGS];

export const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const runOnce = async (url: string, chromePath: string): Promise<LighthouseRun> => {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      onlyCategories: ["performance", "seo", "accessibility"],
      logLevel: "error",
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError)
      throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const numeric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value !== "number") throw new Error(`Lighthouse on ${url} has no ${id}`);
      return value;
    };
    return {
      score: lhr.categories.performance?.score ?? Number.NaN,
      lcpMs: numeric("largest-contentful-paint"),
      tbtMs: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      fcpMs: numeric("first-contentful-paint"),
      seo: lhr.categories.seo?.score ?? Number.NaN,
      a11y: lhr.categories.accessibility?.score ?? Number.NaN,
    };
  } finally {
    chrome.kill();
  }
};

export const lighthousePage = async (
  base: string,
  name: string,
  path: string,
  options: { readonly runs: number; readonly chromePath: string; readonly log: (line: string) => void },
): Promise<PageResult> => {
  const runs: LighthouseRun[] = [];
  for (let index = 0; index < options.runs; index++) {
    const run = await runOnce(`${base}${path}`, options.chromePath);
    options.log(
      `  ${name} run ${index + 1}: score ${run.score.toFixed(2)}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}`,
    );
    runs.push(run);
  }
  const of = (pick: (run: LighthouseRun) => number) => median(runs.map(pick));
  return {
    name,
    path,
    runs,
    median: {
      score: of((run) => run.score),
      lcpMs: of((run) => run.lcpMs),
      tbtMs: of((run) => run.tbtMs),
      cls: of((run) => run.cls),
      fcpMs: of((run) => run.fcpMs),
      seo: of((run) => run.seo),
      a11y: of((run) => run.a11y),
    },
  };
};

const mark = (met: boolean) => (met ? "met" : "missed");

/** A Markdown table: one row per page, each figure with its target's verdict. */
export const lighthouseTable = (pages: ReadonlyArray<PageResult>, runs: number): string => {
  const lines = [
    `| page (median of ${runs} runs) | performance (≥ ${TARGETS.score}) | LCP (≤ ${TARGETS.lcpMs / 1000} s) | TBT (≤ ${TARGETS.tbtMs} ms) | CLS (≤ ${TARGETS.cls}) | SEO (${TARGETS.seo}) | accessibility (≥ ${TARGETS.a11y}) | FCP |`,
    "|---|---|---|---|---|---|---|---|",
  ];
  for (const { name, path, median: m } of pages) {
    lines.push(
      `| ${name} \`${path}\` | ${m.score.toFixed(2)} ${mark(m.score >= TARGETS.score)} | ${(m.lcpMs / 1000).toFixed(2)} s ${mark(
        m.lcpMs <= TARGETS.lcpMs,
      )} | ${Math.round(m.tbtMs)} ms ${mark(m.tbtMs <= TARGETS.tbtMs)} | ${m.cls.toFixed(3)} ${mark(
        m.cls <= TARGETS.cls,
      )} | ${m.seo.toFixed(2)} ${mark(m.seo >= TARGETS.seo)} | ${m.a11y.toFixed(2)} ${mark(
        m.a11y >= TARGETS.a11y,
      )} | ${(m.fcpMs / 1000).toFixed(2)} s |`,
    );
  }
  return lines.join("\n");
};
