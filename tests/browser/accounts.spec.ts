import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { mailedLink } from "./mailbox.ts";

/**
 * Accounts end to end on the real server and the built app (run `npx vite build` first): sign up with a
 * fresh address, follow the verification link from the development mailbox, reach a protected page through
 * sign-in, change the password there, sign out, and sign in with the new password.
 */
const email = `ann.${Date.now().toString(36)}@example.com`;
const firstPassword = "Secret#123";
const newPassword = "Better#456";

const signIn = async (page: Page, password: string) => {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByTestId("sign-in-submit").click();
};

test("sign up, verify, change the password and sign in with the new one", async ({ page, checkPage }) => {
  await page.goto("/en-us/sign-up");
  await page.getByLabel("Name").fill("Ann Smith");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(firstPassword);
  await checkPage("sign-up filled in");
  await page.getByTestId("sign-up-submit").click();
  await expect(page).toHaveURL(/\/en-us\/email-verification\/[^/]+\//);
  await expect(page.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await checkPage("check your inbox");

  // The link verifies as it opens, then the sign-in page has the address filled in.
  await page.goto(await mailedLink(page, email, "user/verify"));
  await expect(page).toHaveURL(/\/en-us\/sign-in\?email=/);
  await expect(page.getByText("E-mail verified. Sign in to continue.")).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  await checkPage("sign-in after verification");

  // A protected page sends a visitor to sign in, and back once signed in.
  await page.goto("/en-us/settings/change-password");
  await expect(page).toHaveURL(/\/en-us\/sign-in\?redirect=%2Fen-us%2Fsettings%2Fchange-password/);
  await signIn(page, firstPassword);
  await expect(page).toHaveURL(/\/en-us\/settings\/change-password$/);
  await expect(page.getByTestId("user-menu")).toBeVisible();

  const form = page.getByTestId("change-password-form");
  await form.getByLabel("Current password").fill(firstPassword);
  await form.getByLabel("New password", { exact: true }).fill(newPassword);
  await form.getByLabel("Repeat the new password").fill(newPassword);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password has been changed")).toBeVisible();
  await checkPage("password changed");

  // The menu shows the welcome balance; signing out ends the session here and on the server.
  await page.getByTestId("user-menu").click();
  await expect(page.getByTestId("user-menu-balance")).toContainText("1,000 FUN");
  await page.getByTestId("sign-out").click();
  // The settings page is protected again: signing out there leads to the sign-in page.
  await expect(page).toHaveURL(/\/en-us\/sign-in\?redirect=/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in", exact: true })).toBeVisible();

  await signIn(page, firstPassword);
  await expect(page.getByText("Invalid e-mail or password")).toBeVisible();
  await checkPage("wrong password");
  await signIn(page, newPassword);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await expect(page).toHaveURL(/\/en-us\/settings\/change-password$/);
  await page.reload();
  // The session survives a reload: the token pair is stored.
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await expect(page.getByTestId("change-password-form")).toBeVisible();
});

test("an unverified account is offered a new link when it tries to sign in", async ({ page, checkPage }) => {
  const unverified = `bea.${Date.now().toString(36)}@example.com`;
  const answer = await page.request.post("/funsclub-users__api/rpc/register", {
    data: { name: "Bea Jones", email: unverified, password: firstPassword },
  });
  expect(answer.ok()).toBe(true);

  await page.goto("/en-us/sign-in");
  await page.getByLabel("E-mail").fill(unverified);
  await page.getByLabel("Password", { exact: true }).fill(firstPassword);
  await page.getByTestId("sign-in-submit").click();
  const modal = page.getByRole("dialog", { name: "Verify your e-mail first" });
  await expect(modal).toBeVisible();
  await checkPage("not-verified modal");
  await modal.getByRole("button", { name: "Send a new link" }).click();
  await expect(modal.getByText("Verification e-mail has been sent")).toBeVisible();
});

test("signs in with an external provider and comes back to the page, or home with an error", async ({
  page,
  baseURL,
  checkPage,
}) => {
  // NOTE: the provider returns to PUBLIC_URL (localhost), and the login's state cookie must be on that
  // origin, so this test starts there rather than on the configured 127.0.0.1.
  const publicOrigin = baseURL!.replace("127.0.0.1", "localhost");
  await page.goto(`${publicOrigin}/en-us/live/soccer`);
  await page.getByRole("banner").getByRole("link", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/en-us\/sign-in\?redirect=%2Fen-us%2Flive%2Fsoccer/);
  await page.getByTestId("auth-providers-open").click();
  await expect(page.getByTestId("auth-provider-funsclub-dev")).toBeVisible();
  await checkPage("external providers sheet");
  await page.getByTestId("auth-provider-funsclub-dev").click();
  // The development provider's own page: pick the first test identity.
  await expect(page).toHaveURL(/\/dev\/oidc\//);
  await page.locator(".identity").first().click();
  await expect(page).toHaveURL(/\/en-us\/live\/soccer$/);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  // The cookies that carried the token are gone.
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("funs_oauth_token");

  await page.getByTestId("user-menu").click();
  await page.getByTestId("sign-out").click();
  // Signed out before the next page loads, as a user would see it: no session left for it to resume.
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
  await page.goto(`${publicOrigin}/en-us/sign-in`);
  await page.getByTestId("auth-providers-open").click();
  await page.getByTestId("auth-provider-funsclub-dev").click();
  await page.locator(".cancel").first().click();
  await expect(page).toHaveURL(/\/en-us\/$/);
  await expect(page.getByText("Could not sign in with that service. Please try again.")).toBeVisible();
});
