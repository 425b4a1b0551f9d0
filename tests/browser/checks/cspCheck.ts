import type { APIRequestContext, Page } from "@playwright/test";
import type { CheckScope, PageCheck } from "./pageCheck.ts";

/** What the page's listener passes on of each `securitypolicyviolation` event. */
interface SeenViolation {
  readonly directive: string;
  readonly blocked: string;
  readonly source: string;
  readonly sample: string;
  readonly page: string;
}

/** The server's count of the reports it accepted (served outside production only). */
const DEV_REPORT_COUNT_PATH = "/dev/csp-reports";

const describe = (violation: SeenViolation): string =>
  `${violation.directive} blocked ${violation.blocked || "(inline)"} at ${violation.source || violation.page}${
    violation.sample ? ` (${violation.sample})` : ""
  }`;

const reportCount = async (request: APIRequestContext, origin: string): Promise<number | string> => {
  try {
    const answer = await request.get(`${origin}${DEV_REPORT_COUNT_PATH}`);
    if (!answer.ok()) return `the report count answered ${answer.status()}`;
    const { accepted } = (await answer.json()) as { accepted?: unknown };
    return typeof accepted === "number" ? accepted : "the report count has no number";
  } catch (error) {
    return `the report count could not be read: ${error instanceof Error ? error.message : String(error)}`;
  }
};

const expected = (violation: SeenViolation, scope: CheckScope): boolean =>
  scope.expectViolations?.test(`${violation.directive} ${violation.blocked}`) === true;

/**
 * Fails a test on any Content Security Policy or Trusted Types violation, seen two ways:
 * - in the page: a `securitypolicyviolation` listener added before the page's own scripts, on every
 *   document the page opens;
 * - on the server: the reports its endpoint accepted since the test began. More reports than the page
 *   showed are a violation the listener missed (a frame, a worker), and fail the test too.
 * A test that causes violations on purpose says which at its checkpoint (`expectViolations`).
 */
export const cspCheck: PageCheck = {
  name: "csp",
  watch: async (page: Page, baseURL: string | undefined) => {
    let seen: SeenViolation[] = [];
    let shown = 0;
    await page.exposeFunction("__cspCheckViolation", (violation: SeenViolation) => {
      seen.push(violation);
      shown++;
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        (window as unknown as { __cspCheckViolation: (violation: unknown) => void }).__cspCheckViolation({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}` : "",
          sample: event.sample,
          page: location.pathname,
        });
      });
    });
    const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
    // Reports arrive after the event (batched by the browser): fewer than shown is normal, more is not.
    const start = await reportCount(page.request, origin);
    let baseline = typeof start === "number" ? start : 0;
    return {
      findings: async (scope) => {
        const findings = seen.filter((violation) => !expected(violation, scope)).map(describe);
        seen = [];
        const count = await reportCount(page.request, origin);
        if (typeof count === "string") return [...findings, count];
        const unseen = count - baseline - shown;
        if (unseen > 0) {
          findings.push(`the server accepted ${unseen} violation report(s) that no page of this test showed`);
          baseline += unseen;
        }
        return findings;
      },
    };
  },
};
