import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * The feed pages against the real server and its simulator (SIM_SPEED in playwright.config.ts makes
 * matches move fast enough to watch): live rows follow their scores over the websocket, a row opens its
 * event page, and event ids the server does not know get the not-found state. Run `npx vite build` first.
 */

/** The score text of every in-play row, by event id. */
const liveScores = (page: Page): Promise<Record<string, string>> =>
  page
    .locator('.event-row[data-status="in_progress"]')
    .evaluateAll((rows) =>
      Object.fromEntries(
        rows.map((row) => [
          row.getAttribute("data-event-id") ?? "",
          [...row.querySelectorAll(".event-team__score")].map((score) => score.textContent).join("-"),
        ]),
      ),
    );

test.describe("live line", () => {
  test("lists soccer's live events and follows a score as it changes", async ({ page, checkPage }) => {
    test.setTimeout(150_000);
    await page.goto("/en-us/live/soccer");
    await expect(page.locator('[data-status="in_progress"]').first()).toBeVisible({ timeout: 30_000 });
    await checkPage("live list");
    const before = await liveScores(page);

    await expect
      .poll(
        async () => {
          const now = await liveScores(page);
          return Object.keys(now).some((id) => id in before && now[id] !== before[id]);
        },
        { timeout: 120_000, intervals: [500] },
      )
      .toBe(true);
  });

  test("opens a live event's page from its row, with the score and the markets", async ({
    page,
    checkPage,
  }) => {
    await page.goto("/en-us/live/soccer");
    const row = page.locator('.event-row[data-status="in_progress"]').first();
    await expect(row).toBeVisible({ timeout: 30_000 });
    const eventId = await row.getAttribute("data-event-id");
    await row.locator(".event-row__match").click();

    await expect(page).toHaveURL(new RegExp(`/en-us/event/${eventId}$`));
    await expect(page.locator(`.event-hero[data-event-id="${eventId}"]`)).toBeVisible();
    await expect(page.getByTestId("event-score")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Event sections" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Markets" })).toHaveAttribute("aria-current", "page");
    await checkPage("event");
  });

  test("says an event is not found for a malformed id and for an unknown one", async ({
    page,
    checkPage,
  }) => {
    await page.goto("/en-us/event/short");
    await expect(page.getByTestId("event-not-found")).toContainText("Event with id short not found");
    await checkPage("malformed event id");

    await page.goto("/en-us/event/zzzzzzzzzzzzzzzz");
    await expect(page.getByTestId("event-not-found")).toContainText(
      "Event with id zzzzzzzzzzzzzzzz not found",
      { timeout: 15_000 },
    );
  });
});
