import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import {
  lastUpcomingMatch,
  pickPrice,
  playPast,
  settledResult,
  signInThrough,
  type UpcomingMatch,
  verifiedUser,
} from "./tipsterAccounts.ts";

/**
 * Issue 8's flow with two browsers on the real server and the built app: a tipster (desktop) publishes a
 * tip with a comment and a cost from the event page; a buyer (a phone, a browser of their own) finds it
 * on the tips page without the comment, buys it, reads the comment and sees the cost gone from the
 * wallet; the match is played on (the simulator's clock jumps: SIM_CONTROL) and settles; both then see
 * the result: the tipster among their closed tips, the buyer among their bought ones, and both the
 * tipster's place in the ranking and the statistics on the profile.
 */
const COST = 30;
const RESULTS = ["won", "lost", "void", "half_won", "half_lost"];

/** A settled tip on a profile: its card and the result shown with it. */
const settledCard = (page: Page, tipId: string) =>
  page.locator(".tipster-tip", { has: page.locator(`article[data-tip-id="${tipId}"]`) });

/** Reloads `page` until `locator` shows up: what the server settles reaches a page when it is loaded. */
const reloadUntilVisible = async (page: Page, locator: Locator) => {
  await expect(async () => {
    await page.reload();
    await expect(locator).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
};

test("one user sells a tip, another buys it, the match settles and both see the result", async ({
  page,
  checkPage,
  secondBrowser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const tipster = await verifiedUser(page, "Tess Tipster", `tess.${stamp}@example.com`);
  const buyer = await verifiedUser(page, "Ben Buyer", `ben.${stamp}@example.com`);
  const match: UpcomingMatch = await lastUpcomingMatch(page.request);
  const eventPath = `/en-us/event/${match.eventId}`;

  // The tipster publishes from the event page's markets.
  await signInThrough(page, tipster.email, eventPath);
  await pickPrice(page);
  await page.getByTestId("tip-create-bar").getByRole("button", { name: "Create a tip" }).click();
  const sheet = page.getByRole("dialog", { name: "Create a tip" });
  const title = `Away side holds on ${stamp}`;
  const comment = `Their midfield has not lost a duel in weeks ${stamp}`;
  await sheet.getByLabel("Title").fill(title);
  await sheet.getByLabel("Your analysis").fill(comment);
  await sheet.getByLabel("Cost (FUN)").fill(String(COST));
  await sheet.getByRole("button", { name: "Publish the tip" }).click();
  await expect(page.getByRole("dialog", { name: "Your tip is published" })).toContainText(title);
  await checkPage("tipster: tip published");
  await page.keyboard.press("Escape");

  // The buyer, on a phone, finds it on the tips page: no comment until it is bought.
  const phone = secondBrowser.page;
  await signInThrough(phone, buyer.email, "/en-us/tips/soccer");
  const card = phone.locator("article[data-tip-id]").filter({ hasText: title });
  await expect(card).toBeVisible();
  const tipId = (await card.getAttribute("data-tip-id"))!;
  await expect(card).toContainText(`${COST} FUN`);
  await expect(card).not.toContainText(comment);
  await secondBrowser.checkPage("buyer: tips page, locked tip");
  await card.getByRole("button", { name: `Unlock for ${COST} FUN` }).click();
  const unlock = phone.getByRole("dialog", { name: "Unlock this tip" });
  await unlock.getByRole("button", { name: `Unlock for ${COST} FUN` }).click();
  await expect(unlock).toBeHidden();
  await expect(card).toContainText(comment);
  await phone.getByTestId("user-menu").click();
  await expect(phone.getByTestId("user-menu-balance")).toContainText(`${1_000 - COST} FUN`);
  await phone.keyboard.press("Escape");
  await secondBrowser.checkPage("buyer: tip unlocked");

  // The match is played to its end; the tip settles.
  await playPast(page.request, match);
  const result = await settledResult(page.request, tipId);
  expect(RESULTS).toContain(result);

  // The tipster sees the result among their closed tips...
  await page.goto(`/en-us/user-profile/${tipster.userId}/view/closed-tips/soccer`);
  const closed = settledCard(page, tipId);
  await reloadUntilVisible(page, closed);
  await expect(closed.locator("[data-result]")).toHaveAttribute("data-result", result);
  await expect(closed).toContainText("Sales closed");
  await expect(closed).toContainText(comment);
  await checkPage("tipster: closed tips with the result");

  // ...the buyer among the tips they bought, with the same result and the comment they paid for.
  await phone.goto(`/en-us/user-profile/${buyer.userId}/view/tip-orders/soccer`);
  const bought = settledCard(phone, tipId);
  await expect(bought).toBeVisible();
  await expect(bought.locator("[data-result]")).toHaveAttribute("data-result", result);
  await expect(bought).toContainText(comment);
  await secondBrowser.checkPage("buyer: bought tips with the result");

  // Both see the tipster ranked on one decided tip (the rankings refresh within seconds of a settlement).
  for (const [viewer, check] of [
    [page, checkPage],
    [phone, secondBrowser.checkPage],
  ] as const) {
    await viewer.goto("/en-us/tipsters-ranking/soccer/ALL/ALL_TIME");
    const row = viewer.locator(`[data-user-id="${tipster.userId}"]`);
    await reloadUntilVisible(viewer, row);
    await expect(row).toHaveAttribute("data-position", /^[1-9][0-9]*$/);
    await expect(row).toContainText("Tess Tipster");
    await check("ranking with the tipster");
  }

  // And the profile's statistics count it: one closed tip, its result the last one.
  await phone.goto(`/en-us/user-profile/${tipster.userId}/view/statistics/soccer`);
  const lastResults = phone.locator(".tipster-stats__results li");
  await expect(lastResults).toHaveCount(1);
  await expect(lastResults.first()).toHaveClass(new RegExp(`tip-result--${result}`));
  await secondBrowser.checkPage("buyer: the tipster's statistics");
});
