import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { PASSWORD, verifiedUser } from "./tipsterAccounts.ts";

/**
 * Following end to end on the real server and the built app: a visitor presses Follow on a tipster's
 * profile and is sent to sign in and back; signed in, the press shows Following and moves the followers
 * count at once, and a reload keeps both (the server has the follow); an unfollow the server refuses is
 * rolled back with a toast. On their own profile the follower opens their following sheet and unfollows
 * the tipster there: the row stays, marked with an undo, until the sheet closes; opened again, it is gone.
 */

/** A user's followers as the server holds them now (no cache: a POST). */
const followersOf = async (request: APIRequestContext, userId: string): Promise<string[]> => {
  const answer = await request.post("/graphql/users?bypassCache=true", {
    data: { query: "query ($id: ID!) { user(id: $id) { followersIds } }", variables: { id: userId } },
  });
  return (await answer.json()).data.user.followersIds;
};

/** The profile head's count button for followers or following. */
const countButton = (page: Page, label: "Followers" | "Following"): Locator =>
  page
    .locator(".tipster-header__count", { has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .getByRole("button");

test("a user follows a tipster from their profile and unfollows them from their following sheet", async ({
  page,
  checkPage,
}) => {
  const stamp = Date.now().toString(36);
  const tipster = await verifiedUser(page, "Tia Tipster", `tia.${stamp}@example.com`);
  const fan = await verifiedUser(page, "Finn Fan", `finn.${stamp}@example.com`);
  const tipsterProfile = `/en-us/user-profile/${tipster.userId}/view`;

  // A visitor's press asks for an account, then comes back to the profile.
  await page.goto(tipsterProfile);
  await expect(page.getByRole("heading", { level: 1, name: "Tia Tipster" })).toBeVisible();
  await expect(countButton(page, "Followers")).toHaveText("0");
  await checkPage("tipster profile, visitor");
  // A press before the page has hydrated does nothing: pressed again until it leads away (a visitor's
  // press only ever leads to the sign-in page).
  await expect(async () => {
    if (!page.url().includes("/sign-in"))
      await page.getByRole("button", { name: "Follow Tia Tipster" }).click();
    await expect(page).toHaveURL(/\/en-us\/sign-in\?redirect=/, { timeout: 1_000 });
  }).toPass();
  await page.getByLabel("E-mail").fill(fan.email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByTestId("sign-in-submit").click();
  await expect(page).toHaveURL(new RegExp(`${tipsterProfile}$`));
  await expect(page.getByTestId("user-menu")).toBeVisible();

  // Signed in: the press shows at once and the count moves with it.
  const follow = page.getByRole("button", { name: "Follow Tia Tipster" });
  await expect(follow).toBeEnabled();
  await follow.click();
  const following = page.getByRole("button", { name: "Following Tia Tipster, press to unfollow" });
  await expect(following).toBeVisible();
  await expect(countButton(page, "Followers")).toHaveText("1");
  await expect.poll(() => followersOf(page.request, tipster.userId)).toEqual([fan.userId]);
  await checkPage("tipster profile, following");

  await page.reload();
  // The server renders a visitor's button: Following shows once the page has hydrated as the viewer.
  await expect(following).toBeVisible();
  await expect(countButton(page, "Followers")).toHaveText("1");

  // An unfollow the server refuses: shown at once, then rolled back with a toast naming the tipster.
  let refuse = () => {};
  const refused = new Promise<void>((resolve) => {
    refuse = resolve;
  });
  await page.route("**/rpc/delete_user_subscription", async (route) => {
    await refused;
    await route.fulfill({ status: 503, contentType: "application/json", body: "[]" });
  });
  await following.click();
  await expect(follow).toBeVisible();
  await expect(countButton(page, "Followers")).toHaveText("0");
  refuse();
  await expect(page.getByRole("region", { name: "Notifications" })).toContainText(
    "Could not unfollow Tia Tipster. Please try again.",
  );
  await expect(following).toBeVisible();
  await expect(countButton(page, "Followers")).toHaveText("1");
  await page.unroute("**/rpc/delete_user_subscription");
  expect(await followersOf(page.request, tipster.userId)).toEqual([fan.userId]);

  // The follower's own profile: no follow button, one followed, listed in the following sheet.
  await page.goto(`/en-us/user-profile/${fan.userId}/view`);
  await expect(page.getByRole("heading", { level: 1, name: "Finn Fan" })).toBeVisible();
  await expect(countButton(page, "Following")).toHaveText("1");
  // The server rendered a visitor's button here too: it goes once the page has hydrated as its owner.
  await expect(page.locator(".follow-button")).toHaveCount(0);
  await countButton(page, "Following").click();
  const sheet = page.getByRole("dialog", { name: "Following" });
  const row = sheet.locator(`li[data-user-id="${tipster.userId}"]`);
  await expect(row.getByRole("link", { name: "Tia Tipster" })).toHaveAttribute("href", tipsterProfile);
  await checkPage("following sheet");

  // Unfollowed in the sheet: the row stays, marked, with an undo; the server has the unfollow.
  await row.getByRole("button", { name: "Following Tia Tipster, press to unfollow" }).click();
  await expect(row).toContainText("Unfollowed");
  await expect(row.getByRole("button", { name: "Undo: follow Tia Tipster again" })).toBeVisible();
  await expect(countButton(page, "Following")).toHaveText("0");
  await expect.poll(() => followersOf(page.request, tipster.userId)).toEqual([]);
  await checkPage("following sheet, an unfollowed row");

  // Closed and opened again: the row is gone.
  await sheet.getByRole("button", { name: "Close" }).click();
  await expect(sheet).toBeHidden();
  await countButton(page, "Following").click();
  await expect(page.getByRole("dialog", { name: "Following" })).toContainText("Not following anyone yet.");
  await expect(page.getByRole("dialog", { name: "Following" }).locator("li[data-user-id]")).toHaveCount(0);
});
