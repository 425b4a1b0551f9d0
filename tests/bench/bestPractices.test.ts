import { describe, expect, it } from "vitest";
import {
  type BestPractices,
  bestPracticesOf,
  findingsText,
  type LighthouseResultLike,
  worstOf,
} from "../../bench/web/bestPractices.ts";
import home from "../fixtures/bench/lighthouseBestPractices.json" with { type: "json" };
import homeInDevelopment from "../fixtures/bench/lighthouseBestPracticesDev.json" with { type: "json" };

// Lighthouse 12.8.2 results of the home page, trimmed to the audits read here: served by the real
// server under the strict nonce-based policy, and by `npm run dev` under the development policy. The
// cases without a policy or with a broken one change the first one's `csp-xss` audit.
const served: LighthouseResultLike = home;
const development: LighthouseResultLike = homeInDevelopment;

const withCspXss = (items: ReadonlyArray<Record<string, unknown>>): LighthouseResultLike => ({
  ...served,
  audits: { ...served.audits, "csp-xss": { score: 1, details: { type: "table", items } } },
});

describe("the best practices of a Lighthouse result", () => {
  it("reads the category score and the weighted audits that cost it, not the weightless ones", () => {
    const result = bestPracticesOf(served);
    expect(result.score).toBe(0.93);
    // valid-source-maps fails too, with weight 0: it never moves the score.
    expect(result.failing).toEqual(["errors-in-console", "inspector-issues"]);
  });

  it("counts each security audit's findings by severity, though Lighthouse scores them all 1", () => {
    const { security } = bestPracticesOf(served);
    expect(security["csp-xss"]).toEqual({ high: 0, medium: 2, low: 0, syntax: 0, highDescriptions: [] });
    expect(security["has-hsts"]).toEqual({
      high: 1,
      medium: 0,
      low: 0,
      syntax: 0,
      highDescriptions: ["No HSTS header found"],
    });
    // Not applicable: nothing found.
    for (const id of ["origin-isolation", "clickjacking-mitigation", "trusted-types-xss"] as const)
      expect(findingsText(security[id])).toBe("none");
  });

  it("reports a page with no policy as a High csp-xss finding", () => {
    const { security } = bestPracticesOf(
      withCspXss([{ severity: "High", description: "No CSP found in enforcement mode" }]),
    );
    expect(security["csp-xss"]?.high).toBe(1);
    expect(security["csp-xss"]?.highDescriptions).toEqual(["No CSP found in enforcement mode"]);
  });

  it("names the directive of a bypass: the development policy's 'unsafe-inline' script-src", () => {
    const { score, failing, security } = bestPracticesOf(development);
    expect(score).toBe(0.96);
    expect(failing).toEqual(["errors-in-console"]);
    expect(security["csp-xss"]?.highDescriptions).toEqual([
      "script-src: `'unsafe-inline'` allows the execution of unsafe in-page scripts and event handlers. Consider using CSP nonces or hashes to allow scripts individually.",
    ]);
    expect(findingsText(security["trusted-types-xss"])).toBe("1 high");
  });

  it("counts a policy's syntax errors beside its bypasses", () => {
    const { security } = bestPracticesOf(
      withCspXss([
        {
          severity: "Syntax",
          description: { type: "code", value: "script-src 'self' 'unsafe-inlin'" },
          subItems: {
            type: "subitems",
            items: [
              { directive: "script-src", description: "'unsafe-inlin' seems to be an invalid keyword." },
            ],
          },
        },
        {
          directive: "script-src",
          description: "`'unsafe-inline'` allows the execution of unsafe in-page scripts and event handlers.",
          severity: "High",
        },
      ]),
    );
    expect(security["csp-xss"]).toEqual({
      high: 1,
      medium: 0,
      low: 0,
      syntax: 1,
      highDescriptions: [
        "script-src: `'unsafe-inline'` allows the execution of unsafe in-page scripts and event handlers.",
      ],
    });
    expect(findingsText(security["csp-xss"])).toBe("1 high, 1 syntax");
  });

  it("says n/a for an audit this Lighthouse does not have", () => {
    const { "trusted-types-xss": _gone, ...audits } = served.audits;
    const { security } = bestPracticesOf({ ...served, audits });
    expect(security["trusted-types-xss"]).toBeUndefined();
    expect(findingsText(security["trusted-types-xss"])).toBe("n/a");
  });

  it("fails loudly on a result without the category (a run that did not ask for it)", () => {
    expect(() => bestPracticesOf({ ...served, categories: {} })).toThrow(/best-practices/);
  });
});

describe("a page's runs taken as one", () => {
  const clean = bestPracticesOf(served);
  const flaky: BestPractices = bestPracticesOf(
    withCspXss([{ severity: "High", description: "No CSP found in enforcement mode" }]),
  );

  it("keeps the median score given and the worst of each audit any run saw", () => {
    const merged = worstOf([clean, { ...flaky, failing: ["deprecations"] }, clean], 0.93);
    expect(merged.score).toBe(0.93);
    expect(merged.failing).toEqual(["errors-in-console", "inspector-issues", "deprecations"]);
    expect(merged.security["csp-xss"]).toEqual({
      high: 1,
      medium: 2,
      low: 0,
      syntax: 0,
      highDescriptions: ["No CSP found in enforcement mode"],
    });
    expect(merged.security["has-hsts"]?.highDescriptions).toEqual(["No HSTS header found"]);
  });
});
