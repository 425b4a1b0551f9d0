import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { lastUpcomingMatch, PASSWORD, pickPrice, verifiedUser } from "./tipsterAccounts.ts";

/**
 * Creating a tip from the event page end to end, on the real server and the built app: a user (signed up
 * and verified over RPC, signed in through the app) opens an upcoming soccer match, picks a price, fills
 * the creation sheet (its rules first: nothing typed is refused in words), publishes a tip with a comment
 * and a cost, sees the success sheet, follows it to the Tips tab and finds the card with its comment and
 * details; a second tip on the same match is refused with "tip already exists" in words.
 */
const COST = 40;

/** Picks a price and opens the creation sheet on it. */
const openCreationSheet = async (page: Page) => {
  await pickPrice(page);
  await page.getByTestId("tip-create-bar").getByRole("button", { name: "Create a tip" }).click();
  const sheet = page.getByRole("dialog", { name: "Create a tip" });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText("Match result");
  return sheet;
};

test("a signed-in user creates a tip on an event and finds it in the event's Tips tab", async ({
  page,
  checkPage,
}) => {
  const stamp = Date.now().toString(36);
  const email = `cleo.${stamp}@example.com`;
  await verifiedUser(page, "Cleo Creator", email);
  const { eventId } = await lastUpcomingMatch(page.request);
  const eventPath = `/en-us/event/${eventId}`;

  // A visitor's press leads to sign-in, and back here after it.
  await page.goto(eventPath);
  await pickPrice(page);
  await page.getByTestId("tip-create-bar").getByRole("button", { name: "Create a tip" }).click();
  await expect(page).toHaveURL(new RegExp(`/en-us/sign-in\\?redirect=${encodeURIComponent(eventPath)}$`));
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByTestId("sign-in-submit").click();
  await expect(page).toHaveURL(new RegExp(`${eventPath}$`));
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await expect(page.getByRole("link", { name: "Markets" })).toHaveAttribute("aria-current", "page");

  const sheet = await openCreationSheet(page);
  // Nothing typed: each field says what it needs, and nothing is sent.
  await sheet.getByRole("button", { name: "Publish the tip" }).click();
  await expect(sheet).toContainText("Give the tip a title.");
  await expect(sheet).toContainText("Write your analysis.");
  await expect(sheet).toContainText("Set a cost: 0 for a free tip.");
  await sheet.getByLabel("Cost (FUN)").fill("10001");
  await expect(sheet).toContainText("The cost must be from 0 to 10,000 FUN.");
  await checkPage("creation sheet with its rules");

  const title = `Home side to win ${stamp}`;
  const comment = `Their keeper is back from injury ${stamp}`;
  await sheet.getByLabel("Title").fill(title);
  await sheet.getByLabel("Your analysis").fill(comment);
  await sheet.getByLabel("Cost (FUN)").fill(String(COST));
  await sheet.getByRole("button", { name: "Publish the tip" }).click();

  const success = page.getByRole("dialog", { name: "Your tip is published" });
  await expect(success).toBeVisible();
  await expect(success).toContainText(title);
  await expect(success).toContainText(`for ${COST} FUN`);
  await checkPage("creation success sheet");
  await success.getByRole("link", { name: "See it in the Tips tab" }).click();

  await expect(page).toHaveURL(new RegExp(`${eventPath}/tips#tip-`));
  await expect(page.getByRole("link", { name: "Tips" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "Markets" })).not.toHaveAttribute("aria-current", "page");
  const card = page.locator("article[data-tip-id]").filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Cleo Creator");
  await expect(card).toContainText(`${COST} FUN`);
  // The creator reads their own analysis; the card offers no unlock.
  await expect(card).toContainText(comment);
  await expect(card.getByRole("button", { name: /Unlock for/ })).toHaveCount(0);
  await checkPage("event tips tab");
  // The rest in the light theme: the tab, the details and the creation sheet hold up in both.
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await checkPage("event tips tab, light theme");

  // A tap on the card opens its details; keyboards have the card's Details button.
  await expect(page.getByRole("button", { name: `Details of ${title}` })).toBeVisible();
  await card.getByRole("heading", { name: title }).click();
  const details = page.getByRole("dialog", { name: "Tip details" });
  await expect(details).toContainText("Match result");
  await expect(details).toContainText(`${COST} FUN`);
  await expect(details).toContainText("Not settled yet");
  await expect(details).toContainText(comment);
  await expect(details.getByRole("timer")).toContainText("Sales end in");
  await checkPage("tip details sheet");
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();

  // Reloaded on the Tips tab: the server renders the page and the browser lists the tips as this user.
  await page.reload();
  await expect(page.locator("article[data-tip-id]").filter({ hasText: title })).toContainText(comment);
  await checkPage("event tips tab reloaded");

  // One tip per event per user: a second one is refused in words and the sheet keeps the draft.
  await page.getByRole("link", { name: "Markets" }).click();
  const again = await openCreationSheet(page);
  await again.getByLabel("Title").fill(`A second thought ${stamp}`);
  await again.getByLabel("Your analysis").fill("Changed my mind");
  await again.getByLabel("Cost (FUN)").fill("0");
  await again.getByRole("button", { name: "Publish the tip" }).click();
  await expect(again.getByRole("alert")).toHaveText(
    "You already have a tip on this event: one tip per event.",
  );
  await expect(again.getByLabel("Title")).toHaveValue(`A second thought ${stamp}`);
  await checkPage("second tip refused");
});
