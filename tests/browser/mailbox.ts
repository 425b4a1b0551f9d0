import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/**
 * The newest link of the given kind the development mailbox holds for `to`, as a path on this server
 * (the mail names PUBLIC_URL). Mail is sent after the request's commit by the job runner (server/jobs),
 * so the answer may come before the mail: the mailbox is a snapshot of the outbox, read again until the
 * mail is listed.
 */
export const mailedLink = async (page: Page, to: string, kind: string): Promise<string> => {
  const link = page
    .locator("article")
    .filter({ hasText: `to ${to}` })
    .locator(`a[href*="/${kind}/"]`)
    .first();
  await expect(async () => {
    await page.goto("/dev/mail");
    // The page is whole once loaded: the link is there or this snapshot was taken before the mail.
    expect(await link.count(), `a mail to ${to} with a ${kind} link`).toBeGreaterThan(0);
  }).toPass({ timeout: 20_000 });
  const href = await link.getAttribute("href");
  expect(href).toBeTruthy();
  return new URL(href!).pathname;
};
