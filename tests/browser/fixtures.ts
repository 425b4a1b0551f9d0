import { test as base, expect, type Page, type TestInfo } from "@playwright/test";
import { axeCheck } from "./checks/axeCheck.ts";
import { cspCheck } from "./checks/cspCheck.ts";
import { hydrationCheck } from "./checks/hydrationCheck.ts";
import type { CheckScope, PageCheck, PageWatch } from "./checks/pageCheck.ts";
import { settle } from "./checks/settle.ts";

/**
 * The browser specs' `test` and `expect`: import them from here, not from `@playwright/test`. Every test gets
 * the page checks below on its page: `checkPage()` runs them where the spec has reached a settled page (call it
 * on each page a test visits), and they run once more on the page the test ends on. Any finding fails the test
 * (softly: the test goes on, so one run lists them all). A spec may narrow one checkpoint with a CheckScope,
 * saying why where it does.
 * More checks (console warnings) join PAGE_CHECKS. The hydration and policy checks listen from the page's
 * opening, so a mismatch that React recovers from, or a violation on a page without a checkpoint, still
 * fails the test.
 */
const PAGE_CHECKS: readonly PageCheck[] = [axeCheck, hydrationCheck, cspCheck];

/** The server's development tools (mailbox, login provider) are not part of the app and are not checked. */
const isAppPage = (url: string): boolean => {
  const { protocol, pathname } = new URL(url);
  return protocol.startsWith("http") && !pathname.startsWith("/dev/");
};

export type CheckPage = (where?: string, scope?: CheckScope) => Promise<void>;

const pageChecker = async (page: Page, testInfo: TestInfo, baseURL: string | undefined) => {
  const watches: readonly (readonly [string, PageWatch])[] = await Promise.all(
    PAGE_CHECKS.map(async (check) => [check.name, await check.watch(page, baseURL)] as const),
  );
  const checked = new Set<string>();
  const visited = new Set<string>();
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame() && isAppPage(frame.url())) visited.add(new URL(frame.url()).pathname);
  });

  const checkPage: CheckPage = async (where, scope = {}) => {
    const url = page.url();
    if (!isAppPage(url)) return;
    await settle(page);
    const findings: string[] = [];
    for (const [name, watch] of watches) {
      for (const finding of await watch.findings(scope)) findings.push(`[${name}] ${finding}`);
    }
    checked.add(new URL(url).pathname);
    const label = where ? `${where} (${url})` : url;
    // Soft: the test goes on to its next pages, so one run lists every problem.
    expect.soft(findings.length, `page checks on ${label}:\n${findings.join("\n")}`).toBe(0);
  };

  // Pages the test passed through without a checkpoint, so a reader of the report sees what was not looked at.
  const noteUnchecked = () => {
    const unchecked = [...visited].filter((path) => !checked.has(path));
    if (unchecked.length > 0) {
      testInfo.annotations.push({ type: "not checked", description: unchecked.join(", ") });
    }
  };
  return { checkPage, noteUnchecked };
};

/** A second browser of its own (its own cookies and storage), checked like the first. */
export interface SecondBrowser {
  readonly page: Page;
  readonly checkPage: CheckPage;
}

export const test = base.extend<{ checkPage: CheckPage; secondBrowser: SecondBrowser }>({
  checkPage: [
    async ({ page, baseURL }, use, testInfo) => {
      const checker = await pageChecker(page, testInfo, baseURL);
      await use(checker.checkPage);
      // The page the test ends on; a test that failed already has its own error to show.
      if (testInfo.status === testInfo.expectedStatus && !page.isClosed()) {
        await checker.checkPage("end of test");
      }
      checker.noteUnchecked();
    },
    { auto: true },
  ],
  // A phone: the flows between two users run one of them at phone size.
  secondBrowser: async ({ browser, baseURL }, use, testInfo) => {
    const context = await browser.newContext({
      ...(baseURL ? { baseURL } : {}),
      viewport: { width: 412, height: 915 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const checker = await pageChecker(page, testInfo, baseURL);
    await use({ page, checkPage: checker.checkPage });
    if (testInfo.status === testInfo.expectedStatus && !page.isClosed()) {
      await checker.checkPage("end of test, second browser");
    }
    checker.noteUnchecked();
    await context.close();
  },
});

export { expect };
