import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type { CheckScope, PageCheck } from "./pageCheck.ts";

/** An axe rule broken on the page (the type comes through AxeBuilder: axe-core is not our own dependency). */
type Result = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/** The WCAG 2.0-2.2 A and AA rules plus axe's best practices (axe leaves its experimental rules out of tags). */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * WCAG 2.5.3 (label in name, level A): axe 4.11 still tags its rule experimental and leaves it off, so it is
 * turned on here; a name that does not start with the visible words fails voice-control users.
 */
const EXPERIMENTAL_RULES_ON = { "label-content-name-mismatch": { enabled: true } };

/** The impacts that fail a test; moderate and minor findings are left to review. */
const FAILING_IMPACTS = new Set(["serious", "critical"]);

const describeNode = (node: Result["nodes"][number]): string => {
  const summary = (node.failureSummary ?? "").split("\n").slice(1).join(" ").replace(/\s+/g, " ").trim();
  return `    ${node.target.join(" ")}${summary ? ` — ${summary}` : ""}`;
};

/** One finding per violated rule: id, impact, what the rule asks, and every element that breaks it. */
export const describeViolation = (violation: Result): string =>
  [`${violation.id} (${violation.impact}): ${violation.help}`, ...violation.nodes.map(describeNode)].join(
    "\n",
  );

/** The rules that read colours: all a theme switch can change. */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

export const seriousViolations = async (page: Page, scope: CheckScope = {}): Promise<readonly Result[]> => {
  // NOTE: legacy mode runs axe in the page itself; the default mode opens a second page to merge frame
  // results, which costs about a second a check and buys nothing here (the app has no cross-origin frames).
  // Details are gathered for violations only: the passes of a long page are most of the remaining time.
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (scope.axeRules) builder.withRules([...scope.axeRules]).options({ resultTypes: ["violations"] });
  else builder.withTags(AXE_TAGS).options({ resultTypes: ["violations"], rules: EXPERIMENTAL_RULES_ON });
  for (const selector of scope.exclude ?? []) builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ""));
};

export const axeCheck: PageCheck = {
  name: "axe",
  watch: (page) => ({
    findings: async (scope) => (await seriousViolations(page, scope)).map(describeViolation),
  }),
};
