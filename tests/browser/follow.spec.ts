import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { mailedLink } from "./mailbox.ts";

/**
 * Following end to end on the real server and the built app: a visitor presses Follow on a tipster's
 * profile and is sent to sign in and back; signed in, the press shows Following and moves the followers
 * count at once, and a reload keeps both (the server has the follow). On their own profile the follower
 * opens their following sheet, unfollows the tipster there: the row stays, marked with an undo, until the
 * sheet closes; opened again, it is gone.
 */
const password = "Secret#123";

const rpc = async (request: APIRequestContext, path: string, data: unknown, token?: string) => {
  const answer = await request.post(path, {
    data,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = await answer.json();
  expect(answer.ok(), `${path}: ${JSON.stringify(body)}`).toBe(true);
  return body;
};

/** A verified account (the link from the development mailbox, followed over RPC): its id and access token. */
const verifiedUser = async (page: Page, name: string, email: string) => {
  await rpc(page.request, "/funsclub-users__api/rpc/register", { name, email, password });
  const link = await mailedLink(page, email, "user/verify");
  const token = link.split("/").filter(Boolean).at(-1)!;
  await rpc(page.request, "/funsclub-users__api/rpc/user_verify_email", { emailVerificationToken: token });
  const login = await rpc(page.request, "/auth__api/rpc/login_user", { email, password });
  const accessToken = login.token.accessToken as string;
  const answer = await page.request.post("/graphql/users", {
    data: { query: "query { authProfile { id } }" },
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const body = await answer.json();
  return { id: body.data.authProfile.id as string, accessToken };
};

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
  const fanEmail = `finn.${stamp}@example.com`;
  const fan = await verifiedUser(page, "Finn Fan", fanEmail);
  const tipsterProfile = `/en-us/user-profile/${tipster.id}/view`;

  // A visitor's press asks for an account, then comes back to the profile.
  await page.goto(tipsterProfile);
  await expect(page.getByRole("heading", { level: 1, name: "Tia Tipster" })).toBeVisible();
  await expect(countButton(page, "Followers")).toHaveText("0");
  await checkPage("tipster profile, visitor");
  await page.getByRole("button", { name: "Follow Tia Tipster" }).click();
  await expect(page).toHaveURL(/\/en-us\/sign-in\?redirect=/);
  await page.getByLabel("E-mail").fill(fanEmail);
  await page.getByLabel("Password", { exact: true }).fill(password);
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
  await expect.poll(() => followersOf(page.request, tipster.id)).toEqual([fan.id]);
  await checkPage("tipster profile, following");

  await page.reload();
  await expect(following).toBeVisible();
  await expect(countButton(page, "Followers")).toHaveText("1");

  // The follower's own profile: no follow button, one followed, listed in the following sheet.
  await page.goto(`/en-us/user-profile/${fan.id}/view`);
  await expect(page.getByRole("heading", { level: 1, name: "Finn Fan" })).toBeVisible();
  await expect(countButton(page, "Following")).toHaveText("1");
  await expect(page.locator(".follow-button")).toHaveCount(0);
  await countButton(page, "Following").click();
  const sheet = page.getByRole("dialog", { name: "Following" });
  const row = sheet.locator(`li[data-user-id="${tipster.id}"]`);
  await expect(row.getByRole("link", { name: "Tia Tipster" })).toHaveAttribute("href", tipsterProfile);
  await checkPage("following sheet");

  // Unfollowed in the sheet: the row stays, marked, with an undo; the server has the unfollow.
  await row.getByRole("button", { name: "Following Tia Tipster, press to unfollow" }).click();
  await expect(row).toContainText("Unfollowed");
  await expect(row.getByRole("button", { name: "Undo: follow Tia Tipster again" })).toBeVisible();
  await expect(countButton(page, "Following")).toHaveText("0");
  await expect.poll(() => followersOf(page.request, tipster.id)).toEqual([]);
  await checkPage("following sheet, an unfollowed row");

  // Closed and opened again: the row is gone.
  await sheet.getByRole("button", { name: "Close" }).click();
  await expect(sheet).toBeHidden();
  await countButton(page, "Following").click();
  await expect(page.getByRole("dialog", { name: "Following" })).toContainText("Not following anyone yet.");
  await expect(page.getByRole("dialog", { name: "Following" }).locator("li[data-user-id]")).toHaveCount(0);
});
