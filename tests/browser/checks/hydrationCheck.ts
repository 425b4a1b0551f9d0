import type { Page } from "@playwright/test";
import { describeHydrationReport, isHydrationMessage, isReportingConsoleType } from "./hydrationMessages.ts";
import type { PageCheck } from "./pageCheck.ts";

/**
 * Fails a test on any hydration warning or error the page reports, from the moment the test's page opens:
 * console errors and warnings, and uncaught page errors (where React 19's default `onRecoverableError`
 * sends a mismatch it recovered from). Each checkpoint lists what arrived since the one before, so a
 * report names the page it happened on. Client-rendered pages never hydrate, so they pass trivially.
 */
export const hydrationCheck: PageCheck = {
  name: "hydration",
  watch: (page: Page) => {
    let reports: string[] = [];
    page.on("console", (message) => {
      if (isReportingConsoleType(message.type()) && isHydrationMessage(message.text())) {
        reports.push(`${describeHydrationReport("console", message.text())} (on ${page.url()})`);
      }
    });
    page.on("pageerror", (error) => {
      const text = `${error.message}\n${error.stack ?? ""}`;
      // The page's address when it happened: a checkpoint can be several full page loads later.
      if (isHydrationMessage(text))
        reports.push(`${describeHydrationReport("page error", error.message)} (on ${page.url()})`);
    });
    return {
      // Axe narrowing (scope) does not apply: a hydration report is never a part of the page to leave out.
      findings: async () => {
        const seen = reports;
        reports = [];
        return seen;
      },
    };
  },
};
