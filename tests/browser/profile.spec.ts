import { expect, test } from "./fixtures.ts";
import { accessTokenOf, lastUpcomingMatch, PASSWORD, rpc, verifiedUser } from "./tipsterAccounts.ts";

/**
 * A tipster's public profile end to end on the real server and the built app: a tipster (signed up,
 * verified and signed in over RPC) sells a tip; a visitor finds it on the profile's active tips, opens the
 * statistics and picks another period in the period sheet, and is asked to sign in for the bought tips; a
 * buyer (who bought the tip over RPC and signs in through the app) sees it among their own bought tips,
 * and gets the not-found page for the tipster's.
 */
const COST = 30;

test("a tipster's profile: active tips, statistics by period, and bought tips for their owner only", async ({
  page,
  request,
  checkPage,
}) => {
  const stamp = Date.now().toString(36);
  const tipster = await verifiedUser(page, "Tia Tipster", `tia.${stamp}@example.com`, request);
  const tipsterToken = await accessTokenOf(request, tipster.email);
  const title = `Away side to win ${stamp}`;
  const comment = `Their striker is back ${stamp}`;
  const { id: tipId } = await rpc(
    request,
    "/funsclub-users__api/rpc/create_prediction",
    { outcomeHashPath: (await lastUpcomingMatch(request)).outcomePath, title, comment, cost: COST },
    tipsterToken,
  );

  // A visitor: the head, the active tips count and the tip, locked.
  await page.goto(`/en-us/user-profile/${tipster.userId}/view`);
  await expect(page.getByRole("heading", { level: 1, name: "Tia Tipster" })).toBeVisible();
  const head = page.locator(".tipster-header");
  await expect(head.locator(".tipster-header__count", { hasText: "Active tips" })).toContainText("1");
  await expect(head.locator(".tipster-header__count", { hasText: "Followers" })).toContainText("0");
  const card = page.locator(`article[data-tip-id="${tipId}"]`);
  await expect(card).toContainText(title);
  await expect(card).not.toContainText(comment);
  await expect(page.getByRole("link", { name: "Active tips" })).toHaveAttribute("aria-current", "page");
  // A visitor has no bought-tips tab.
  await expect(page.getByRole("link", { name: "Bought tips" })).toHaveCount(0);
  await checkPage("profile, active tips");

  // The statistics: all time first, then the last 7 days from the period sheet.
  await page.getByRole("link", { name: "Statistics" }).click();
  await expect(page).toHaveURL(new RegExp(`/en-us/user-profile/${tipster.userId}/view/statistics/soccer$`));
  const statistics = page.locator(".tipster-stats");
  await expect(statistics).toContainText("Tipster card");
  await expect(statistics.locator(".tipster-figure", { hasText: /^Active/ })).toContainText("1");
  await page.getByRole("button", { name: "Period: All time" }).click();
  const sheet = page.getByRole("dialog", { name: "Statistics period" });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole("button", { name: "All time" })).toHaveAttribute("aria-pressed", "true");
  await checkPage("statistics period sheet");
  await sheet.getByRole("button", { name: "Last 7 days" }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole("button", { name: "Period: Last 7 days" })).toBeVisible();
  await expect(statistics).not.toHaveAttribute("aria-busy", "true");
  await checkPage("profile, statistics");

  // The bought tips are their owner's: a visitor is asked to sign in.
  await page.goto(`/en-us/user-profile/${tipster.userId}/view/tip-orders/soccer`);
  await expect(page.getByText("Sign in to see the tips you bought.")).toBeVisible();
  await checkPage("profile, bought tips for a visitor");

  // A buyer signed in through the app finds the tip, unlocked, among their own bought tips...
  const buyerEmail = `bo.${stamp}@example.com`;
  const buyer = await verifiedUser(page, "Bo Buyer", buyerEmail, request);
  await rpc(
    request,
    "/funsclub-users__api/rpc/purchase_prediction",
    { predictionId: tipId },
    await accessTokenOf(request, buyerEmail),
  );
  const ownOrders = `/en-us/user-profile/${buyer.userId}/view/tip-orders/soccer`;
  await page.goto(`/en-us/sign-in?redirect=${encodeURIComponent(ownOrders)}`);
  await page.getByLabel("E-mail").fill(buyerEmail);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByTestId("sign-in-submit").click();
  await expect(page).toHaveURL(new RegExp(`${ownOrders}$`));
  await expect(page.getByRole("link", { name: "Bought tips" })).toHaveAttribute("aria-current", "page");
  await expect(card).toContainText(comment);
  await expect(card).toContainText("Tia Tipster");
  await checkPage("own bought tips");

  // ...and the not-found page for the tipster's.
  await page.goto(`/en-us/user-profile/${tipster.userId}/view/tip-orders/soccer`);
  await expect(page.getByTestId("not-found")).toBeVisible();
  await expect(page.locator(`article[data-tip-id="${tipId}"]`)).toHaveCount(0);
});

test("an unknown user's profile is the not-found page", async ({ page }) => {
  const answer = await page.goto("/en-us/user-profile/00000000-0000-4000-8000-000000000000/view");
  expect(answer?.status()).toBe(404);
  await expect(page.getByTestId("not-found")).toBeVisible();
});
