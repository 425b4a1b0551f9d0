/**
 * Issue 17's figures from one Lighthouse result: the best-practices score, the weighted audits that cost
 * it, and the findings of Lighthouse 12's security audits. Those audits are "informative": Lighthouse
 * scores them 1 whatever they find (and "not applicable" when they find nothing), so their verdict is
 * read from their table of findings, by severity.
 */

/** The security audits of Lighthouse 12's best-practices category (weight 0: they never move the score). */
export const SECURITY_AUDITS = [
  "csp-xss",
  "has-hsts",
  "origin-isolation",
  "clickjacking-mitigation",
  "trusted-types-xss",
] as const;

export type SecurityAuditId = (typeof SECURITY_AUDITS)[number];

export interface SecurityFindings {
  readonly high: number;
  readonly medium: number;
  readonly low: number;
  /** Syntax errors in a policy (one per directive Lighthouse could not read). */
  readonly syntax: number;
  /** What each High finding says, its directive first when it has one. */
  readonly highDescriptions: ReadonlyArray<string>;
}

export interface BestPractices {
  /** The category score (0 to 1). */
  readonly score: number;
  /** Audits with a weight in the category that scored below 1: what keeps the score under 1. */
  readonly failing: ReadonlyArray<string>;
  /** Absent when this Lighthouse has no such audit. */
  readonly security: Readonly<Partial<Record<SecurityAuditId, SecurityFindings>>>;
}

/** The part of a Lighthouse result read here; the real `lhr` is one, and so is a trimmed fixture. */
export interface LighthouseResultLike {
  readonly categories: Readonly<
    Record<
      string,
      | {
          readonly score: number | null;
          readonly auditRefs: ReadonlyArray<{ readonly id: string; readonly weight: number }>;
        }
      | undefined
    >
  >;
  readonly audits: Readonly<
    Record<string, { readonly score: number | null; readonly details?: unknown } | undefined>
  >;
}

const CATEGORY = "best-practices";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

const itemsOf = (details: unknown): ReadonlyArray<Record<string, unknown>> =>
  isRecord(details) && Array.isArray(details.items) ? details.items.filter(isRecord) : [];

/** A finding's description is plain text, or a `{ type: "code", value }` (a policy with a syntax error). */
const textOf = (value: unknown): string =>
  typeof value === "string" ? value : isRecord(value) && typeof value.value === "string" ? value.value : "";

const findingsOf = (details: unknown): SecurityFindings => {
  let medium = 0;
  let low = 0;
  let syntax = 0;
  const highDescriptions: string[] = [];
  for (const item of itemsOf(details)) {
    // Lighthouse writes severities in the report's locale; the bench runs in its default, en-US.
    switch (item.severity) {
      case "High": {
        const description = textOf(item.description);
        highDescriptions.push(
          typeof item.directive === "string" ? `${item.directive}: ${description}` : description,
        );
        break;
      }
      case "Medium":
        medium++;
        break;
      case "Low":
        low++;
        break;
      case "Syntax":
        syntax += Math.max(1, itemsOf(item.subItems).length);
        break;
    }
  }
  return { high: highDescriptions.length, medium, low, syntax, highDescriptions };
};

export const bestPracticesOf = (lhr: LighthouseResultLike): BestPractices => {
  const category = lhr.categories[CATEGORY];
  if (!category) throw new Error(`the Lighthouse result has no ${CATEGORY} category`);
  const failing = category.auditRefs
    .filter(({ id, weight }) => {
      const score = lhr.audits[id]?.score;
      return weight > 0 && typeof score === "number" && score < 1;
    })
    .map(({ id }) => id);
  const security: Partial<Record<SecurityAuditId, SecurityFindings>> = {};
  for (const id of SECURITY_AUDITS) {
    const audit = lhr.audits[id];
    if (audit) security[id] = findingsOf(audit.details);
  }
  return { score: category.score ?? Number.NaN, failing, security };
};

/**
 * One page's runs as one: the median score beside the worst of each audit (the most findings of each
 * severity, every failing audit and High finding any run saw). A finding that comes and goes is a
 * finding.
 */
export const worstOf = (runs: ReadonlyArray<BestPractices>, medianScore: number): BestPractices => {
  const security: Partial<Record<SecurityAuditId, SecurityFindings>> = {};
  for (const id of SECURITY_AUDITS) {
    const found = runs.flatMap((run) => (run.security[id] ? [run.security[id]] : []));
    if (found.length === 0) continue;
    const most = (pick: (findings: SecurityFindings) => number) => Math.max(...found.map(pick));
    const highDescriptions = [...new Set(found.flatMap((findings) => findings.highDescriptions))];
    security[id] = {
      high: most((findings) => findings.high),
      medium: most((findings) => findings.medium),
      low: most((findings) => findings.low),
      syntax: most((findings) => findings.syntax),
      highDescriptions,
    };
  }
  return {
    score: medianScore,
    failing: [...new Set(runs.flatMap((run) => run.failing))],
    security,
  };
};

/** "none", or "1 high, 2 medium" and so on; "n/a" when this Lighthouse lacks the audit. */
export const findingsText = (findings: SecurityFindings | undefined): string => {
  if (!findings) return "n/a";
  const parts = (
    [
      ["high", findings.high],
      ["medium", findings.medium],
      ["low", findings.low],
      ["syntax", findings.syntax],
    ] as const
  )
    .filter(([, count]) => count > 0)
    .map(([severity, count]) => `${count} ${severity}`);
  return parts.length ? parts.join(", ") : "none";
};
