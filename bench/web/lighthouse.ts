import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_QUIET_FLAGS } from "../../scripts/chromium.ts";
import {
  type BestPractices,
  bestPracticesOf,
  findingsText,
  SECURITY_AUDITS,
  worstOf,
} from "./bestPractices.ts";

/**
 * Lighthouse 12 with its default settings: the mobile preset (a mid-range phone emulated, simulated slow
 * 4G and a 4× slower CPU), with the performance, SEO, accessibility and best-practices categories. A fresh Chromium per run, so no cache or warm JIT carries over.
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
  /** Issue 17: the best-practices score and the security audits' findings (bench/web/bestPractices.ts). */
  readonly bestPractices: BestPractices;
}

export interface PageResult {
  readonly name: string;
  readonly path: string;
  readonly runs: ReadonlyArray<LighthouseRun>;
  /**
   * Each figure's median over the runs (taken figure by figure); the best-practices score too, beside
   * the worst of its audits over the runs.
   */
  readonly median: LighthouseRun;
}

/**
 * Issue 14's targets (server-rendered pages; issue 7's were 0.9, 1.5 s, 200 ms and 0.05) and issue 17's:
 * best practices 1 and no High finding in `csp-xss`.
 */
export const TARGETS = {
  score: 0.95,
  lcpMs: 1200,
  tbtMs: 150,
  cls: 0.02,
  seo: 1,
  a11y: 0.98,
  bestPractices: 1,
  cspHigh: 0,
} as const;

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
      onlyCategories: ["performance", "seo", "accessibility", "best-practices"],
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
      bestPractices: bestPracticesOf(lhr),
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
      `  ${name} run ${index + 1}: score ${run.score.toFixed(2)}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}, best practices ${run.bestPractices.score.toFixed(2)}`,
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
      bestPractices: worstOf(
        runs.map((run) => run.bestPractices),
        of((run) => run.bestPractices.score),
      ),
    },
  };
};

const mark = (met: boolean) => (met ? "met" : "missed");

/** The failing audits a score below 1 owes to, after it. */
const bestPracticesCell = ({ score, failing }: BestPractices) =>
  `${score.toFixed(2)} ${mark(score >= TARGETS.bestPractices)}${
    score < 1 && failing.length ? ` (${failing.map((id) => `\`${id}\``).join(", ")})` : ""
  }`;

const cspHighCell = ({ security }: BestPractices) => {
  const high = security["csp-xss"]?.high;
  return high === undefined ? "n/a" : `${high} ${mark(high <= TARGETS.cspHigh)}`;
};

/** A Markdown table: one row per page, each figure with its target's verdict. */
export const lighthouseTable = (pages: ReadonlyArray<PageResult>, runs: number): string => {
  const lines = [
    `| page (median of ${runs} runs) | performance (≥ ${TARGETS.score}) | LCP (≤ ${TARGETS.lcpMs / 1000} s) | TBT (≤ ${TARGETS.tbtMs} ms) | CLS (≤ ${TARGETS.cls}) | SEO (${TARGETS.seo}) | accessibility (≥ ${TARGETS.a11y}) | best practices (${TARGETS.bestPractices}) | \`csp-xss\` High findings (${TARGETS.cspHigh}) | FCP |`,
    "|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const { name, path, median: m } of pages) {
    lines.push(
      `| ${name} \`${path}\` | ${m.score.toFixed(2)} ${mark(m.score >= TARGETS.score)} | ${(m.lcpMs / 1000).toFixed(2)} s ${mark(
        m.lcpMs <= TARGETS.lcpMs,
      )} | ${Math.round(m.tbtMs)} ms ${mark(m.tbtMs <= TARGETS.tbtMs)} | ${m.cls.toFixed(3)} ${mark(
        m.cls <= TARGETS.cls,
      )} | ${m.seo.toFixed(2)} ${mark(m.seo >= TARGETS.seo)} | ${m.a11y.toFixed(2)} ${mark(
        m.a11y >= TARGETS.a11y,
      )} | ${bestPracticesCell(m.bestPractices)} | ${cspHighCell(m.bestPractices)} | ${(m.fcpMs / 1000).toFixed(2)} s |`,
    );
  }
  return lines.join("\n");
};

/**
 * Lighthouse's security audits, one row per page: the findings by severity (the most any run had),
 * then what every High finding says.
 */
export const securityTable = (pages: ReadonlyArray<PageResult>): string => {
  const lines = [
    `| page | ${SECURITY_AUDITS.map((id) => `\`${id}\``).join(" | ")} |`,
    `|---|${SECURITY_AUDITS.map(() => "---|").join("")}`,
  ];
  for (const { name, median: m } of pages) {
    lines.push(
      `| ${name} | ${SECURITY_AUDITS.map((id) => findingsText(m.bestPractices.security[id])).join(" | ")} |`,
    );
  }
  const high = pages.flatMap(({ name, median: m }) =>
    SECURITY_AUDITS.flatMap((id) =>
      (m.bestPractices.security[id]?.highDescriptions ?? []).map(
        (description) => `- ${name}, \`${id}\`: ${description}`,
      ),
    ),
  );
  return [...lines, ...(high.length ? ["", "High findings:", "", ...high] : [])].join("\n");
};
