import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/**
 * The newest link of the given kind the development mailbox holds for `to`, as a path on this server
 * (the mail names PUBLIC_URL). Waits for the mail to be listed, since sending follows the request.
 */
export const mailedLink = async (page: Page, to: string, kind: string): Promise<string> => {
  await page.goto("/dev/mail");
  const article = page
    .locator("article")
    .filter({ hasText: `to ${to}` })
    .first();
  await expect(article).toBeVisible();
  const href = await article.locator(`a[href*="/${kind}/"]`).first().getAttribute("href");
  expect(href).toBeTruthy();
  return new URL(href!).pathname;
};
