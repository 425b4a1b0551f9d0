import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * The event page's polite live region (issue 14, deliverable 7) against the real server's simulator
 * (SIM_SPEED in playwright.config.ts): empty when the page opens, then one message when the score or the
 * status changes. A few live matches are open at once so one of them changes within the test's time.
 */

const ANNOUNCEMENT =
  /^(Goal|Score|Score corrected): (.+) (\d+(?: \(\d+\))?), (.+) (\d+(?: \(\d+\))?)$|^Full time(: .+)?$|^Match status: .+$|^The match has started$|^.+ started$/;

const announcer = (page: Page) => page.getByRole("status").and(page.getByTestId("event-announcer"));

test.describe("the event page's live region", () => {
  test("is silent on opening and announces a score or status change once", async ({
    page,
    context,
    checkPage,
  }) => {
    test.setTimeout(180_000);
    await page.goto("/en-us/live/soccer");
    const rows = page.locator('.event-row[data-status="in_progress"]');
    await expect(rows.first()).toBeVisible({ timeout: 30_000 });
    const ids = (await rows.evaluateAll((all) => all.map((row) => row.getAttribute("data-event-id")))).slice(
      0,
      3,
    );

    const pages = [page, ...(await Promise.all(ids.slice(1).map(() => context.newPage())))];
    for (const [index, id] of ids.entries()) {
      const tab = pages[index]!;
      await tab.goto(`/en-us/event/${id}`);
      await expect(tab.getByTestId("event-score")).toBeVisible({ timeout: 30_000 });
      const region = announcer(tab);
      await expect(region).toHaveAttribute("aria-live", "polite");
      await expect(region, "nothing is said about the state the page opened with").toHaveText("");
    }
    await checkPage("event page with its live region");

    // The first tab whose region speaks.
    let spoken: { tab: Page; text: string } | undefined;
    await expect
      .poll(
        async () => {
          for (const tab of pages) {
            const text = (await announcer(tab).textContent())?.trim() ?? "";
            if (text) spoken = { tab, text };
          }
          return spoken?.text ?? "";
        },
        { timeout: 150_000, intervals: [500] },
      )
      .not.toBe("");
    const { tab, text } = spoken!;
    expect(text).toMatch(ANNOUNCEMENT);
    test.info().annotations.push({ type: "announced", description: text });
    // A goal's words say the score the page shows: both read in one go, so a later update cannot split them.
    const now = await tab.evaluate(() => ({
      said: document.querySelector('[data-testid="event-announcer"]')?.textContent?.trim() ?? "",
      shown: document.querySelector('[data-testid="event-score"]')?.textContent ?? "",
    }));
    const goal = ANNOUNCEMENT.exec(now.said);
    if (goal?.[1]) {
      expect(`${goal[3]} ${goal[5]}`.match(/\d+/g)).toEqual(now.shown.match(/\d+/g));
    }
    for (const other of pages.slice(1)) await other.close();
  });
});
