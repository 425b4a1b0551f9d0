import { expect, test } from "./fixtures.ts";
import { accessTokenOf, lastUpcomingMatch, PASSWORD, rpc, verifiedUser } from "./tipsterAccounts.ts";

/**
 * The tips page end to end on the real server and the built app: a tipster (signed up, verified and
 * signed in over RPC) sells a tip on an upcoming soccer match; another user, signed in through the app,
 * finds it on /en-us/tips/soccer without its comment, unlocks it for its cost, reads the comment, and sees
 * the cost gone from the wallet in the user menu.
 */
const COST = 25;

test("a signed-in user unlocks a tip for FUN and reads its comment", async ({ page, checkPage }) => {
  const stamp = Date.now().toString(36);
  const tia = await verifiedUser(page, "Tia Tipster", `tia.${stamp}@example.com`);
  const tipster = await accessTokenOf(page.request, tia.email);
  const title = `Home side to win ${stamp}`;
  const comment = `Their keeper is back from injury ${stamp}`;
  const created = await rpc(
    page.request,
    "/funsclub-users__api/rpc/create_prediction",
    { outcomeHashPath: (await lastUpcomingMatch(page.request)).outcomePath, title, comment, cost: COST },
    tipster,
  );
  const tipId = created.id as string;

  const buyerEmail = `bo.${stamp}@example.com`;
  await verifiedUser(page, "Bo Buyer", buyerEmail);
  await page.goto("/en-us/sign-in?redirect=%2Fen-us%2Ftips%2Fsoccer");
  await page.getByLabel("E-mail").fill(buyerEmail);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByTestId("sign-in-submit").click();
  await expect(page).toHaveURL(/\/en-us\/tips\/soccer$/);
  await expect(page.getByTestId("user-menu")).toBeVisible();

  const card = page.locator(`article[data-tip-id="${tipId}"]`);
  await expect(card).toBeVisible();
  await expect(card).toContainText("Tia Tipster");
  await expect(card).toContainText(title);
  await expect(card).toContainText(`${COST} FUN`);
  await expect(card).toContainText("The tipster's analysis is locked");
  await expect(card).not.toContainText(comment);
  await expect(card.getByRole("timer")).toContainText("Sales end in");
  await checkPage("tips page, locked tip");

  await card.getByRole("button", { name: `Unlock for ${COST} FUN` }).click();
  const sheet = page.getByRole("dialog", { name: "Unlock this tip" });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText(`${COST} FUN will be taken from your wallet.`);
  await checkPage("unlock sheet");
  await sheet.getByRole("button", { name: `Unlock for ${COST} FUN` }).click();
  await expect(sheet).toBeHidden();
  await expect(card).toContainText(comment);
  await expect(card).toContainText("Bought: 1");
  await expect(card.getByRole("button", { name: /Unlock for/ })).toHaveCount(0);
  await checkPage("tips page, unlocked tip");
  // The cards' colours hold up in the light theme too (axe's contrast rules run on both).
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await checkPage("tips page, light theme");

  await page.getByTestId("user-menu").click();
  await expect(page.getByTestId("user-menu-balance")).toContainText(`${1_000 - COST} FUN`);

  // Reloaded, the server renders the tip for a visitor and the browser shows it again as the buyer's.
  await page.keyboard.press("Escape");
  await page.reload();
  await expect(card).toContainText(comment);
  await checkPage("tips page reloaded");
});
